import { createFileRoute } from '@tanstack/react-router';
import { isApproverRole } from '../../contract/roles';
import { filteredTransfersQuery, pendingApprovalsListQuery } from '../features/transfers/api';
import { TransfersOverviewScreen } from '../features/transfers/overview';
import { readSessionSnapshot } from '../lib/session';
import { awaitScreenData } from '../queries/screen-data';
import { walletsQuery } from '../queries/wallets';

export const Route = createFileRoute('/dashboard/transfers/overview')({
  // The balances, the latest five transfers and, for approvers, the count of transfers awaiting them.
  loader: ({ context }) =>
    awaitScreenData(
      context.queryClient.ensureQueryData(walletsQuery()),
      context.queryClient.ensureQueryData(filteredTransfersQuery({ page: 1 }, 5)),
      ...(isApproverRole(readSessionSnapshot().role)
        ? [context.queryClient.ensureQueryData(pendingApprovalsListQuery())]
        : []),
    ),
  component: TransfersOverviewScreen,
});
