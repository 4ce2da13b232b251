import { createFileRoute } from '@tanstack/react-router';
import { announcementQuery } from '../queries/store-promotions';
import { AnnouncementEditScreen } from '../features/store/announcements/announcement-form';
import { ensureRecord } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/store/announcements_/edit/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, announcementQuery, 10),
  component: StoreAnnouncementsEditRoute,
});

function StoreAnnouncementsEditRoute() {
  const { id } = Route.useParams();
  return <AnnouncementEditScreen id={id} />;
}
