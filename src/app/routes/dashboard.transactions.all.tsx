import { createFileRoute } from '@tanstack/react-router';
import { transactionsQuery } from '../features/transactions/api';
import { filtersOf, TransactionsSearch } from '../features/transactions/filters';
import { TransactionsScreen } from '../features/transactions/transactions-screen';

export const Route = createFileRoute('/dashboard/transactions/all')({
  validateSearch: TransactionsSearch,
  loaderDeps: ({ search }) => ({ filters: filtersOf(search), page: search.page ?? 1 }),
  // Starts the first page's call while the screen's code loads; the screen shows skeletons meanwhile.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(transactionsQuery(deps.filters, deps.page));
  },
  component: TransactionsScreen,
});
