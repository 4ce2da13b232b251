import { createFileRoute } from '@tanstack/react-router';
import { BlacklistEntryScreen } from '../features/customers/blacklist-screen';

export const Route = createFileRoute('/dashboard/customers/poll/blacklisted/$id')({ component: PollRoute });

function PollRoute() {
  const { id } = Route.useParams();
  return <BlacklistEntryScreen id={id} />;
}
