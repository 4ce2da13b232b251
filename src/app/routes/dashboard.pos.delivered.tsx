import { ensureListPage, listDeps } from '../queries/screen-data';
import { posOrdersQuery } from '../features/pos/api';
import { createFileRoute } from '@tanstack/react-router';
import { PosOrdersScreen } from '../features/pos/pos-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/pos/delivered')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, posOrdersQuery('delivered'), deps),
  component: PosDeliveredRoute,
});

function PosDeliveredRoute() {
  return <PosOrdersScreen delivered />;
}
