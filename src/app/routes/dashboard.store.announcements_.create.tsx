import { createFileRoute } from '@tanstack/react-router';
import { StoreAnnouncementsScreen } from '../features/store/store-screens';

export const Route = createFileRoute('/dashboard/store/announcements_/create')({
  component: StoreAnnouncementsCreateRoute,
});

function StoreAnnouncementsCreateRoute() {
  return <StoreAnnouncementsScreen path="/dashboard/store/announcements/create" />;
}
