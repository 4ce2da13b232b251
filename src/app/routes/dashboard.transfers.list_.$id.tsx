import { createFileRoute } from '@tanstack/react-router';
import { TransferDetailScreen } from '../features/transfers/transfer-detail';

export const Route = createFileRoute('/dashboard/transfers/list_/$id')({ component: TransferRoute });

function TransferRoute() {
  const { id } = Route.useParams();
  return <TransferDetailScreen id={id} />;
}
