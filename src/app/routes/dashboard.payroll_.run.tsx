import { createFileRoute, notFound } from '@tanstack/react-router';
import { allEmployeesQuery } from '../features/payroll/api';
import { NewRunScreen } from '../features/payroll/new-run-screen';
import { payrollEnabled } from '../lib/guards';
import { awaitScreenData } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/payroll_/run')({
  // Payroll only with the merchant preference enabled_for_payroll = 1, else not-found (spec 1 §2).
  beforeLoad: async ({ context }) => {
    if (!(await payrollEnabled(context.queryClient))) throw notFound();
  },
  // Every employee: the run's form offers each of them.
  loader: ({ context }) => awaitScreenData(context.queryClient.ensureQueryData(allEmployeesQuery())),
  component: NewRunScreen,
});
