import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementsScreen } from '../features/store/announcements/announcements-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/store/announcements')({
  validateSearch: ListSearch,
  component: AnnouncementsScreen,
});
