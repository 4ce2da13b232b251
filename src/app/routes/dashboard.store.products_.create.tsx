import { createFileRoute } from '@tanstack/react-router';
import { storeQuery } from '../features/store/api';
import { ProductCreateScreen } from '../features/store/product-form';
import { awaitScreenData } from '../queries/screen-data';
import { storeCategoriesQuery } from '../queries/store';

export const Route = createFileRoute('/dashboard/store/products_/create')({
  // The store (its currency) and the categories the form offers.
  loader: ({ context }) =>
    awaitScreenData(
      context.queryClient.ensureQueryData(storeQuery()),
      context.queryClient.ensureQueryData(storeCategoriesQuery()),
    ),
  component: ProductCreateScreen,
});
