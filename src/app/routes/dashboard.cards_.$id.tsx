import { createFileRoute } from '@tanstack/react-router';
import { requireLiveKeys } from '../lib/route-guards';
import { CardDetail } from '../features/cards/cards-screens';
import { awaitScreenData } from '../queries/screen-data';
import { cardQuery } from '../queries/cards';

export const Route = createFileRoute('/dashboard/cards_/$id')({
  beforeLoad: requireLiveKeys,
  loader: ({ context, params }) => awaitScreenData(context.queryClient.ensureQueryData(cardQuery(params.id))),
  component: CardsIdRoute,
});

function CardsIdRoute() {
  const { id } = Route.useParams();
  return <CardDetail id={id} />;
}
