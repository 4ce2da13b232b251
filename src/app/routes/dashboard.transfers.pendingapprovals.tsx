import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { isApproverRole } from '../../contract/roles';
import { pendingApprovalsListQuery } from '../features/transfers/api';
import { PendingApprovalsScreen } from '../features/transfers/pending-approvals';
import { readSessionSnapshot } from '../lib/session';
import { awaitScreenData } from '../queries/screen-data';

/** ?account= comes from a push notification: the business the alert was about. */
const PendingApprovalsSearch = v.object({
  account: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export const Route = createFileRoute('/dashboard/transfers/pendingapprovals')({
  validateSearch: PendingApprovalsSearch,
  // The list's call starts while the screen's code loads, so the first render has the cards.
  loader: ({ context }) =>
    isApproverRole(readSessionSnapshot().role)
      ? awaitScreenData(context.queryClient.ensureQueryData(pendingApprovalsListQuery()))
      : undefined,
  component: PendingApprovalsRoute,
});

function PendingApprovalsRoute() {
  const { account } = Route.useSearch();
  return <PendingApprovalsScreen account={account} />;
}
