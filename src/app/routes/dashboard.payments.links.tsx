import { ensureListPage, listDeps } from '../queries/screen-data';
import { paymentLinksPageQuery } from '../features/payments/api';
import { createFileRoute } from '@tanstack/react-router';
import { PaymentLinksScreen } from '../features/payments/payments-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/payments/links')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, paymentLinksPageQuery, deps),
  component: PaymentLinksScreen,
});
