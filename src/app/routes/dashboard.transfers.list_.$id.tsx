import { createFileRoute } from '@tanstack/react-router';
import { TransferDetailScreen } from '../features/transfers/transfer-detail';
import { ensureRecord } from '../queries/screen-data';
import { transferDetailQuery } from '../features/transfers/api';

export const Route = createFileRoute('/dashboard/transfers/list_/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, transferDetailQuery),
  component: TransferRoute,
});

function TransferRoute() {
  const { id } = Route.useParams();
  return <TransferDetailScreen id={id} />;
}
