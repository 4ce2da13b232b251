import { createFileRoute } from '@tanstack/react-router';
import { SettlementsScreen } from '../features/balance/balance-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/balance/settlements')({
  validateSearch: ListSearch,
  component: SettlementsScreen,
});
