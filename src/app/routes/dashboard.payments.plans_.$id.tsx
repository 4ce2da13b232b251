import { createFileRoute } from '@tanstack/react-router';
import { PaymentPlanDetail } from '../features/payments/payment-details';
import { ensureRecord } from '../queries/screen-data';
import { paymentPlanDetailQuery } from '../features/payments/api';

export const Route = createFileRoute('/dashboard/payments/plans_/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, paymentPlanDetailQuery),
  component: PaymentsPlansIdRoute,
});

function PaymentsPlansIdRoute() {
  const { id } = Route.useParams();
  return <PaymentPlanDetail id={id} />;
}
