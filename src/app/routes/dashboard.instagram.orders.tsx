import { ensureListPage, listDeps } from '../queries/screen-data';
import { instagramOrdersQuery } from '../queries/instagram';
import { createFileRoute } from '@tanstack/react-router';
import { InstagramOrdersScreen } from '../features/instagram/instagram-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/instagram/orders')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, instagramOrdersQuery, deps),
  component: InstagramOrdersScreen,
});
