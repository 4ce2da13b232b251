import { createFileRoute, notFound } from '@tanstack/react-router';
import { ChargebacksScreen, chargebackTabQuery } from '../features/disputes/chargebacks-screen';
import { chargebackBalanceQuery, chargebackFinesQuery } from '../queries/chargebacks';
import { awaitScreenData, ensureListPage, listDeps } from '../queries/screen-data';
import { isChargebackTab } from '../features/disputes/tabs';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/chargebacks/$tab')({
  validateSearch: ListSearch,
  beforeLoad: ({ params }) => {
    if (!isChargebackTab(params.tab)) throw notFound();
  },
  loaderDeps: listDeps,
  loader: ({ context, params, deps }) => {
    if (params.tab === 'fines') return ensureListPage(context.queryClient, chargebackFinesQuery, deps);
    if (params.tab === 'balance') return awaitScreenData(context.queryClient.ensureQueryData(chargebackBalanceQuery()));
    const query = isChargebackTab(params.tab) ? chargebackTabQuery(params.tab) : null;
    return query ? ensureListPage(context.queryClient, query, deps) : undefined;
  },
  component: ChargebacksRoute,
});

function ChargebacksRoute() {
  const { tab } = Route.useParams();
  return isChargebackTab(tab) ? <ChargebacksScreen key={tab} tab={tab} /> : null;
}
