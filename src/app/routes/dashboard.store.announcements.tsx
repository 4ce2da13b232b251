import { ensureListPage, listDeps } from '../queries/screen-data';
import { announcementsQuery } from '../queries/store-promotions';
import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementsScreen } from '../features/store/announcements/announcements-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/store/announcements')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, announcementsQuery, deps),
  component: AnnouncementsScreen,
});
