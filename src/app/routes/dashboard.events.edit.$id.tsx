import { createFileRoute } from '@tanstack/react-router';
import { EventsScreen } from '../features/events/events-screens';
import { ListSearch } from '../lib/list-search';
import { requireEventsBusiness } from '../lib/route-guards';

export const Route = createFileRoute('/dashboard/events/edit/$id')({
  validateSearch: ListSearch,
  beforeLoad: requireEventsBusiness,
  component: EventsEditRoute,
});

function EventsEditRoute() {
  return <EventsScreen path="/dashboard/events/edit/$id" />;
}
