import { createFileRoute } from '@tanstack/react-router';
import { PaymentLinkDetail } from '../features/payments/payment-details';

export const Route = createFileRoute('/dashboard/payments/links_/$id')({ component: PaymentsLinksIdRoute });

function PaymentsLinksIdRoute() {
  const { id } = Route.useParams();
  return <PaymentLinkDetail id={id} />;
}
