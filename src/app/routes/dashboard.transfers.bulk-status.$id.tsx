import { createFileRoute } from '@tanstack/react-router';
import { BulkStatusScreen } from '../features/transfers/bulk-batches';

export const Route = createFileRoute('/dashboard/transfers/bulk-status/$id')({ component: BulkStatusRoute });

function BulkStatusRoute() {
  const { id } = Route.useParams();
  return <BulkStatusScreen id={id} />;
}
