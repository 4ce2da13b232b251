import { createFileRoute } from '@tanstack/react-router';
import { EventCreateScreen } from '../features/events/events-screens';
import { requireEventsBusiness } from '../lib/route-guards';

export const Route = createFileRoute('/dashboard/events/create')({
  beforeLoad: requireEventsBusiness,
  component: EventCreateScreen,
});
