import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionDetail } from '../features/payments/payment-details';
import { ensureRecord } from '../queries/screen-data';
import { subscriptionDetailQuery } from '../features/payments/api';

export const Route = createFileRoute('/dashboard/payments/subscriptions_/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, subscriptionDetailQuery),
  component: PaymentsSubscriptionsIdRoute,
});

function PaymentsSubscriptionsIdRoute() {
  const { id } = Route.useParams();
  return <SubscriptionDetail id={id} />;
}
