import { createFileRoute } from '@tanstack/react-router';
import { TransfersListSearch } from '../features/transfers/search';
import { TransfersListScreen } from '../features/transfers/transfers-list';

export const Route = createFileRoute('/dashboard/transfers/list')({
  validateSearch: TransfersListSearch,
  component: TransfersListRoute,
});

function TransfersListRoute() {
  return <TransfersListScreen search={Route.useSearch()} />;
}
