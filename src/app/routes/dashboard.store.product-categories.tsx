import { createFileRoute } from '@tanstack/react-router';
import { StoreCategoriesScreen } from '../features/store/categories-screen';
import { awaitScreenData } from '../queries/screen-data';
import { storeCategoriesQuery } from '../queries/store';

export const Route = createFileRoute('/dashboard/store/product-categories')({
  loader: ({ context }) => awaitScreenData(context.queryClient.ensureQueryData(storeCategoriesQuery())),
  component: StoreCategoriesScreen,
});
