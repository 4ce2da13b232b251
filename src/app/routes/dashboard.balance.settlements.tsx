import { ensureListPage, listDeps } from '../queries/screen-data';
import { settlementsPageQuery } from '../features/balance/api';
import { createFileRoute } from '@tanstack/react-router';
import { SettlementsScreen } from '../features/balance/balance-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/balance/settlements')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, settlementsPageQuery, deps),
  component: SettlementsScreen,
});
