import { createFileRoute } from '@tanstack/react-router';
import { settlementsPageQuery } from '../features/balance/api';
import { BalanceScreen } from '../features/balance/balance-screens';
import { awaitScreenData } from '../queries/screen-data';
import { walletsQuery } from '../queries/wallets';

export const Route = createFileRoute('/dashboard/balance/index')({
  // The wallets and the latest settlements' first page (a list kept in the screen, not the address).
  loader: ({ context }) =>
    awaitScreenData(
      context.queryClient.ensureQueryData(walletsQuery()),
      context.queryClient.ensureQueryData(settlementsPageQuery({ page: 1, q: '' })),
    ),
  component: BalanceScreen,
});
