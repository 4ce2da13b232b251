import { createFileRoute } from '@tanstack/react-router';
import { ChargebackDetailScreen } from '../features/disputes/chargeback-detail';
import { chargebackQuery } from '../queries/chargebacks';

export const Route = createFileRoute('/dashboard/chargebacks/view/$id')({
  loader: ({ context, params }) => {
    if (/^\d{1,9}$/.test(params.id)) void context.queryClient.prefetchQuery(chargebackQuery(Number(params.id)));
  },
  component: ChargebackRoute,
});

function ChargebackRoute() {
  const { id } = Route.useParams();
  return <ChargebackDetailScreen key={id} id={id} />;
}
