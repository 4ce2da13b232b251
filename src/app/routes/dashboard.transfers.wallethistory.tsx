import { createFileRoute } from '@tanstack/react-router';
import { walletHistoryQuery } from '../features/transfers/api';
import { WalletHistoryScreen } from '../features/transfers/wallet-history';
import { awaitScreenData } from '../queries/screen-data';
import { walletsQuery } from '../queries/wallets';

export const Route = createFileRoute('/dashboard/transfers/wallethistory')({
  // The wallets (balances and the wallet picker) and the first page of every wallet's history.
  loader: ({ context }) =>
    awaitScreenData(
      context.queryClient.ensureQueryData(walletsQuery()),
      context.queryClient.ensureQueryData(walletHistoryQuery(1, '')),
    ),
  component: WalletHistoryScreen,
});
