import { createFileRoute } from '@tanstack/react-router';
import { InvoiceEditScreen } from '../features/invoices/invoices-screens';

export const Route = createFileRoute('/dashboard/invoices/edit/$id')({ component: InvoicesEditRoute });

function InvoicesEditRoute() {
  const { id } = Route.useParams();
  return <InvoiceEditScreen id={id} />;
}
