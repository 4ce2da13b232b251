import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SubaccountDetail } from '../features/subaccounts/subaccounts-screens';

const TabSearch = v.object({
  tab: v.optional(v.fallback(v.picklist(['transactions', 'settlements']), 'transactions')),
});
import { ensureRecord } from '../queries/screen-data';
import { subaccountQuery } from '../features/subaccounts/api';

export const Route = createFileRoute('/dashboard/subaccounts_/$id')({
  validateSearch: TabSearch,
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, subaccountQuery),
  component: SubaccountRoute,
});

function SubaccountRoute() {
  const { id } = Route.useParams();
  const { tab } = Route.useSearch();
  return <SubaccountDetail id={id} tab={tab ?? 'transactions'} />;
}
