import { createFileRoute } from '@tanstack/react-router';
import { SettlementDetail } from '../features/balance/balance-screens';

export const Route = createFileRoute('/dashboard/balance/settlements_/$id')({ component: BalanceSettlementsIdRoute });

function BalanceSettlementsIdRoute() {
  const { id } = Route.useParams();
  return <SettlementDetail id={id} />;
}
