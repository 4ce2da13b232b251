import { createFileRoute } from '@tanstack/react-router';
import { storeQuery } from '../features/store/api';
import { AnnouncementCreateScreen } from '../features/store/announcements/announcement-form';
import { awaitScreenData } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/store/announcements_/create')({
  // The store: a promotion is its own, and a business without one is told so.
  loader: ({ context }) => awaitScreenData(context.queryClient.ensureQueryData(storeQuery())),
  component: AnnouncementCreateScreen,
});
