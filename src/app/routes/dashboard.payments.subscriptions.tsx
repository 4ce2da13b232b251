import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionsScreen } from '../features/payments/payments-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/payments/subscriptions')({
  validateSearch: ListSearch,
  component: SubscriptionsScreen,
});
