import { transactionStatusLabel } from '../../contract/rules';
import { formatDate } from '../lib/dates';
import { formatMoney } from '../lib/money';
import type { Column } from './data-list';
import { StatusBadge, toneOfStatus } from './status-badge';

/** What a short list of payments shows of each (a customer's payments, search results). */
export interface PaymentRow {
  unique_reference: string;
  amount_charged: number;
  currency: string;
  status: string;
  date_created: string;
}

/** Reference, amount, status (worded for the business's parent account) and date. */
export function paymentColumns<Row extends PaymentRow>(parentAccountId: number): Column<Row>[] {
  return [
    { key: 'reference', header: 'Reference', primary: true, cell: (row) => row.unique_reference },
    { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount_charged, row.currency) },
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
