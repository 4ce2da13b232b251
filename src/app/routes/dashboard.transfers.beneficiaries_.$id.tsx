import { createFileRoute } from '@tanstack/react-router';
import { BeneficiaryDetail } from '../features/transfers/transfers-screens';

export const Route = createFileRoute('/dashboard/transfers/beneficiaries_/$id')({
  component: TransfersBeneficiariesIdRoute,
});

function TransfersBeneficiariesIdRoute() {
  const { id } = Route.useParams();
  return <BeneficiaryDetail id={id} />;
}
