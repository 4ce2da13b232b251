import { createFileRoute } from '@tanstack/react-router';
import { PaymentPlansScreen } from '../features/payments/payments-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/payments/plans')({
  validateSearch: ListSearch,
  component: PaymentPlansScreen,
});
