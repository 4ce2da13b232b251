import { ensureListPage, listDeps } from '../queries/screen-data';
import { createFileRoute } from '@tanstack/react-router';
import { customersPageQuery } from '../features/customers/api';
import { CustomersScreen } from '../features/customers/customers-screen';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/customers/list')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, customersPageQuery, deps),
  component: CustomersScreen,
});
