import { createFileRoute } from '@tanstack/react-router';
import { WhitelistIpScreen } from '../features/settings/whitelist-ip-screen';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/settings/whitelist-ip')({
  validateSearch: ListSearch,
  component: WhitelistIpScreen,
});
