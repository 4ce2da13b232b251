import { ensureListPage, listDeps } from '../queries/screen-data';
import { createFileRoute } from '@tanstack/react-router';
import { refundsQuery } from '../features/transactions/api';
import { RefundsScreen } from '../features/transactions/refunds-screen';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/transactions/refunds')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, refundsQuery, deps),
  component: RefundsScreen,
});
