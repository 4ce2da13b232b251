import { createFileRoute } from '@tanstack/react-router';
import { TransfersListScreen } from '../features/transfers/transfers-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/transfers/queued-bulk-transfers')({
  validateSearch: ListSearch,
  component: TransfersQueuedBulkTransfersRoute,
});

function TransfersQueuedBulkTransfersRoute() {
  return (
    <TransfersListScreen
      heading="Queued bulk transfers"
      description="Bulk transfers are paid out as the transfers below."
    />
  );
}
