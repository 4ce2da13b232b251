import { createFileRoute } from '@tanstack/react-router';
import { filteredTransfersQuery } from '../features/transfers/api';
import { TransfersListSearch, transfersListFilter } from '../features/transfers/search';
import { TransfersListScreen } from '../features/transfers/transfers-list';
import { awaitScreenData } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/transfers/list')({
  validateSearch: TransfersListSearch,
  loaderDeps: ({ search }) => transfersListFilter(search),
  loader: ({ context, deps }) => awaitScreenData(context.queryClient.ensureQueryData(filteredTransfersQuery(deps))),
  component: TransfersListRoute,
});

function TransfersListRoute() {
  return <TransfersListScreen search={Route.useSearch()} />;
}
