import { createFileRoute } from '@tanstack/react-router';
import { BeneficiaryDetailScreen } from '../features/transfers/beneficiaries';
import { ensureRecord } from '../queries/screen-data';
import { beneficiaryQuery } from '../features/transfers/api';

export const Route = createFileRoute('/dashboard/transfers/beneficiaries_/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, beneficiaryQuery),
  component: TransfersBeneficiariesIdRoute,
});

function TransfersBeneficiariesIdRoute() {
  const { id } = Route.useParams();
  return <BeneficiaryDetailScreen id={id} />;
}
