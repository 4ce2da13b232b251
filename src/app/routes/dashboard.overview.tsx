import { createFileRoute } from '@tanstack/react-router';
import { lastSettlementQuery, walletsQuery } from '../features/overview/api';
import { OverviewScreen } from '../features/overview/overview-screens';

export const Route = createFileRoute('/dashboard/overview')({
  // Starts the balance calls while the screen's code loads (and on hover); the screen shows skeletons meanwhile.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(walletsQuery());
    void context.queryClient.prefetchQuery(lastSettlementQuery());
  },
  component: OverviewScreen,
});
