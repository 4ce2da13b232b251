import { createFileRoute } from '@tanstack/react-router';
import { SubaccountsScreen } from '../features/subaccounts/subaccounts-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/subaccounts')({
  validateSearch: ListSearch,
  component: SubaccountsScreen,
});
