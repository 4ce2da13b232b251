import { createFileRoute } from '@tanstack/react-router';
import { EventEditScreen } from '../features/events/events-screens';
import { requireEventsBusiness } from '../lib/route-guards';

export const Route = createFileRoute('/dashboard/events/edit/$id')({
  beforeLoad: requireEventsBusiness,
  component: EventsEditRoute,
});

function EventsEditRoute() {
  const { id } = Route.useParams();
  return <EventEditScreen id={id} />;
}
