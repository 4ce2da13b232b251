import { createFileRoute, redirect } from '@tanstack/react-router';
import { ComplianceScreen } from '../features/compliance/compliance-screen';
import { complianceRejected } from '../lib/guards';

export const Route = createFileRoute('/dashboard/compliance')({
  // Only when the compliance status is RE (spec 1 §2); otherwise the overview, for now.
  beforeLoad: () => {
    if (!complianceRejected()) throw redirect({ to: '/dashboard/overview', replace: true });
  },
  component: ComplianceScreen,
});
