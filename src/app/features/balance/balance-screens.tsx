import type { ReactNode } from 'react';
import { BALANCE_HEADINGS } from './headings';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { LedgerEntry } from '../../../contract/queries';
import { isAdminRole } from '../../../contract/roles';
import { transactionStatusLabel } from '../../../contract/rules';
import { formatDate, formatDateTime } from '../../lib/dates';
import { formatCount, formatMoney } from '../../lib/money';
import { readSessionSnapshot } from '../../lib/session';
import type { Column } from '../../ui/data-list';
import { DetailList, Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { ListScreen } from '../../ui/list-screen';
import { PageHeader } from '../../ui/page-header';
import { PagedList } from '../../ui/paged-list';
import { QueryBoundary } from '../../ui/query-boundary';
import { RecordState } from '../../ui/record-state';
import { Skeleton } from '../../ui/skeleton';
import { PlainStatus, StatusBadge, toneOfStatus } from '../../ui/status-badge';
import { TabsNav } from '../../ui/tabs-nav';
import {
  balanceHistoryQuery,
  rollingReserveQuery,
  settlementQuery,
  settlementsPageQuery,
  settlementTransactionsQuery,
} from './api';
import { SETTLEMENT_COLUMNS, settlementLink } from './settlement-columns';
import { SettlementAccountsPanels } from '../../ui/settlement-accounts-panels';
import { WalletsPanel } from '../../ui/wallets-panel';
import './balance.css';

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
      <PageHeader {...BALANCE_HEADINGS['/dashboard/balance/index']} />
      <TabsNav label={BALANCE_TABS.label} items={BALANCE_TABS.items} />
      <WalletsPanel />
      <PagedList
        title="Latest settlements"
        state="local"
        what="settlements"
        query={settlementsPageQuery}
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
      heading={BALANCE_HEADINGS['/dashboard/balance/settlements']}
      tabs={BALANCE_TABS}
      what="settlements"
      query={settlementsPageQuery}
      rows={(data) => data.settlements}
      columns={SETTLEMENT_COLUMNS}
      rowKey={(row) => row.id}
      rowLink={settlementLink}
      emptyTitle="No settlements yet"
      emptyBody={<p>Settlements are paid after your first successful payments.</p>}
    />
  );
}

const HISTORY_COLUMNS: Column<LedgerEntry>[] = [
  { key: 'narration', header: 'Description', primary: true, cell: (e) => e.narration },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (e) => (
      <span className={e.type === 'C' ? 'ledger-credit' : 'ledger-debit'}>
        {e.type === 'C' ? '+' : '−'}
        {/* A debit's amount is signed (negative); the sign shown is the type's. */}
        {formatMoney(Math.abs(e.amount), e.currency)}
      </span>
    ),
  },
  { key: 'after', header: 'Balance after', align: 'end', cell: (e) => formatMoney(e.balance_after, e.currency) },
  { key: 'reference', header: 'Reference', cell: (e) => e.reference },
  { key: 'date', header: 'Date', cell: (e) => formatDateTime(e.date_created) },
];

/** balance/history: every movement of the wallets' ledger (credits and debits), newest first. */
export function BalanceHistoryScreen() {
  return (
    <ListScreen
      heading={BALANCE_HEADINGS['/dashboard/balance/history']}
      tabs={BALANCE_TABS}
      what="balance movements"
      query={balanceHistoryQuery}
      rows={(data) => data.entries}
      columns={HISTORY_COLUMNS}
      rowKey={(e) => e.id}
      emptyTitle="No balance movements yet"
      emptyBody={<p>Settlements credited to your balance, refunds and transfers show here.</p>}
    />
  );
}

/** balance/accounts: the bank accounts settlements go to (settings/bankaccount changes them). */
export function SettlementAccountsScreen() {
  return (
    <div className="screen">
      <PageHeader {...BALANCE_HEADINGS['/dashboard/balance/accounts']} />
      <TabsNav label={BALANCE_TABS.label} items={BALANCE_TABS.items} />
      <SettlementAccountsPanels what="settlement accounts" />
      {/* Adding, the default and removing live in settings, behind the owner's code. */}
      {isAdminRole(readSessionSnapshot().role) ? (
        <p>
          <Link to="/dashboard/settings/bankaccount" className="button" data-variant="secondary">
            Manage bank accounts
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** balance/rollingreserve: the rate (preference rolling_reserve_rate) and what it holds per currency. */
export function RollingReserveScreen() {
  return (
    <div className="screen">
      <PageHeader {...BALANCE_HEADINGS['/dashboard/balance/rollingreserve']} />
      <TabsNav label={BALANCE_TABS.label} items={BALANCE_TABS.items} />
      <QueryBoundary what="the rolling reserve" pending={<Skeleton lines={3} label="Loading the rolling reserve" />}>
        <RollingReserve />
      </QueryBoundary>
    </div>
  );
}

function RollingReserve() {
  const { data: reserve } = useSuspenseQuery(rollingReserveQuery());
  let body: ReactNode;
  if (reserve.rate <= 0)
    body = (
      <EmptyState title="No rolling reserve">
        <p>Your settlements are paid in full: nothing is held back on this account.</p>
      </EmptyState>
    );
  else {
    const { rate, window_days: days, currencies } = reserve;
    body = (
      <>
        <Panel title="Reserve rate">
          <p className="stat-value">{rate}%</p>
          <p className="text-secondary">
            {rate}% of each successful payment is held for {days} days to cover refunds and chargebacks, then released
            to your balance.
          </p>
        </Panel>
        {currencies.length === 0 ? (
          <EmptyState title="Nothing held right now">
            <p>No successful payments in the last {days} days.</p>
          </EmptyState>
        ) : (
          <div className="panel-grid">
            {currencies.map((c) => (
              <Panel key={c.currency} title={`${c.currency} reserve`}>
                <DetailList
                  items={[
                    { label: 'Held now', value: formatMoney(c.held, c.currency) },
                    { label: 'From payments', value: formatCount(c.payments) },
                    {
                      label: 'Next release',
                      value: c.next_release_at
                        ? `${formatMoney(c.next_release_amount, c.currency)} on ${formatDate(c.next_release_at)}`
                        : '—',
                    },
                  ]}
                />
              </Panel>
            ))}
          </div>
        )}
      </>
    );
  }
  return body;
}

/** balance/settlements/{id}: the settlement, where it went, and the payments in it. */
export function SettlementDetail({ id }: { id: string }) {
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const parent = readSessionSnapshot().business?.parent_account_id ?? 0;
  return (
    <RecordState
      what="settlement"
      heading={BALANCE_HEADINGS['/dashboard/balance/settlements/$id']}
      back={<Link to="/dashboard/balance/settlements">← All settlements</Link>}
      query={numeric === null ? null : { ...settlementQuery(numeric), retry: false }}
      render={(row) => ({
        title: `Settlement of ${formatDate(row.due_date)}`,
        body: (
          <>
            <Panel title="Details">
              <DetailList
                items={[
                  { label: 'Net amount', value: formatMoney(row.net_amount, row.currency) },
                  { label: 'Gross amount', value: formatMoney(row.gross_amount, row.currency) },
                  { label: 'Fee', value: formatMoney(row.fee, row.currency) },
                  { label: 'Transactions', value: formatCount(row.transactions_count) },
                  { label: 'Status', value: <PlainStatus status={row.status} /> },
                  { label: 'Due date', value: formatDate(row.due_date) },
                  { label: 'Period', value: `${formatDate(row.period_start)} – ${formatDate(row.period_end)}` },
                  {
                    label: 'Paid to',
                    value: row.destination
                      ? `${row.destination.bank_name} · ${row.destination.account_number} (${row.destination.account_name})`
                      : 'No settlement account yet',
                  },
                ]}
              />
            </Panel>
            <PagedList
              title="Transactions in this settlement"
              state="local"
              what="transactions"
              query={settlementTransactionsQuery(row.id)}
              rows={(data) => data.transactions}
              columns={[
                { key: 'reference', header: 'Reference', primary: true, cell: (t) => t.unique_reference },
                { key: 'customer', header: 'Customer', cell: (t) => t.customer_name ?? '—' },
                {
                  key: 'amount',
                  header: 'Amount',
                  align: 'end',
                  cell: (t) => formatMoney(t.amount_charged, t.currency),
                },
                { key: 'fee', header: 'Fee', align: 'end', cell: (t) => formatMoney(t.fee, t.currency) },
                {
                  key: 'status',
                  header: 'Status',
                  cell: (t) => (
                    <StatusBadge label={transactionStatusLabel(t.status, parent)} tone={toneOfStatus(t.status)} />
                  ),
                },
                { key: 'date', header: 'Date', cell: (t) => formatDateTime(t.date_created) },
              ]}
              rowKey={(t) => t.id}
              rowLink={(t) => `/dashboard/transactions/${t.id}`}
              emptyTitle="No transactions in this settlement"
            />
          </>
        ),
      })}
    />
  );
}
