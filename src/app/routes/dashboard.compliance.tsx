import { createFileRoute, redirect } from '@tanstack/react-router';
import { complianceDone } from '../../contract/compliance-done';
import { CompliancePage } from '../features/compliance/compliance-page';
import { noteComplianceDone } from '../lib/compliance-hint';
import { screenEntry } from '../queries/screen-entry';

export const Route = createFileRoute('/dashboard/compliance')({
  // Open while compliance is not complete, or to re-upload when it is RE (spec 1 §2, spec 2 §2);
  // a fresh status, since a reviewer's decision may have changed it.
  beforeLoad: async ({ context }) => {
    // Imported here, not at the top: the status query stays out of other routes' first load.
    const { complianceStatusQuery } = await import('../queries/compliance-status');
    const status = await context.queryClient
      .fetchQuery({ ...complianceStatusQuery(), staleTime: 10_000 })
      .catch(() => null);
    if (status) noteComplianceDone(complianceDone(status));
    if (status && complianceDone(status)) {
      throw redirect({ to: '/dashboard/overview', replace: true });
    }
  },
  // Fresh on every entry (a reviewer's decision changes which sections show), fetched once: the screen
  // reads this answer instead of asking again as it mounts. Not awaited here: the screen's heading paints
  // at once and its steps wait for the answer inside it.
  loader: async ({ context }) => {
    const { complianceInfoQuery } = await import('../features/compliance/api');
    return { entry: screenEntry(context.queryClient.fetchQuery({ ...complianceInfoQuery(), staleTime: 0 })) };
  },
  component: ComplianceRoute,
});

function ComplianceRoute() {
  return <CompliancePage entry={Route.useLoaderData().entry} />;
}
