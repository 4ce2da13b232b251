import { createFileRoute } from '@tanstack/react-router';
import { BlacklistScreen } from '../features/customers/blacklist-screen';

export const Route = createFileRoute('/dashboard/customers/blacklist/radar')({ component: BlacklistRoute });

function BlacklistRoute() {
  return <BlacklistScreen />;
}
