import { createFileRoute } from '@tanstack/react-router';
import { EventsScreen } from '../features/events/events-screens';
import { ListSearch } from '../lib/list-search';
import { requireEventsBusiness } from '../lib/route-guards';

export const Route = createFileRoute('/dashboard/events/create')({
  validateSearch: ListSearch,
  beforeLoad: requireEventsBusiness,
  component: EventsCreateRoute,
});

function EventsCreateRoute() {
  return <EventsScreen path="/dashboard/events/create" />;
}
