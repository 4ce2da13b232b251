import { ensureListPage, listDeps } from '../queries/screen-data';
import { billsQuery } from '../queries/bills';
import { createFileRoute } from '@tanstack/react-router';
import { BillsScreen } from '../features/bills/bills-screen';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/bills/dstv')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, billsQuery('dstv'), deps),
  component: BillsDstvRoute,
});

function BillsDstvRoute() {
  return <BillsScreen type="dstv" />;
}
