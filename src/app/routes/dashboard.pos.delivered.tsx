import { createFileRoute } from '@tanstack/react-router';
import { PosOrdersScreen } from '../features/pos/pos-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/pos/delivered')({
  validateSearch: ListSearch,
  component: PosDeliveredRoute,
});

function PosDeliveredRoute() {
  return <PosOrdersScreen delivered />;
}
