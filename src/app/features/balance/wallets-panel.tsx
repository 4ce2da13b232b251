import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../lib/money';
import { Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { walletsQuery } from './api';

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
  return (
    <div className="panel-grid">
      {wallets.data.map((wallet) => (
        <Panel key={wallet.wallet_currency_code} title={`${wallet.wallet_currency_code} balance`}>
          <div>
            <p className="stat-label">Available balance</p>
            <p className="stat-value">{formatMoney(wallet.available_balance, wallet.wallet_currency_code)}</p>
          </div>
          <div>
            <p className="stat-label">Ledger balance</p>
            <p className="text-secondary">{formatMoney(wallet.balance, wallet.wallet_currency_code)}</p>
          </div>
        </Panel>
      ))}
    </div>
  );
}
