import { createFileRoute } from '@tanstack/react-router';
import { WalletHistoryScreen } from '../features/transfers/transfers-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/transfers/wallethistory')({
  validateSearch: ListSearch,
  component: WalletHistoryScreen,
});
