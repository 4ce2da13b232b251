import { createFileRoute } from '@tanstack/react-router';
import { PosOrderDetail } from '../features/pos/pos-screens';
import { ensureRecord } from '../queries/screen-data';
import { posOrderQuery } from '../features/pos/api';

export const Route = createFileRoute('/dashboard/pos/orders_/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, posOrderQuery),
  component: PosOrdersIdRoute,
});

function PosOrdersIdRoute() {
  const { id } = Route.useParams();
  return <PosOrderDetail id={id} />;
}
