import { createFileRoute, notFound } from '@tanstack/react-router';
import { RunDetailScreen } from '../features/payroll/run-detail';
import { payrollEnabled } from '../lib/guards';
import { ensureRecord } from '../queries/screen-data';
import { payrollRunQuery } from '../features/payroll/api';

export const Route = createFileRoute('/dashboard/payroll_/$id')({
  // Payroll only with the merchant preference enabled_for_payroll = 1, else not-found (spec 1 §2).
  beforeLoad: async ({ context }) => {
    if (!(await payrollEnabled(context.queryClient))) throw notFound();
  },
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, payrollRunQuery),
  component: RunRoute,
});

function RunRoute() {
  const { id } = Route.useParams();
  return <RunDetailScreen id={id} />;
}
