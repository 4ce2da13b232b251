import { ensureListPage, listDeps } from '../queries/screen-data';
import { billsQuery } from '../queries/bills';
import { createFileRoute } from '@tanstack/react-router';
import { BillsScreen } from '../features/bills/bills-screen';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/bills/airtime')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, billsQuery('airtime'), deps),
  component: BillsAirtimeRoute,
});

function BillsAirtimeRoute() {
  return <BillsScreen type="airtime" />;
}
