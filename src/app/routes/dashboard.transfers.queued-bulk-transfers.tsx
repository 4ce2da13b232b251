import { createFileRoute } from '@tanstack/react-router';
import { bulkQueuedQuery } from '../features/transfers/api';
import { QueuedBulkTransfersScreen } from '../features/transfers/bulk-batches';
import { awaitScreenData } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/transfers/queued-bulk-transfers')({
  loader: ({ context }) => awaitScreenData(context.queryClient.ensureQueryData(bulkQueuedQuery(1))),
  component: QueuedBulkTransfersScreen,
});
