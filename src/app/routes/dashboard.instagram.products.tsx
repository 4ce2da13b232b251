import { awaitScreenData, listDeps } from '../queries/screen-data';
import { instagramAccountQuery, instagramProductsQuery } from '../queries/instagram';
import { createFileRoute } from '@tanstack/react-router';
import { InstagramProductsScreen } from '../features/instagram/instagram-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/instagram/products')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  // The connected account (the panel above the list) and the list's page.
  loader: ({ context, deps }) =>
    awaitScreenData(
      context.queryClient.ensureQueryData(instagramAccountQuery()),
      context.queryClient.ensureQueryData(instagramProductsQuery(deps)),
    ),
  component: InstagramProductsScreen,
});
