import { createFileRoute } from '@tanstack/react-router';
import { AccountsSettingsScreen } from '../features/settings/settings-screens';
import { awaitScreenData } from '../queries/screen-data';
import { subAccountsQuery } from '../queries/sub-accounts';

export const Route = createFileRoute('/dashboard/settings/accounts')({
  loader: ({ context }) => awaitScreenData(context.queryClient.ensureQueryData(subAccountsQuery())),
  component: AccountsSettingsScreen,
});
