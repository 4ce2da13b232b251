import { createFileRoute } from '@tanstack/react-router';
import { requireLiveKeys } from '../lib/route-guards';
import { CardDetail } from '../features/cards/cards-screens';

export const Route = createFileRoute('/dashboard/cards_/$id')({ beforeLoad: requireLiveKeys, component: CardsIdRoute });

function CardsIdRoute() {
  const { id } = Route.useParams();
  return <CardDetail id={id} />;
}
