import { createFileRoute } from '@tanstack/react-router';
import { transactionsQuery } from '../features/transactions/api';
import { TransactionsScreen } from '../features/transactions/transactions-screen';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/transactions/all')({
  validateSearch: ListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, q: search.q ?? '' }),
  // Starts the list call while the screen's code loads (and on hover); the screen shows skeletons meanwhile.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(transactionsQuery(deps));
  },
  component: TransactionsScreen,
});
