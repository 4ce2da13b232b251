import { createFileRoute } from '@tanstack/react-router';
import { BulkStatusScreen } from '../features/transfers/bulk-batches';
import { ensureRecord } from '../queries/screen-data';
import { bulkStatusQuery } from '../features/transfers/api';

export const Route = createFileRoute('/dashboard/transfers/bulk-status/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, bulkStatusQuery),
  component: BulkStatusRoute,
});

function BulkStatusRoute() {
  const { id } = Route.useParams();
  return <BulkStatusScreen id={id} />;
}
