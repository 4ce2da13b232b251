import { createFileRoute } from '@tanstack/react-router';
import { InvoicesScreen } from '../features/invoices/invoices-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/invoices/create')({
  validateSearch: ListSearch,
  component: InvoicesCreateRoute,
});

function InvoicesCreateRoute() {
  return <InvoicesScreen path="/dashboard/invoices/create" />;
}
