import { createFileRoute } from '@tanstack/react-router';
import { StoreOrderDetail } from '../features/store/orders/order-detail';

export const Route = createFileRoute('/dashboard/store/orders_/$id')({ component: StoreOrdersIdRoute });

function StoreOrdersIdRoute() {
  const { id } = Route.useParams();
  return <StoreOrderDetail id={id} />;
}
