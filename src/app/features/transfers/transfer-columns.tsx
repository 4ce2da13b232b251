import { payoutStatusLabel, transferStatusLabel } from '../../../contract/rules';
import type { TransferListRow } from '../../../contract/transfers';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import type { Column } from '../../ui/data-list';
import { StatusBadge } from '../../ui/status-badge';
import './transfers.css';

/** The transfer status badge: the transfer wording, the payout colour (spec 1 §4, contract mapping). */
export function TransferStatus({ status }: { status: string }) {
  return <StatusBadge label={transferStatusLabel(status)} tone={payoutStatusLabel(status).tone} />;
}

export const TRANSFER_COLUMNS: Column<TransferListRow>[] = [
  { key: 'recipient', header: 'Recipient', primary: true, cell: (row) => row.fullname },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (row) => <span className="tx-nowrap">{formatMoney(row.amount, row.currency)}</span>,
  },
  { key: 'bank', header: 'Bank', cell: (row) => `${row.bank_name} · ${row.account_number}` },
  { key: 'reference', header: 'Reference', cell: (row) => row.reference },
  { key: 'status', header: 'Status', cell: (row) => <TransferStatus status={row.status} /> },
  { key: 'date', header: 'Date', cell: (row) => formatDate(row.date_created) },
];

export const transferLink = (row: { id: number }) => `/dashboard/transfers/list/${row.id}`;

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
