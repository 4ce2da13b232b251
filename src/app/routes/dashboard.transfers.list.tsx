import { createFileRoute } from '@tanstack/react-router';
import { TransfersListScreen } from '../features/transfers/transfers-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/transfers/list')({
  validateSearch: ListSearch,
  component: TransfersListRoute,
});

function TransfersListRoute() {
  return <TransfersListScreen />;
}
