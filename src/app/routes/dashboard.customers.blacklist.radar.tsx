import { createFileRoute } from '@tanstack/react-router';
import { blacklistQuery } from '../features/customers/api';
import { BlacklistScreen } from '../features/customers/blacklist-screen';
import { ListSearch } from '../lib/list-search';
import { ensureListPage, listDeps } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/customers/blacklist/radar')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, blacklistQuery(undefined), deps),
  component: BlacklistRoute,
});

function BlacklistRoute() {
  return <BlacklistScreen />;
}
