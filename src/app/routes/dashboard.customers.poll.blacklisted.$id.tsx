import { createFileRoute } from '@tanstack/react-router';
import { BlacklistEntryScreen } from '../features/customers/blacklist-screen';
import { ensureRecord } from '../queries/screen-data';
import { blacklistEntryQuery } from '../features/customers/api';

export const Route = createFileRoute('/dashboard/customers/poll/blacklisted/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, blacklistEntryQuery),
  component: PollRoute,
});

function PollRoute() {
  const { id } = Route.useParams();
  return <BlacklistEntryScreen id={id} />;
}
