import { createFileRoute } from '@tanstack/react-router';
import { InvoiceEditScreen } from '../features/invoices/invoices-screens';
import { ensureRecord } from '../queries/screen-data';
import { invoiceQuery } from '../features/invoices/api';

export const Route = createFileRoute('/dashboard/invoices/edit/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, invoiceQuery),
  component: InvoicesEditRoute,
});

function InvoicesEditRoute() {
  const { id } = Route.useParams();
  return <InvoiceEditScreen id={id} />;
}
