import { createFileRoute } from '@tanstack/react-router';
import { BankAccountSettingsScreen } from '../features/settings/bank-accounts-screen';
import { awaitScreenData } from '../queries/screen-data';
import { settlementAccountsQuery } from '../queries/settlement-accounts';

export const Route = createFileRoute('/dashboard/settings/bankaccount')({
  loader: ({ context }) => awaitScreenData(context.queryClient.ensureQueryData(settlementAccountsQuery())),
  component: BankAccountSettingsScreen,
});
