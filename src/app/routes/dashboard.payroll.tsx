import { ensureListPage, listDeps } from '../queries/screen-data';
import { payrollQuery } from '../features/payroll/api';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PayrollScreen } from '../features/payroll/payroll-screen';
import { payrollEnabled } from '../lib/guards';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/payroll')({
  validateSearch: ListSearch,
  // Payroll only with the merchant preference enabled_for_payroll = 1, else not-found (spec 1 §2).
  beforeLoad: async ({ context }) => {
    if (!(await payrollEnabled(context.queryClient))) throw notFound();
  },
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, payrollQuery, deps),
  component: PayrollScreen,
});
