import { createFileRoute } from '@tanstack/react-router';
import { PaymentPlanDetail } from '../features/payments/payment-details';

export const Route = createFileRoute('/dashboard/payments/plans_/$id')({ component: PaymentsPlansIdRoute });

function PaymentsPlansIdRoute() {
  const { id } = Route.useParams();
  return <PaymentPlanDetail id={id} />;
}
