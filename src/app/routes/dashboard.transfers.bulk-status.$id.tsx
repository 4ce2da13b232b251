import { createFileRoute } from '@tanstack/react-router';
import { TransfersListScreen } from '../features/transfers/transfers-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/transfers/bulk-status/$id')({
  validateSearch: ListSearch,
  component: TransfersBulkStatusIdRoute,
});

function TransfersBulkStatusIdRoute() {
  return (
    <TransfersListScreen
      heading="Bulk transfer status"
      description="The status of each transfer sent from this account."
    />
  );
}
