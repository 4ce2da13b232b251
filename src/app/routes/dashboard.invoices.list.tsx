import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { INVOICE_STATUSES } from '../../contract/invoice-statuses';
import { invoicesQuery } from '../features/invoices/api';
import { InvoicesScreen } from '../features/invoices/invoices-screens';
import { awaitScreenData, listDeps } from '../queries/screen-data';
import { ListSearch } from '../lib/list-search';

const InvoicesSearch = v.object({
  ...ListSearch.entries,
  status: v.optional(v.fallback(v.optional(v.picklist(INVOICE_STATUSES)), undefined)),
});

export const Route = createFileRoute('/dashboard/invoices/list')({
  validateSearch: InvoicesSearch,
  loaderDeps: ({ search }) => ({ ...listDeps({ search }), status: search.status }),
  loader: ({ context, deps }) => awaitScreenData(context.queryClient.ensureQueryData(invoicesQuery(deps))),
  component: InvoicesListRoute,
});

function InvoicesListRoute() {
  const { status } = Route.useSearch();
  return <InvoicesScreen status={status} />;
}
