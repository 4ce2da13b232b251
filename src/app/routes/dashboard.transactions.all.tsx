import { createFileRoute } from '@tanstack/react-router';
import { awaitScreenData } from '../queries/screen-data';
import { mediaMatches, WIDE_SCREEN } from '../lib/use-media-query';
import { filteredTransactionsQuery, transactionsInfiniteQuery } from '../features/transactions/api';
import { filtersOf, TransactionsSearch } from '../features/transactions/filters';
import { TransactionsScreen } from '../features/transactions/transactions-screen';

export const Route = createFileRoute('/dashboard/transactions/all')({
  validateSearch: TransactionsSearch,
  loaderDeps: ({ search }) => ({ filters: filtersOf(search), page: search.page ?? 1 }),
  // The call the screen will show: numbered pages on wide screens, the infinite list's first page on
  // phones (TransactionResults), so the first render has its rows rather than a skeleton.
  loader: ({ context, deps }) =>
    awaitScreenData(
      mediaMatches(WIDE_SCREEN)
        ? context.queryClient.ensureQueryData(filteredTransactionsQuery(deps.filters, deps.page))
        : context.queryClient.ensureInfiniteQueryData(transactionsInfiniteQuery(deps.filters)),
    ),
  component: TransactionsScreen,
});
