import { createFileRoute } from '@tanstack/react-router';
import { CustomerDetail } from '../features/customers/customer-detail';
import { ensureRecord } from '../queries/screen-data';
import { customerQuery } from '../features/customers/api';

export const Route = createFileRoute('/dashboard/customers/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, customerQuery),
  component: CustomerRoute,
});

function CustomerRoute() {
  const { id } = Route.useParams();
  return <CustomerDetail id={id} />;
}
