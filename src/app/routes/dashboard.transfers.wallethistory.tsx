import { createFileRoute } from '@tanstack/react-router';
import { WalletHistoryScreen } from '../features/transfers/wallet-history';

export const Route = createFileRoute('/dashboard/transfers/wallethistory')({ component: WalletHistoryScreen });
