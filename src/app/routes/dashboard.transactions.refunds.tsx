import { createFileRoute } from '@tanstack/react-router';
import { refundsQuery } from '../features/transactions/api';
import { RefundsScreen } from '../features/transactions/refunds-screen';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/transactions/refunds')({
  validateSearch: ListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, q: search.q ?? '' }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(refundsQuery(deps));
  },
  component: RefundsScreen,
});
