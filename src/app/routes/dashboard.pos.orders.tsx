import { awaitScreenData, listDeps } from '../queries/screen-data';
import { preferencesQuery } from '../queries/preferences';
import { posOrdersQuery } from '../features/pos/api';
import { createFileRoute } from '@tanstack/react-router';
import { PosOrdersScreen } from '../features/pos/pos-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/pos/orders')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  // The list's page, and the preferences that say whether the admins may request terminals.
  loader: ({ context, deps }) =>
    awaitScreenData(
      context.queryClient.ensureQueryData(posOrdersQuery(null)(deps)),
      context.queryClient.ensureQueryData(preferencesQuery()),
    ),
  component: PosOrdersRoute,
});

function PosOrdersRoute() {
  return <PosOrdersScreen />;
}
