import { createFileRoute } from '@tanstack/react-router';
import { BLACKLIST_TYPES, type BlacklistType } from '../../contract/queries';
import { blacklistQuery } from '../features/customers/api';
import { BlacklistScreen } from '../features/customers/blacklist-screen';
import { ListSearch } from '../lib/list-search';
import { ensureListPage, listDeps } from '../queries/screen-data';

const isBlacklistType = (type: string): type is BlacklistType => (BLACKLIST_TYPES as readonly string[]).includes(type);

export const Route = createFileRoute('/dashboard/customers/blacklisted/$type')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  // An unknown type has no list: the screen says there is no such blacklist.
  loader: ({ context, params, deps }) =>
    isBlacklistType(params.type) ? ensureListPage(context.queryClient, blacklistQuery(params.type), deps) : undefined,
  component: BlacklistedRoute,
});

function BlacklistedRoute() {
  const { type } = Route.useParams();
  return <BlacklistScreen kind={type} />;
}
