import { createFileRoute } from '@tanstack/react-router';
import { storeOrderDetailQuery } from '../queries/store-orders';
import { StoreOrderDetail } from '../features/store/orders/order-detail';
import { ensureRecord } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/store/orders_/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, storeOrderDetailQuery, 10),
  component: StoreOrdersIdRoute,
});

function StoreOrdersIdRoute() {
  const { id } = Route.useParams();
  return <StoreOrderDetail id={id} />;
}
