import { createFileRoute } from '@tanstack/react-router';
import { CustomerDetail } from '../features/customers/customer-detail';

export const Route = createFileRoute('/dashboard/customers/$id')({ component: CustomerRoute });

function CustomerRoute() {
  const { id } = Route.useParams();
  return <CustomerDetail id={id} />;
}
