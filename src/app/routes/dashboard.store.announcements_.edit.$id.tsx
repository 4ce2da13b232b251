import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementEditScreen } from '../features/store/announcements/announcement-form';

export const Route = createFileRoute('/dashboard/store/announcements_/edit/$id')({
  component: StoreAnnouncementsEditRoute,
});

function StoreAnnouncementsEditRoute() {
  const { id } = Route.useParams();
  return <AnnouncementEditScreen id={id} />;
}
