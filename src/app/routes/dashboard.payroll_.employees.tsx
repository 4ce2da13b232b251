import { ensureListPage, listDeps } from '../queries/screen-data';
import { employeesQuery } from '../features/payroll/api';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { EmployeesScreen } from '../features/payroll/employees-screen';
import { payrollEnabled } from '../lib/guards';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/payroll_/employees')({
  validateSearch: ListSearch,
  // Payroll only with the merchant preference enabled_for_payroll = 1, else not-found (spec 1 §2).
  beforeLoad: async ({ context }) => {
    if (!(await payrollEnabled(context.queryClient))) throw notFound();
  },
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, employeesQuery, deps),
  component: EmployeesScreen,
});
