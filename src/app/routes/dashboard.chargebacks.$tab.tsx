import { createFileRoute, notFound } from '@tanstack/react-router';
import { CHARGEBACK_TABS, type ChargebackTab, ChargebacksScreen } from '../features/disputes/chargebacks-screen';
import { ListSearch } from '../lib/list-search';

const isTab = (tab: string): tab is ChargebackTab => (CHARGEBACK_TABS as readonly string[]).includes(tab);

export const Route = createFileRoute('/dashboard/chargebacks/$tab')({
  validateSearch: ListSearch,
  beforeLoad: ({ params }) => {
    if (!isTab(params.tab)) throw notFound();
  },
  component: ChargebacksRoute,
});

function ChargebacksRoute() {
  const { tab } = Route.useParams();
  return isTab(tab) ? <ChargebacksScreen key={tab} tab={tab} /> : null;
}
