import { ensureListPage, listDeps } from '../queries/screen-data';
import { instagramProductsQuery } from '../queries/instagram';
import { createFileRoute } from '@tanstack/react-router';
import { InstagramProductsScreen } from '../features/instagram/instagram-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/instagram/products')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, instagramProductsQuery, deps),
  component: InstagramProductsScreen,
});
