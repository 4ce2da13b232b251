import { createFileRoute } from '@tanstack/react-router';
import { BeneficiaryDetailScreen } from '../features/transfers/beneficiaries';

export const Route = createFileRoute('/dashboard/transfers/beneficiaries_/$id')({
  component: TransfersBeneficiariesIdRoute,
});

function TransfersBeneficiariesIdRoute() {
  const { id } = Route.useParams();
  return <BeneficiaryDetailScreen id={id} />;
}
