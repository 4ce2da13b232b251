import { ensureListPage, listDeps } from '../queries/screen-data';
import { eventsQuery } from '../features/events/api';
import { createFileRoute } from '@tanstack/react-router';
import { EventsScreen } from '../features/events/events-screens';
import { ListSearch } from '../lib/list-search';
import { requireEventsBusiness } from '../lib/route-guards';

export const Route = createFileRoute('/dashboard/events/list')({
  validateSearch: ListSearch,
  beforeLoad: requireEventsBusiness,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, eventsQuery, deps),
  component: EventsScreen,
});
