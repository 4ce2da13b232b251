import { createFileRoute } from '@tanstack/react-router';
import { CardsScreen } from '../features/cards/cards-screens';
import { requireLiveKeys } from '../lib/route-guards';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/cards')({
  validateSearch: ListSearch,
  beforeLoad: requireLiveKeys,
  component: CardsRoute,
});

function CardsRoute() {
  return <CardsScreen />;
}
