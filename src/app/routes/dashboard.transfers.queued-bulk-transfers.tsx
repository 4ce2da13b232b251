import { createFileRoute } from '@tanstack/react-router';
import { QueuedBulkTransfersScreen } from '../features/transfers/bulk-batches';

export const Route = createFileRoute('/dashboard/transfers/queued-bulk-transfers')({
  component: QueuedBulkTransfersScreen,
});
