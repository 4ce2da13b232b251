import { createFileRoute } from '@tanstack/react-router';
import { isAdminRole } from '../../contract/roles';
import { auditsQuery } from '../features/settings/api';
import { AuditLogScreen } from '../features/settings/audit-log-screen';
import { readSessionSnapshot } from '../lib/session';
import { storage } from '../lib/storage';
import { awaitScreenData } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/settings/audit-log')({
  // The log's first page, every kind of change; only Owners and Admins may read it.
  loader: ({ context }) =>
    isAdminRole(readSessionSnapshot().role)
      ? awaitScreenData(
          context.queryClient.ensureQueryData(
            auditsQuery(storage.get('userAccountID') ?? 0, { action: undefined, page: 1 }),
          ),
        )
      : undefined,
  component: AuditLogScreen,
});
