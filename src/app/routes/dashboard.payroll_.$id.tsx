import { createFileRoute, notFound } from '@tanstack/react-router';
import { RunDetailScreen } from '../features/payroll/run-detail';
import { payrollEnabled } from '../lib/guards';

export const Route = createFileRoute('/dashboard/payroll_/$id')({
  // Payroll only with the merchant preference enabled_for_payroll = 1, else not-found (spec 1 §2).
  beforeLoad: async ({ context }) => {
    if (!(await payrollEnabled(context.queryClient))) throw notFound();
  },
  component: RunRoute,
});

function RunRoute() {
  const { id } = Route.useParams();
  return <RunDetailScreen id={id} />;
}
