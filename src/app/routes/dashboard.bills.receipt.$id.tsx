import { createFileRoute } from '@tanstack/react-router';
import { ensureRecord } from '../queries/screen-data';
import { BillReceiptScreen } from '../features/bills/bill-receipt';
import { billQuery } from '../queries/bills';

export const Route = createFileRoute('/dashboard/bills/receipt/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, billQuery),
  component: BillReceiptRoute,
});

function BillReceiptRoute() {
  const { id } = Route.useParams();
  return <BillReceiptScreen key={id} id={id} />;
}
