import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { WalletBalances } from '../../ui/wallet-balances';
import { walletsQuery } from '../../queries/wallets';

/** Available and ledger balance of each wallet currency. */
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
