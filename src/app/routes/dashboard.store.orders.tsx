import { ensureListPage, listDeps } from '../queries/screen-data';
import { storeOrdersQuery } from '../features/store/api';
import { createFileRoute } from '@tanstack/react-router';
import { StoreOrdersScreen } from '../features/store/store-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/store/orders')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, storeOrdersQuery, deps),
  component: StoreOrdersScreen,
});
