import { createFileRoute } from '@tanstack/react-router';
import { BlacklistScreen } from '../features/customers/blacklist-screen';

export const Route = createFileRoute('/dashboard/customers/blacklisted/$type')({ component: BlacklistedRoute });

function BlacklistedRoute() {
  const { type } = Route.useParams();
  return <BlacklistScreen kind={type} />;
}
