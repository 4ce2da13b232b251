import { useQuery } from '@tanstack/react-query';
import { walletsQuery } from '../queries/wallets';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';
import { WalletBalances } from './wallet-balances';

/** The wallets panel of the balance and transfers screens: each currency's available and ledger balance. */
export function WalletsPanel() {
  const wallets = useQuery(walletsQuery());
  if (wallets.isPending) return <Skeleton lines={2} label="Loading balances" />;
  if (wallets.isError)
    return <ErrorState error={wallets.error} what="your balances" onRetry={() => void wallets.refetch()} />;
  if (wallets.data.length === 0)
    return (
      <EmptyState title="No wallets yet">
        <p>Balances show here once you receive your first payment.</p>
      </EmptyState>
    );
  return <WalletBalances wallets={wallets.data} />;
}
