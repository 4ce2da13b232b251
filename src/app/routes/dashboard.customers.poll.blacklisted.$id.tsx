import { createFileRoute } from '@tanstack/react-router';
import { BlacklistScreen } from '../features/customers/blacklist-screen';

export const Route = createFileRoute('/dashboard/customers/poll/blacklisted/$id')({ component: PollRoute });

function PollRoute() {
  return <BlacklistScreen />;
}
