import { createFileRoute } from '@tanstack/react-router';
import { SettlementAccountsScreen } from '../features/balance/balance-screens';
import { awaitScreenData } from '../queries/screen-data';
import { settlementAccountsQuery } from '../queries/settlement-accounts';

export const Route = createFileRoute('/dashboard/balance/accounts')({
  loader: ({ context }) => awaitScreenData(context.queryClient.ensureQueryData(settlementAccountsQuery())),
  component: SettlementAccountsScreen,
});
