import type { TransactionRecord } from '../../../contract/search';
import { transactionStatusLabel } from '../../../contract/rules';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import type { Column } from '../../ui/data-list';
import { StatusBadge, toneOfStatus } from '../../ui/status-badge';

export function transactionColumns(parentAccountId: number): Column<TransactionRecord>[] {
  return [
    { key: 'reference', header: 'Reference', primary: true, cell: (row) => row.unique_reference },
    { key: 'narration', header: 'Narration', cell: (row) => row.narration || '—' },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (row) => formatMoney(row.amount_charged, row.currency),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <StatusBadge label={transactionStatusLabel(row.status, parentAccountId)} tone={toneOfStatus(row.status)} />
      ),
    },
    { key: 'date', header: 'Date', cell: (row) => formatDate(row.date_created) },
  ];
}

export const transactionLink = (row: TransactionRecord) => ({
  to: `/dashboard/transactions/${row.id}`,
  search: { ref: row.unique_reference },
});
