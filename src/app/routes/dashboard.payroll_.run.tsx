import { createFileRoute, notFound } from '@tanstack/react-router';
import { NewRunScreen } from '../features/payroll/new-run-screen';
import { payrollEnabled } from '../lib/guards';

export const Route = createFileRoute('/dashboard/payroll_/run')({
  // Payroll only with the merchant preference enabled_for_payroll = 1, else not-found (spec 1 §2).
  beforeLoad: async ({ context }) => {
    if (!(await payrollEnabled(context.queryClient))) throw notFound();
  },
  component: NewRunScreen,
});
