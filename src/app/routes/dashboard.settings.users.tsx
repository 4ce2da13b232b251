import { createFileRoute } from '@tanstack/react-router';
import { isAdminRole } from '../../contract/roles';
import { collaboratorsQuery, invitationsQuery } from '../features/settings/api';
import { UsersSettingsScreen } from '../features/settings/team-screen';
import { readSessionSnapshot } from '../lib/session';
import { storage } from '../lib/storage';
import { awaitScreenData } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/settings/users')({
  // The team and, for those who manage it, the pending invitations.
  loader: ({ context }) => {
    const accountId = storage.get('userAccountID') ?? 0;
    const { queryClient } = context;
    return awaitScreenData(
      queryClient.ensureQueryData(collaboratorsQuery(accountId)),
      ...(isAdminRole(readSessionSnapshot().role) ? [queryClient.ensureQueryData(invitationsQuery(accountId))] : []),
    );
  },
  component: UsersSettingsScreen,
});
