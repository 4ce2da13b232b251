import { ensureListPage, listDeps } from '../queries/screen-data';
import { referralsQuery } from '../queries/referrals';
import { createFileRoute } from '@tanstack/react-router';
import { ReferralsScreen } from '../features/referrals/referrals-screen';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/referrals')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, referralsQuery, deps),
  component: ReferralsScreen,
});
