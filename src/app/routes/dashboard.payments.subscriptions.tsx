import { ensureListPage, listDeps } from '../queries/screen-data';
import { subscriptionsQuery } from '../features/payments/api';
import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionsScreen } from '../features/payments/payments-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/payments/subscriptions')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, subscriptionsQuery, deps),
  component: SubscriptionsScreen,
});
