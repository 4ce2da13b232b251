import { createFileRoute } from '@tanstack/react-router';
import { StoreAnnouncementsScreen } from '../features/store/store-screens';

export const Route = createFileRoute('/dashboard/store/announcements_/edit/$id')({
  component: StoreAnnouncementsEditRoute,
});

function StoreAnnouncementsEditRoute() {
  return <StoreAnnouncementsScreen path="/dashboard/store/announcements/edit/$id" />;
}
