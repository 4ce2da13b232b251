import { createFileRoute } from '@tanstack/react-router';
import { BillsScreen } from '../features/bills/bills-screen';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/bills/airtime')({
  validateSearch: ListSearch,
  component: BillsAirtimeRoute,
});

function BillsAirtimeRoute() {
  return <BillsScreen type="airtime" />;
}
