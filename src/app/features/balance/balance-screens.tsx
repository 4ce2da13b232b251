import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { preferenceInt } from '../../../contract/merchant';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { DetailList, Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { ListScreen } from '../../ui/list-screen';
import { PageHeader } from '../../ui/page-header';
import { PagedList } from '../../ui/paged-list';
import { RecordState } from '../../ui/record-state';
import { Skeleton } from '../../ui/skeleton';
import { StatusBadge, PlainStatus } from '../../ui/status-badge';
import { TabsNav } from '../../ui/tabs-nav';
import { preferencesQuery, settlementAccountsQuery, settlementQuery, settlementsQuery } from './api';
import { SETTLEMENT_COLUMNS, settlementLink } from './settlement-columns';
import { WalletsPanel } from './wallets-panel';

export const BALANCE_TABS = {
  label: 'Balance',
  items: [
    { label: 'Balances', to: '/dashboard/balance/index' },
    { label: 'Settlements', to: '/dashboard/balance/settlements' },
    { label: 'Settlement accounts', to: '/dashboard/balance/accounts' },
    { label: 'History', to: '/dashboard/balance/history' },
    { label: 'Rolling reserve', to: '/dashboard/balance/rollingreserve' },
  ],
} as const;

/** balance/index: wallets and the latest settlements. */
export function BalanceScreen() {
  return (
    <div className="screen">
      <PageHeader eyebrow="Your business" title="Balance" description="What you hold in each currency." />
      <TabsNav label={BALANCE_TABS.label} items={BALANCE_TABS.items} />
      <WalletsPanel />
      <PagedList
        title="Latest settlements"
        state="local"
        what="settlements"
        query={settlementsQuery}
        rows={(data) => data.settlements}
        columns={SETTLEMENT_COLUMNS}
        rowKey={(row) => row.id}
        rowLink={settlementLink}
        emptyTitle="No settlements yet"
      />
    </div>
  );
}

/** balance/settlements */
export function SettlementsScreen() {
  return (
    <ListScreen
      heading="Settlements"
      eyebrow="Balance"
      description="Payouts of your collections to your bank account."
      tabs={BALANCE_TABS}
      what="settlements"
      query={settlementsQuery}
      rows={(data) => data.settlements}
      columns={SETTLEMENT_COLUMNS}
      rowKey={(row) => row.id}
      rowLink={settlementLink}
      emptyTitle="No settlements yet"
      emptyBody={<p>Settlements are paid after your first successful payments.</p>}
    />
  );
}

/** balance/history: completed settlements paid out of the balance. */
export function BalanceHistoryScreen() {
  return (
    <ListScreen
      heading="Balance history"
      eyebrow="Balance"
      description="Money paid out of your balance to your bank, newest first."
      tabs={BALANCE_TABS}
      what="balance movements"
      query={settlementsQuery}
      rows={(data) => data.settlements}
      columns={SETTLEMENT_COLUMNS}
      rowKey={(row) => row.id}
      rowLink={settlementLink}
      emptyTitle="No balance movements yet"
    />
  );
}

/** balance/accounts (and settings/bankaccount): the bank accounts settlements go to. */
export function SettlementAccountsBody() {
  const accounts = useQuery(settlementAccountsQuery());
  if (accounts.isPending) return <Skeleton lines={2} label="Loading settlement accounts" />;
  if (accounts.isError)
    return <ErrorState error={accounts.error} what="settlement accounts" onRetry={() => void accounts.refetch()} />;
  if (accounts.data.length === 0)
    return (
      <EmptyState title="No bank account yet">
        <p>We don't know how to pay you. Add a bank so we can deposit your earnings.</p>
      </EmptyState>
    );
  return (
    <div className="panel-grid">
      {accounts.data.map((account) => (
        <Panel
          key={account.id}
          title={account.bank_name}
          actions={account.is_default ? <StatusBadge label="Default" tone="success" /> : undefined}
        >
          <DetailList
            items={[
              { label: 'Account name', value: account.account_name },
              { label: 'Account number', value: account.account_number },
              { label: 'Bank code', value: account.bank_code },
              { label: 'Country', value: account.country },
            ]}
          />
        </Panel>
      ))}
    </div>
  );
}

export function SettlementAccountsScreen() {
  return (
    <div className="screen">
      <PageHeader eyebrow="Balance" title="Settlement accounts" description="Where we pay your settlements." />
      <TabsNav label={BALANCE_TABS.label} items={BALANCE_TABS.items} />
      <SettlementAccountsBody />
    </div>
  );
}

/** balance/rollingreserve: the rolling reserve rate preference. */
export function RollingReserveScreen() {
  const preferences = useQuery(preferencesQuery());
  let body: ReactNode;
  if (preferences.isPending) body = <Skeleton lines={1} label="Loading the rolling reserve" />;
  else if (preferences.isError)
    body = (
      <ErrorState error={preferences.error} what="the rolling reserve" onRetry={() => void preferences.refetch()} />
    );
  else {
    const rate = preferenceInt(preferences.data, 'rolling_reserve_rate');
    body =
      rate && rate > 0 ? (
        <Panel title="Reserve rate">
          <p className="stat-value">{rate}%</p>
          <p className="text-secondary">
            {rate}% of each settlement is held back for a while to cover refunds and chargebacks.
          </p>
        </Panel>
      ) : (
        <EmptyState title="No rolling reserve">
          <p>Your settlements are paid in full: nothing is held back on this account.</p>
        </EmptyState>
      );
  }
  return (
    <div className="screen">
      <PageHeader eyebrow="Balance" title="Rolling reserve" description="Part of a settlement held back for a while." />
      <TabsNav label={BALANCE_TABS.label} items={BALANCE_TABS.items} />
      {body}
    </div>
  );
}

/** balance/settlements/{id} */
export function SettlementDetail({ id }: { id: string }) {
  const numeric = /^\d+$/.test(id) ? Number(id) : null;
  const result = useQuery({ ...settlementQuery(numeric ?? 0), enabled: numeric !== null });
  return (
    <RecordState
      what="settlement"
      title="Settlement"
      eyebrow="Settlements"
      back={<Link to="/dashboard/balance/settlements">← All settlements</Link>}
      result={numeric === null ? { isPending: false, isError: false, data: null } : result}
      render={(row) => ({
        title: `Settlement of ${formatDate(row.due_date)}`,
        body: (
          <Panel title="Details">
            <DetailList
              items={[
                { label: 'Net amount', value: formatMoney(row.net_amount, row.currency) },
                { label: 'Gross amount', value: formatMoney(row.gross_amount, row.currency) },
                { label: 'Fee', value: formatMoney(row.fee, row.currency) },
                { label: 'Transactions', value: row.transactions_count },
                { label: 'Status', value: <PlainStatus status={row.status} /> },
                { label: 'Due date', value: formatDate(row.due_date) },
              ]}
            />
          </Panel>
        ),
      })}
    />
  );
}
