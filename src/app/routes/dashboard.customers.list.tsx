import { createFileRoute } from '@tanstack/react-router';
import { customersPageQuery } from '../features/customers/api';
import { CustomersScreen } from '../features/customers/customers-screen';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/customers/list')({
  validateSearch: ListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, q: search.q ?? '' }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(customersPageQuery(deps));
  },
  component: CustomersScreen,
});
