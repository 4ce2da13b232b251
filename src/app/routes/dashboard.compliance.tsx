import { createFileRoute, redirect } from '@tanstack/react-router';
import { CompliancePage } from '../features/compliance/compliance-page';

export const Route = createFileRoute('/dashboard/compliance')({
  // Open while compliance is not complete, or to re-upload when it is RE (spec 1 §2, spec 2 §2);
  // a fresh status, since a reviewer's decision may have changed it.
  beforeLoad: async ({ context }) => {
    // Imported here, not at the top: the status query stays out of other routes' first load.
    const { complianceStatusQuery } = await import('../queries/compliance-status');
    const status = await context.queryClient
      .fetchQuery({ ...complianceStatusQuery(), staleTime: 10_000 })
      .catch(() => null);
    if (status?.completed && status.compliance_status !== 'RE') {
      throw redirect({ to: '/dashboard/overview', replace: true });
    }
  },
  loader: async ({ context }) => {
    const { complianceInfoQuery } = await import('../features/compliance/api');
    void context.queryClient.prefetchQuery(complianceInfoQuery());
  },
  component: CompliancePage,
});
