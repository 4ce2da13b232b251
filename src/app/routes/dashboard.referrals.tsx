import { awaitScreenData, listDeps } from '../queries/screen-data';
import { referralSummaryQuery, referralsQuery } from '../queries/referrals';
import { createFileRoute } from '@tanstack/react-router';
import { ReferralsScreen } from '../features/referrals/referrals-screen';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/referrals')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  // The referral code and earnings above the list, and the list's page.
  loader: ({ context, deps }) =>
    awaitScreenData(
      context.queryClient.ensureQueryData(referralSummaryQuery()),
      context.queryClient.ensureQueryData(referralsQuery(deps)),
    ),
  component: ReferralsScreen,
});
