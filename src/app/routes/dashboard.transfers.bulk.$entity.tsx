import { createFileRoute } from '@tanstack/react-router';
import { TransfersListScreen } from '../features/transfers/transfers-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/transfers/bulk/$entity')({
  validateSearch: ListSearch,
  component: TransfersBulkEntityRoute,
});

function TransfersBulkEntityRoute() {
  return (
    <TransfersListScreen
      heading="Bulk transfers"
      description="Transfers sent from this account, including bulk uploads."
    />
  );
}
