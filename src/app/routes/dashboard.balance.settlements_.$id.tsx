import { createFileRoute } from '@tanstack/react-router';
import { SettlementDetail } from '../features/balance/balance-screens';
import { ensureRecord } from '../queries/screen-data';
import { settlementQuery } from '../features/balance/api';

export const Route = createFileRoute('/dashboard/balance/settlements_/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, settlementQuery),
  component: BalanceSettlementsIdRoute,
});

function BalanceSettlementsIdRoute() {
  const { id } = Route.useParams();
  return <SettlementDetail id={id} />;
}
