import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { payoutStatusLabel } from '../../../contract/rules';
import type { TransferRecord } from '../../../contract/search';
import { formatDate, formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { DataList } from '../../ui/data-list';
import { DetailList, Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { ListScreen } from '../../ui/list-screen';
import { PageHeader } from '../../ui/page-header';
import { PagedList } from '../../ui/paged-list';
import { RecordState } from '../../ui/record-state';
import { Skeleton } from '../../ui/skeleton';
import { StatusBadge } from '../../ui/status-badge';
import { TabsNav } from '../../ui/tabs-nav';
import { pendingApprovalsQuery, recentTransfersQuery, transferQuery, transfersQuery, walletsQuery } from './api';
import { TRANSFER_COLUMNS, TransferStatus, transferLink } from './transfer-columns';

export const TRANSFER_TABS = {
  label: 'Transfers',
  items: [
    { label: 'Overview', to: '/dashboard/transfers/overview' },
    { label: 'Transfers', to: '/dashboard/transfers/list' },
    { label: 'Beneficiaries', to: '/dashboard/transfers/beneficiaries' },
    { label: 'Pending approvals', to: '/dashboard/transfers/pendingapprovals' },
    { label: 'Wallet history', to: '/dashboard/transfers/wallethistory' },
    { label: 'Queued bulk transfers', to: '/dashboard/transfers/queued-bulk-transfers' },
  ],
} as const;

function Balances() {
  const wallets = useQuery(walletsQuery());
  if (wallets.isPending) return <Skeleton lines={1} label="Loading balances" />;
  if (wallets.isError)
    return <ErrorState error={wallets.error} what="your balances" onRetry={() => void wallets.refetch()} />;
  if (wallets.data.length === 0) return null;
  return (
    <div className="panel-grid">
      {wallets.data.map((wallet) => (
        <Panel key={wallet.wallet_currency_code}>
          <p className="stat-label">{wallet.wallet_currency_code} available to send</p>
          <p className="stat-value">{formatMoney(wallet.available_balance, wallet.wallet_currency_code)}</p>
        </Panel>
      ))}
    </div>
  );
}

/** transfers/overview: balances to send from, and the latest transfers. */
export function TransfersOverviewScreen() {
  return (
    <div className="screen">
      <PageHeader eyebrow="Your business" title="Transfers" description="Send money to bank accounts and wallets." />
      <TabsNav label={TRANSFER_TABS.label} items={TRANSFER_TABS.items} />
      <Balances />
      <PagedList
        title="Latest transfers"
        state="local"
        what="transfers"
        query={transfersQuery}
        rows={(data) => data.transfers}
        columns={TRANSFER_COLUMNS}
        rowKey={(row) => row.id}
        rowLink={transferLink}
        emptyTitle="No transfers yet"
        emptyBody={<p>Transfers you send will show here.</p>}
      />
    </div>
  );
}

export interface TransfersListScreenProps {
  heading?: string;
  description?: string;
}

/** transfers/list (also the bulk and queued screens, which list the transfers they create). */
export function TransfersListScreen({
  heading = 'All transfers',
  description = 'Every transfer sent from this account, newest first.',
}: TransfersListScreenProps) {
  return (
    <ListScreen
      heading={heading}
      eyebrow="Transfers"
      description={description}
      tabs={TRANSFER_TABS}
      what="transfers"
      query={transfersQuery}
      rows={(data) => data.transfers}
      columns={TRANSFER_COLUMNS}
      rowKey={(row) => row.id}
      rowLink={transferLink}
      searchLabel="Search by transfer reference"
      emptyTitle="No transfers yet"
      emptyBody={<p>Transfers you send will show here.</p>}
    />
  );
}

/** transfers/pendingapprovals: transfers awaiting an approver (Owner, Admin, v2-Admin). */
export function PendingApprovalsScreen() {
  return (
    <ListScreen
      heading="Pending approvals"
      eyebrow="Transfers"
      description="Transfers started by your team that wait for an approver."
      tabs={TRANSFER_TABS}
      what="pending approvals"
      query={pendingApprovalsQuery}
      rows={(data) => data.transfers}
      columns={TRANSFER_COLUMNS}
      rowKey={(row) => row.id}
      rowLink={transferLink}
      emptyTitle="No transfers awaiting approval"
      emptyBody={<p>Transfers that need an approver will show here.</p>}
    />
  );
}

/** transfers/wallethistory: balances and the money that left them. */
export function WalletHistoryScreen() {
  return (
    <div className="screen">
      <PageHeader
        eyebrow="Transfers"
        title="Wallet history"
        description="Your balances and the transfers paid from them."
      />
      <TabsNav label={TRANSFER_TABS.label} items={TRANSFER_TABS.items} />
      <Balances />
      <PagedList
        title="Debits"
        what="wallet debits"
        query={transfersQuery}
        rows={(data) => data.transfers}
        columns={TRANSFER_COLUMNS}
        rowKey={(row) => row.id}
        rowLink={transferLink}
        emptyTitle="No wallet debits yet"
      />
    </div>
  );
}

interface Beneficiary {
  key: string;
  name: string;
  transfers: TransferRecord[];
}

function beneficiariesOf(transfers: readonly TransferRecord[]): Beneficiary[] {
  const byName = new Map<string, Beneficiary>();
  for (const transfer of transfers) {
    const key = transfer.fullname.trim().toLowerCase();
    const entry = byName.get(key) ?? { key, name: transfer.fullname, transfers: [] };
    entry.transfers.push(transfer);
    byName.set(key, entry);
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** transfers/beneficiaries: the people the latest 100 transfers went to. */
export function BeneficiariesScreen() {
  const recent = useQuery(recentTransfersQuery());
  let body: ReactNode;
  if (recent.isPending) body = <Skeleton label="Loading beneficiaries" />;
  else if (recent.isError)
    body = <ErrorState error={recent.error} what="beneficiaries" onRetry={() => void recent.refetch()} />;
  else {
    const list = beneficiariesOf(recent.data.transfers);
    body =
      list.length === 0 ? (
        <EmptyState title="No beneficiaries yet">
          <p>People you send money to will show here.</p>
        </EmptyState>
      ) : (
        <DataList
          caption="Beneficiaries"
          rows={list}
          rowKey={(row) => row.key}
          rowLink={(row) => `/dashboard/transfers/beneficiaries/${encodeURIComponent(row.key)}`}
          columns={[
            { key: 'name', header: 'Name', primary: true, cell: (row) => row.name },
            { key: 'count', header: 'Transfers', align: 'end', cell: (row) => row.transfers.length },
            { key: 'last', header: 'Last transfer', cell: (row) => formatDate(row.transfers[0]?.date_created) },
          ]}
        />
      );
  }
  return (
    <div className="screen">
      <PageHeader
        eyebrow="Transfers"
        title="Beneficiaries"
        description="People you have sent money to, from your latest 100 transfers."
      />
      <TabsNav label={TRANSFER_TABS.label} items={TRANSFER_TABS.items} />
      {body}
    </div>
  );
}

/** transfers/beneficiaries/{id}: one beneficiary and the transfers they received. */
export function BeneficiaryDetail({ id }: { id: string }) {
  const recent = useQuery(recentTransfersQuery());
  const found = recent.data ? (beneficiariesOf(recent.data.transfers).find((b) => b.key === id) ?? null) : undefined;
  return (
    <RecordState
      what="beneficiary"
      title="Beneficiary"
      eyebrow="Beneficiaries"
      back={<Link to="/dashboard/transfers/beneficiaries">← All beneficiaries</Link>}
      result={{ ...recent, data: found }}
      render={(beneficiary) => ({
        title: beneficiary.name,
        body: (
          <DataList
            caption={`Transfers to ${beneficiary.name}`}
            rows={beneficiary.transfers}
            rowKey={(row) => row.id}
            rowLink={transferLink}
            columns={TRANSFER_COLUMNS}
          />
        ),
      })}
    />
  );
}

/** transfers/list/{id} */
export function TransferDetail({ id, reference }: { id: string; reference?: string | undefined }) {
  const numeric = /^\d+$/.test(id) ? Number(id) : null;
  const result = useQuery({ ...transferQuery(numeric ?? 0, reference), enabled: numeric !== null });
  return (
    <RecordState
      what="transfer"
      title="Transfer"
      eyebrow="Transfers"
      back={<Link to="/dashboard/transfers/list">← All transfers</Link>}
      result={numeric === null ? { isPending: false, isError: false, data: null } : result}
      render={(row) => ({
        title: `${formatMoney(row.amount, row.currency)} to ${row.fullname}`,
        body: (
          <Panel title="Details">
            <DetailList
              items={[
                { label: 'Status', value: <TransferStatus status={row.status} /> },
                {
                  label: 'Payout status',
                  value: (
                    <StatusBadge
                      label={payoutStatusLabel(row.status).label}
                      tone={payoutStatusLabel(row.status).tone}
                    />
                  ),
                },
                { label: 'Recipient', value: row.fullname },
                { label: 'Amount', value: formatMoney(row.amount, row.currency) },
                { label: 'Reference', value: row.reference },
                { label: 'Narration', value: row.narration || '—' },
                { label: 'Date', value: formatDateTime(row.date_created) },
              ]}
            />
          </Panel>
        ),
      })}
    />
  );
}
