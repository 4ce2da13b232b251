import { awaitScreenData, listDeps } from '../queries/screen-data';
import { storeQuery } from '../features/store/api';
import { announcementsQuery } from '../queries/store-promotions';
import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementsScreen } from '../features/store/announcements/announcements-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/store/announcements')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  // The store (its promotions show only when there is one) and the list's page.
  loader: ({ context, deps }) =>
    awaitScreenData(
      context.queryClient.ensureQueryData(storeQuery()),
      context.queryClient.ensureQueryData(announcementsQuery(deps)),
    ),
  component: AnnouncementsScreen,
});
