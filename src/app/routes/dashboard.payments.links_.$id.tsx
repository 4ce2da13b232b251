import { createFileRoute } from '@tanstack/react-router';
import { PaymentLinkDetail } from '../features/payments/payment-details';
import { ensureRecord } from '../queries/screen-data';
import { paymentLinkDetailQuery } from '../queries/payment-links';

export const Route = createFileRoute('/dashboard/payments/links_/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, paymentLinkDetailQuery),
  component: PaymentsLinksIdRoute,
});

function PaymentsLinksIdRoute() {
  const { id } = Route.useParams();
  return <PaymentLinkDetail id={id} />;
}
