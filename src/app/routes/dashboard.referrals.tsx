import { createFileRoute } from '@tanstack/react-router';
import { ReferralsScreen } from '../features/referrals/referrals-screen';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/referrals')({
  validateSearch: ListSearch,
  component: ReferralsScreen,
});
