import { createFileRoute } from '@tanstack/react-router';
import { allOrdersQuery } from '../features/store/api';
import { StoreCustomersScreen } from '../features/store/store-screens';
import { awaitScreenData } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/store/customers')({
  loader: ({ context }) => awaitScreenData(context.queryClient.ensureQueryData(allOrdersQuery())),
  component: StoreCustomersScreen,
});
