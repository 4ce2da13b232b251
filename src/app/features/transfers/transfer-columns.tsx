import { payoutStatusLabel, transferStatusLabel } from '../../../contract/rules';
import type { TransferRecord } from '../../../contract/search';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import type { Column } from '../../ui/data-list';
import { StatusBadge } from '../../ui/status-badge';

/** The transfer status badge: the transfer wording, the payout colour (spec 1 §4). */
export function TransferStatus({ status }: { status: string }) {
  return <StatusBadge label={transferStatusLabel(status)} tone={payoutStatusLabel(status).tone} />;
}

export const TRANSFER_COLUMNS: Column<TransferRecord>[] = [
  { key: 'recipient', header: 'Recipient', primary: true, cell: (row) => row.fullname },
  { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
  { key: 'reference', header: 'Reference', cell: (row) => row.reference },
  { key: 'status', header: 'Status', cell: (row) => <TransferStatus status={row.status} /> },
  { key: 'date', header: 'Date', cell: (row) => formatDate(row.date_created) },
];

export const transferLink = (row: TransferRecord) => ({
  to: `/dashboard/transfers/list/${row.id}`,
  search: { ref: row.reference },
});
