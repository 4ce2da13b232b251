import { createFileRoute } from '@tanstack/react-router';
import { EventDetail } from '../features/events/events-screens';
import { requireEventsBusiness } from '../lib/route-guards';
import { ensureRecord } from '../queries/screen-data';
import { eventQuery } from '../features/events/api';

export const Route = createFileRoute('/dashboard/events/$id')({
  beforeLoad: requireEventsBusiness,
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, eventQuery),
  component: EventRoute,
});

function EventRoute() {
  const { id } = Route.useParams();
  return <EventDetail id={id} />;
}
