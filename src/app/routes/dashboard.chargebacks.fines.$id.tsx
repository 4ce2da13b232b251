import { createFileRoute } from '@tanstack/react-router';
import { FineDetailScreen } from '../features/disputes/fine-detail';
import { chargebackFineQuery } from '../queries/chargebacks';

export const Route = createFileRoute('/dashboard/chargebacks/fines/$id')({
  loader: ({ context, params }) => {
    if (/^\d{1,9}$/.test(params.id)) void context.queryClient.prefetchQuery(chargebackFineQuery(Number(params.id)));
  },
  component: FineRoute,
});

function FineRoute() {
  const { id } = Route.useParams();
  return <FineDetailScreen key={id} id={id} />;
}
