import { ensureListPage, listDeps } from '../queries/screen-data';
import { virtualCardsQuery } from '../queries/cards';
import { createFileRoute } from '@tanstack/react-router';
import { CardsScreen } from '../features/cards/cards-screens';
import { requireLiveKeys } from '../lib/route-guards';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/cards')({
  validateSearch: ListSearch,
  beforeLoad: requireLiveKeys,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, virtualCardsQuery, deps),
  component: CardsRoute,
});

function CardsRoute() {
  return <CardsScreen />;
}
