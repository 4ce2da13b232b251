import { createFileRoute } from '@tanstack/react-router';
import { PosOrderDetail } from '../features/pos/pos-screens';

export const Route = createFileRoute('/dashboard/pos/orders_/$id')({ component: PosOrdersIdRoute });

function PosOrdersIdRoute() {
  const { id } = Route.useParams();
  return <PosOrderDetail id={id} />;
}
