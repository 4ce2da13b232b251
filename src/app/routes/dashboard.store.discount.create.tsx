import { createFileRoute } from '@tanstack/react-router';
import { storeQuery } from '../features/store/api';
import { DiscountCreateScreen } from '../features/store/discounts/discount-form';
import { awaitScreenData } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/store/discount/create')({
  // The store: a promotion is its own, and a business without one is told so.
  loader: ({ context }) => awaitScreenData(context.queryClient.ensureQueryData(storeQuery())),
  component: DiscountCreateScreen,
});
