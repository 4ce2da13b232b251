import { createFileRoute, notFound } from '@tanstack/react-router';
import { ChargebacksScreen } from '../features/disputes/chargebacks-screen';
import { isChargebackTab } from '../features/disputes/tabs';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/chargebacks/$tab')({
  validateSearch: ListSearch,
  beforeLoad: ({ params }) => {
    if (!isChargebackTab(params.tab)) throw notFound();
  },
  component: ChargebacksRoute,
});

function ChargebacksRoute() {
  const { tab } = Route.useParams();
  return isChargebackTab(tab) ? <ChargebacksScreen key={tab} tab={tab} /> : null;
}
