import { createFileRoute } from '@tanstack/react-router';
import { PaymentLinksScreen } from '../features/payments/payments-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/payments/links')({
  validateSearch: ListSearch,
  component: PaymentLinksScreen,
});
