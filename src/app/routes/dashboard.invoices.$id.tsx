import { createFileRoute } from '@tanstack/react-router';
import { InvoiceDetail } from '../features/invoices/invoices-screens';
import { ensureRecord } from '../queries/screen-data';
import { invoiceQuery } from '../features/invoices/api';

export const Route = createFileRoute('/dashboard/invoices/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, invoiceQuery),
  component: InvoicesIdRoute,
});

function InvoicesIdRoute() {
  const { id } = Route.useParams();
  return <InvoiceDetail id={id} />;
}
