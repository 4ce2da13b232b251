import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementCreateScreen } from '../features/store/announcements/announcement-form';

export const Route = createFileRoute('/dashboard/store/announcements_/create')({
  component: AnnouncementCreateScreen,
});
