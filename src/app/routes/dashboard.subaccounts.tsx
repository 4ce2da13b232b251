import { ensureListPage, listDeps } from '../queries/screen-data';
import { subaccountsPageQuery } from '../features/subaccounts/api';
import { createFileRoute } from '@tanstack/react-router';
import { SubaccountsScreen } from '../features/subaccounts/subaccounts-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/subaccounts')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, subaccountsPageQuery, deps),
  component: SubaccountsScreen,
});
