import { createFileRoute } from '@tanstack/react-router';
import { mediaMatches, WIDE_SCREEN } from '../lib/use-media-query';
import { filteredTransactionsQuery, transactionsInfiniteQuery } from '../features/transactions/api';
import { filtersOf, TransactionsSearch } from '../features/transactions/filters';
import { TransactionsScreen } from '../features/transactions/transactions-screen';

export const Route = createFileRoute('/dashboard/transactions/all')({
  validateSearch: TransactionsSearch,
  loaderDeps: ({ search }) => ({ filters: filtersOf(search), page: search.page ?? 1 }),
  // Starts the first page's call while the screen's code loads; the screen shows skeletons meanwhile.
  // The call the screen will show: numbered pages on wide screens, the infinite list's first page on
  // phones (TransactionResults), so a phone's first render has its rows rather than a skeleton.
  loader: ({ context, deps }) => {
    if (mediaMatches(WIDE_SCREEN)) {
      void context.queryClient.prefetchQuery(filteredTransactionsQuery(deps.filters, deps.page));
    } else void context.queryClient.prefetchInfiniteQuery(transactionsInfiniteQuery(deps.filters));
  },
  component: TransactionsScreen,
});
