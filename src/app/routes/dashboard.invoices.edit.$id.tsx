import { createFileRoute } from '@tanstack/react-router';
import { InvoicesScreen } from '../features/invoices/invoices-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/invoices/edit/$id')({
  validateSearch: ListSearch,
  component: InvoicesEditRoute,
});

function InvoicesEditRoute() {
  return <InvoicesScreen path="/dashboard/invoices/edit/$id" />;
}
