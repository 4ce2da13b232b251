import { createFileRoute } from '@tanstack/react-router';
import { BalanceHistoryScreen } from '../features/balance/balance-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/balance/history')({
  validateSearch: ListSearch,
  component: BalanceHistoryScreen,
});
