import { createFileRoute } from '@tanstack/react-router';
import { TransactionDetail } from '../features/transactions/transaction-detail';
import { RefSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/transactions/$id')({
  validateSearch: RefSearch,
  component: TransactionRoute,
});

function TransactionRoute() {
  const { id } = Route.useParams();
  const { ref } = Route.useSearch();
  return <TransactionDetail id={id} reference={ref} />;
}
