import { ensureListPage, listDeps } from '../queries/screen-data';
import { whitelistIpsQuery } from '../features/settings/api';
import { createFileRoute } from '@tanstack/react-router';
import { WhitelistIpScreen } from '../features/settings/whitelist-ip-screen';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/settings/whitelist-ip')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, whitelistIpsQuery, deps),
  component: WhitelistIpScreen,
});
