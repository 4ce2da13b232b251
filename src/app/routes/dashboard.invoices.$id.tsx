import { createFileRoute } from '@tanstack/react-router';
import { InvoiceDetail } from '../features/invoices/invoices-screens';

export const Route = createFileRoute('/dashboard/invoices/$id')({ component: InvoicesIdRoute });

function InvoicesIdRoute() {
  const { id } = Route.useParams();
  return <InvoiceDetail id={id} />;
}
