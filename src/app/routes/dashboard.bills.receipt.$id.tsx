import { createFileRoute } from '@tanstack/react-router';
import { BillReceiptScreen } from '../features/bills/bill-receipt';
import { billQuery } from '../queries/bills';

export const Route = createFileRoute('/dashboard/bills/receipt/$id')({
  loader: ({ context, params }) => {
    if (/^\d{1,9}$/.test(params.id)) void context.queryClient.prefetchQuery(billQuery(Number(params.id)));
  },
  component: BillReceiptRoute,
});

function BillReceiptRoute() {
  const { id } = Route.useParams();
  return <BillReceiptScreen key={id} id={id} />;
}
