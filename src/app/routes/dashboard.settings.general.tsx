import { createFileRoute } from '@tanstack/react-router';
import { businessProfileQuery, ownProfileQuery, sessionsQuery, twoFactorQuery } from '../features/settings/api';
import { GeneralSettingsScreen } from '../features/settings/settings-screens';
import { readSessionSnapshot } from '../lib/session';
import { storage } from '../lib/storage';
import { awaitScreenData } from '../queries/screen-data';
import { subAccountsQuery } from '../queries/sub-accounts';

export const Route = createFileRoute('/dashboard/settings/general')({
  // Every panel's data: the business and own profiles, two-factor sign-in, the sessions, the merchant id.
  loader: ({ context }) => {
    const accountId = storage.get('userAccountID') ?? readSessionSnapshot().business?.id ?? 0;
    const { queryClient } = context;
    return awaitScreenData(
      queryClient.ensureQueryData(businessProfileQuery(accountId)),
      queryClient.ensureQueryData(ownProfileQuery()),
      queryClient.ensureQueryData(twoFactorQuery(accountId)),
      queryClient.ensureQueryData(sessionsQuery()),
      queryClient.ensureQueryData(subAccountsQuery()),
    );
  },
  component: GeneralSettingsScreen,
});
