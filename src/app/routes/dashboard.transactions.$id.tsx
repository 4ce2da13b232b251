import { createFileRoute } from '@tanstack/react-router';
import { transactionQuery } from '../features/transactions/api';
import { TransactionDetail } from '../features/transactions/transaction-detail';

export const Route = createFileRoute('/dashboard/transactions/$id')({
  loader: ({ context, params }) => {
    if (/^\d{1,9}$/.test(params.id)) void context.queryClient.prefetchQuery(transactionQuery(Number(params.id)));
  },
  component: TransactionRoute,
});

function TransactionRoute() {
  const { id } = Route.useParams();
  return <TransactionDetail id={id} />;
}
