import { createFileRoute } from '@tanstack/react-router';
import { storeOrdersQuery, storeQuery } from '../features/store/api';
import { StoreOverviewScreen } from '../features/store/store-screens';
import { awaitScreenData } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/store/overview')({
  // The store and its latest orders' first page (a list kept in the screen, not the address).
  loader: ({ context }) =>
    awaitScreenData(
      context.queryClient.ensureQueryData(storeQuery()),
      context.queryClient.ensureQueryData(storeOrdersQuery({ page: 1, q: '' })),
    ),
  component: StoreOverviewScreen,
});
