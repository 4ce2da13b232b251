import { ensureListPage, listDeps } from '../queries/screen-data';
import { paymentPlansQuery } from '../features/payments/api';
import { createFileRoute } from '@tanstack/react-router';
import { PaymentPlansScreen } from '../features/payments/payments-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/payments/plans')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, paymentPlansQuery, deps),
  component: PaymentPlansScreen,
});
