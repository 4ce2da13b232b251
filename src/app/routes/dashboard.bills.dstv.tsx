import { createFileRoute } from '@tanstack/react-router';
import { BillsScreen } from '../features/bills/bills-screen';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/bills/dstv')({
  validateSearch: ListSearch,
  component: BillsDstvRoute,
});

function BillsDstvRoute() {
  return <BillsScreen type="dstv" />;
}
