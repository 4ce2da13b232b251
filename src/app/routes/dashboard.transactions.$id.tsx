import { createFileRoute } from '@tanstack/react-router';
import { ensureRecord } from '../queries/screen-data';
import { transactionQuery } from '../features/transactions/api';
import { TransactionDetail } from '../features/transactions/transaction-detail';

export const Route = createFileRoute('/dashboard/transactions/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, transactionQuery),
  component: TransactionRoute,
});

function TransactionRoute() {
  const { id } = Route.useParams();
  return <TransactionDetail id={id} />;
}
