import { createFileRoute } from '@tanstack/react-router';
import { allProductsQuery, storeQuery } from '../features/store/api';
import { StoreManageScreen } from '../features/store/store-editor';
import { storeCategoriesQuery } from '../queries/store';
import { awaitScreenData } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/store/manage')({
  // The store, then (when there is one) the products and categories its preview shows.
  loader: ({ context }) =>
    awaitScreenData(
      context.queryClient
        .ensureQueryData(storeQuery())
        .then((store) =>
          store
            ? Promise.all([
                context.queryClient.ensureQueryData(allProductsQuery()),
                context.queryClient.ensureQueryData(storeCategoriesQuery()),
              ])
            : undefined,
        ),
    ),
  component: StoreManageScreen,
});
