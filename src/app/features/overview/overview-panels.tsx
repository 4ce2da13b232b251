import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Panel } from '../../ui/detail-list';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { TabsNav } from '../../ui/tabs-nav';
import { WalletBalances } from '../../ui/wallet-balances';
import { lastSettlementQuery } from './api';
import { walletsQuery } from '../../queries/wallets';

export const OVERVIEW_TABS = {
  label: 'Overview',
  items: [
    { label: 'Overview', to: '/dashboard/overview' },
    { label: 'Total value', to: '/dashboard/overview/total' },
    { label: 'Settlements', to: '/dashboard/overview/settlements' },
    { label: 'Customers', to: '/dashboard/overview/customers' },
  ],
} as const;

export function OverviewTabs() {
  return <TabsNav label={OVERVIEW_TABS.label} items={OVERVIEW_TABS.items} />;
}

/** Available and ledger balance per wallet currency. */
export function WalletPanels() {
  const wallets = useQuery(walletsQuery());
  if (wallets.isPending) return <Skeleton lines={2} label="Loading balances" />;
  if (wallets.isError)
    return <ErrorState error={wallets.error} what="your balances" onRetry={() => void wallets.refetch()} />;
  if (wallets.data.length === 0)
    return (
      <Panel title="Balance">
        <p className="text-secondary">No balance yet: it grows with your first payments.</p>
      </Panel>
    );
  return (
    <WalletBalances
      wallets={wallets.data}
      footer={
        <ul className="link-list">
          <li>
            <Link to="/dashboard/transfers/overview">Transfers</Link>
          </li>
          <li>
            <Link to="/dashboard/balance/index">Balances</Link>
          </li>
        </ul>
      }
    />
  );
}

/** The last settlement: amount and date, or 'No settlements yet' (spec 1 §2). */
export function LastSettlementPanel() {
  const last = useQuery(lastSettlementQuery());
  let body: ReactNode;
  if (last.isPending) body = <Skeleton lines={1} label="Loading the last settlement" />;
  else if (last.isError)
    body = <ErrorState error={last.error} what="the last settlement" onRetry={() => void last.refetch()} />;
  else if (!last.data) body = <p className="text-secondary">No settlements yet</p>;
  else
    body = (
      <div>
        <p className="stat-value">{formatMoney(last.data.net_amount, last.data.currency)}</p>
        <p className="text-secondary">{formatDate(last.data.due_date)}</p>
      </div>
    );
  return (
    <Panel title="Last settlement" actions={<Link to="/dashboard/balance/settlements">All settlements</Link>}>
      {body}
    </Panel>
  );
}
