import { createFileRoute } from '@tanstack/react-router';
import { PendingApprovalsScreen } from '../features/transfers/transfers-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/transfers/pendingapprovals')({
  validateSearch: ListSearch,
  component: PendingApprovalsScreen,
});
