import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { INVOICE_STATUSES } from '../../contract/invoice-statuses';
import { InvoicesScreen } from '../features/invoices/invoices-screens';
import { ListSearch } from '../lib/list-search';

const InvoicesSearch = v.object({
  ...ListSearch.entries,
  status: v.optional(v.fallback(v.optional(v.picklist(INVOICE_STATUSES)), undefined)),
});

export const Route = createFileRoute('/dashboard/invoices/list')({
  validateSearch: InvoicesSearch,
  component: InvoicesListRoute,
});

function InvoicesListRoute() {
  const { status } = Route.useSearch();
  return <InvoicesScreen status={status} />;
}
