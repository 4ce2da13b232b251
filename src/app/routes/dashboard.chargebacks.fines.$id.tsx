import { createFileRoute } from '@tanstack/react-router';
import { ensureRecord } from '../queries/screen-data';
import { FineDetailScreen } from '../features/disputes/fine-detail';
import { chargebackFineQuery } from '../queries/chargebacks';

export const Route = createFileRoute('/dashboard/chargebacks/fines/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, chargebackFineQuery),
  component: FineRoute,
});

function FineRoute() {
  const { id } = Route.useParams();
  return <FineDetailScreen key={id} id={id} />;
}
