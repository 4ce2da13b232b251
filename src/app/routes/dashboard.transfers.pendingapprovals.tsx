import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PendingApprovalsScreen } from '../features/transfers/pending-approvals';

/** ?account= comes from a push notification: the business the alert was about. */
const PendingApprovalsSearch = v.object({
  account: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export const Route = createFileRoute('/dashboard/transfers/pendingapprovals')({
  validateSearch: PendingApprovalsSearch,
  component: PendingApprovalsRoute,
});

function PendingApprovalsRoute() {
  const { account } = Route.useSearch();
  return <PendingApprovalsScreen account={account} />;
}
