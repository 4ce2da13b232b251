import { PAYMENT_TYPE_LABELS } from '../../../contract/queries';
import { transactionStatusLabel } from '../../../contract/rules';
import type { TransactionRecord } from '../../../contract/search';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import type { Column } from '../../ui/data-list';
import { StatusBadge, toneOfStatus } from '../../ui/status-badge';

type Row = TransactionRecord & { customer_name?: string | null; payment_type?: string; amount_refunded?: number };

export const paymentTypeLabel = (type: string): string =>
  PAYMENT_TYPE_LABELS[type as keyof typeof PAYMENT_TYPE_LABELS] ?? type;

/** Columns of a transactions list; status wording depends on the parent account (spec 1 §4). */
export function transactionColumns(parentAccountId: number): Column<Row>[] {
  return [
    { key: 'reference', header: 'Reference', primary: true, cell: (row) => row.unique_reference },
    {
      key: 'customer',
      header: 'Customer',
      cell: (row) => row.customer_name ?? (row.narration || '—'),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (row) => (
        <>
          {formatMoney(row.amount_charged, row.currency)}
          {row.amount_refunded ? (
            <span className="tx-refunded">Refunded {formatMoney(row.amount_refunded, row.currency)}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <StatusBadge label={transactionStatusLabel(row.status, parentAccountId)} tone={toneOfStatus(row.status)} />
      ),
    },
    {
      key: 'type',
      header: 'Payment type',
      wideOnly: true,
      cell: (row) => (row.payment_type ? paymentTypeLabel(row.payment_type) : '—'),
    },
    { key: 'date', header: 'Date', cell: (row) => formatDate(row.date_created) },
  ];
}

export const transactionLink = (row: TransactionRecord) => `/dashboard/transactions/${row.id}`;
