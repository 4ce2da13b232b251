import { Link } from '@tanstack/react-router';
import type { BillReceipt } from '../../../contract/bills';
import { BILLS_HEADINGS } from './headings';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { billQuery } from '../../queries/bills';
import { DetailList, Panel } from '../../ui/detail-list';
import { RecordState } from '../../ui/record-state';
import { PlainStatus } from '../../ui/status-badge';
import './bills.css';

/** bills/receipt/{id}: what was paid, to whom, from the balance, and its reference. */
export function BillReceiptScreen({ id }: { id: string }) {
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  return (
    <RecordState
      what="receipt"
      heading={BILLS_HEADINGS['/dashboard/bills/receipt/$id']}
      // Back goes to the bill's own history once its type is known.
      back={<BackToBills type="airtime" />}
      query={numeric === null ? null : billQuery(numeric)}
      render={(bill) => ({
        title: bill.type === 'dstv' ? 'DSTV receipt' : 'Airtime receipt',
        body: <Receipt bill={bill} />,
        back: <BackToBills type={bill.type} />,
      })}
    />
  );
}

function BackToBills({ type }: { type: BillReceipt['type'] }) {
  return type === 'dstv' ? (
    <Link to="/dashboard/bills/dstv">← DSTV payments</Link>
  ) : (
    <Link to="/dashboard/bills/airtime">← Airtime purchases</Link>
  );
}

function Receipt({ bill }: { bill: BillReceipt }) {
  const recipient =
    bill.type === 'dstv'
      ? [
          { label: 'Customer', value: bill.recipient_name ?? 'Not available' },
          { label: 'Smartcard number', value: bill.customer },
          { label: 'Bouquet', value: bill.bouquet ?? 'Not available' },
        ]
      : [
          { label: 'Phone number', value: bill.customer },
          { label: 'Network', value: bill.network ?? 'Not available' },
        ];
  return (
    <Panel title="Receipt" actions={<PlainStatus status={bill.status} />}>
      <p className="bills-receipt-amount">{formatMoney(bill.amount, bill.currency)}</p>
      <DetailList
        items={[
          { label: 'Reference', value: <code>{bill.reference}</code> },
          { label: 'Status', value: <PlainStatus status={bill.status} /> },
          { label: 'Amount', value: formatMoney(bill.amount, bill.currency) },
          ...recipient,
          { label: 'Paid from', value: `Your ${bill.currency} balance` },
          { label: 'Date', value: formatDateTime(bill.date_created) },
        ]}
      />
    </Panel>
  );
}
