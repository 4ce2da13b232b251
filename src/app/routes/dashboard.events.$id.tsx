import { createFileRoute } from '@tanstack/react-router';
import { EventDetail } from '../features/events/events-screens';
import { requireEventsBusiness } from '../lib/route-guards';

export const Route = createFileRoute('/dashboard/events/$id')({
  beforeLoad: requireEventsBusiness,
  component: EventRoute,
});

function EventRoute() {
  const { id } = Route.useParams();
  return <EventDetail id={id} />;
}
