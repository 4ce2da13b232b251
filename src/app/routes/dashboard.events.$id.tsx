import { createFileRoute } from '@tanstack/react-router';
import { EventDetail } from '../features/events/events-screens';
import { requireEventsBusiness } from '../lib/route-guards';
import { awaitScreenData, recordId } from '../queries/screen-data';
import { attendeesQuery, eventQuery } from '../features/events/api';

export const Route = createFileRoute('/dashboard/events/$id')({
  beforeLoad: requireEventsBusiness,
  // The event and its attendees (a panel of the event's page).
  loader: ({ context, params }) => {
    const id = recordId(params.id);
    if (id === null) return undefined;
    return awaitScreenData(
      context.queryClient.ensureQueryData(eventQuery(id)),
      context.queryClient.ensureQueryData(attendeesQuery(id)),
    );
  },
  component: EventRoute,
});

function EventRoute() {
  const { id } = Route.useParams();
  return <EventDetail id={id} />;
}
