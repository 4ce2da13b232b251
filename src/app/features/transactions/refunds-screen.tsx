import type { RefundRecord } from '../../../contract/queries';
import { TRANSACTIONS_HEADINGS } from './headings';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import type { Column } from '../../ui/data-list';
import { ListScreen } from '../../ui/list-screen';
import { StatusBadge, toneOfStatus } from '../../ui/status-badge';
import { refundsQuery } from './api';
import { TRANSACTION_TABS } from './transactions-screen';

const columns: Column<RefundRecord>[] = [
  { key: 'reference', header: 'Refund', primary: true, cell: (r) => r.reference },
  { key: 'payment', header: 'Payment', cell: (r) => r.transaction_reference },
  { key: 'amount', header: 'Amount', align: 'end', cell: (r) => formatMoney(r.amount, r.currency) },
  { key: 'customer', header: 'Customer', cell: (r) => r.customer_email ?? '—' },
  { key: 'status', header: 'Status', cell: (r) => <StatusBadge label="Completed" tone={toneOfStatus(r.status)} /> },
  { key: 'reason', header: 'Reason', cell: (r) => r.reason || '—' },
  { key: 'date', header: 'Date', cell: (r) => formatDateTime(r.date_created) },
];

/** transactions/refunds: money returned to customers, newest first; each opens its payment. */
export function RefundsScreen() {
  return (
    <ListScreen
      heading={TRANSACTIONS_HEADINGS['/dashboard/transactions/refunds']}
      tabs={{ label: 'Transactions', items: TRANSACTION_TABS }}
      what="refunds"
      query={refundsQuery}
      rows={(data) => data.refunds}
      columns={columns}
      rowKey={(r) => r.id}
      rowLink={(r) => `/dashboard/transactions/${r.transaction_id}`}
      searchLabel="Search by refund or payment reference"
      emptyTitle="No refunds yet"
      emptyBody={<p>Refunds you make from a payment's page show here.</p>}
    />
  );
}
