import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SubaccountDetail } from '../features/subaccounts/subaccounts-screens';

const TabSearch = v.object({
  tab: v.optional(v.fallback(v.picklist(['transactions', 'settlements']), 'transactions')),
});

export const Route = createFileRoute('/dashboard/subaccounts_/$id')({
  validateSearch: TabSearch,
  component: SubaccountRoute,
});

function SubaccountRoute() {
  const { id } = Route.useParams();
  const { tab } = Route.useSearch();
  return <SubaccountDetail id={id} tab={tab ?? 'transactions'} />;
}
