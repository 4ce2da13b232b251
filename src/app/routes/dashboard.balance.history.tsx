import { ensureListPage, listDeps } from '../queries/screen-data';
import { balanceHistoryQuery } from '../features/balance/api';
import { createFileRoute } from '@tanstack/react-router';
import { BalanceHistoryScreen } from '../features/balance/balance-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/balance/history')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, balanceHistoryQuery, deps),
  component: BalanceHistoryScreen,
});
