import { createFileRoute } from '@tanstack/react-router';
import { StoreOrdersScreen } from '../features/store/store-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/store/orders')({
  validateSearch: ListSearch,
  component: StoreOrdersScreen,
});
