import { useSuspenseQuery } from '@tanstack/react-query';
import { walletsQuery } from '../queries/wallets';
import { EmptyState } from './empty-state';
import { QueryBoundary } from './query-boundary';
import { Skeleton } from './skeleton';
import { WalletBalances } from './wallet-balances';

/** The wallets panel of the balance and transfers screens: each currency's available and ledger balance. */
export function WalletsPanel() {
  return (
    <QueryBoundary what="your balances" pending={<Skeleton lines={2} label="Loading balances" />}>
      <Wallets />
    </QueryBoundary>
  );
}

function Wallets() {
  const { data: wallets } = useSuspenseQuery(walletsQuery());
  if (wallets.length === 0)
    return (
      <EmptyState title="No wallets yet">
        <p>Balances show here once you receive your first payment.</p>
      </EmptyState>
    );
  return <WalletBalances wallets={wallets} />;
}
