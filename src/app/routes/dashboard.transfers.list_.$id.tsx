import { createFileRoute } from '@tanstack/react-router';
import { TransferDetail } from '../features/transfers/transfers-screens';
import { RefSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/transfers/list_/$id')({
  validateSearch: RefSearch,
  component: TransferRoute,
});

function TransferRoute() {
  const { id } = Route.useParams();
  const { ref } = Route.useSearch();
  return <TransferDetail id={id} reference={ref} />;
}
