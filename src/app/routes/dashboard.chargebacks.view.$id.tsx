import { createFileRoute } from '@tanstack/react-router';
import { ensureRecord } from '../queries/screen-data';
import * as v from 'valibot';
import { ChargebackDetailScreen } from '../features/disputes/chargeback-detail';
import { chargebackQuery } from '../queries/chargebacks';

/** ?account= comes from a due-date reminder (push or mail): the business it was about. */
const ChargebackSearch = v.object({
  account: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export const Route = createFileRoute('/dashboard/chargebacks/view/$id')({
  validateSearch: ChargebackSearch,
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, chargebackQuery),
  component: ChargebackRoute,
});

function ChargebackRoute() {
  const { id } = Route.useParams();
  const { account } = Route.useSearch();
  return <ChargebackDetailScreen key={id} id={id} account={account} />;
}
