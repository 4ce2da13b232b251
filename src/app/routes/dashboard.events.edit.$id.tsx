import { createFileRoute } from '@tanstack/react-router';
import { EventEditScreen } from '../features/events/events-screens';
import { requireEventsBusiness } from '../lib/route-guards';
import { ensureRecord } from '../queries/screen-data';
import { eventQuery } from '../features/events/api';

export const Route = createFileRoute('/dashboard/events/edit/$id')({
  beforeLoad: requireEventsBusiness,
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, eventQuery),
  component: EventsEditRoute,
});

function EventsEditRoute() {
  const { id } = Route.useParams();
  return <EventEditScreen id={id} />;
}
