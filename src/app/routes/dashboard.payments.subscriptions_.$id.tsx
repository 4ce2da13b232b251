import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionDetail } from '../features/payments/payment-details';

export const Route = createFileRoute('/dashboard/payments/subscriptions_/$id')({
  component: PaymentsSubscriptionsIdRoute,
});

function PaymentsSubscriptionsIdRoute() {
  const { id } = Route.useParams();
  return <SubscriptionDetail id={id} />;
}
