import { formatDate } from '../../lib/dates';
import { BILLS_HEADINGS } from '../../../contract/bills-headings';
import { formatMoney } from '../../lib/money';
import { ListScreen } from '../../ui/list-screen';
import { PlainStatus } from '../../ui/status-badge';
import { billsQuery } from './api';

/** bills/airtime and bills/dstv */
export function BillsScreen({ type }: { type: 'airtime' | 'dstv' }) {
  const airtime = type === 'airtime';
  return (
    <ListScreen
      heading={BILLS_HEADINGS[airtime ? '/dashboard/bills/airtime' : '/dashboard/bills/dstv']}
      tabs={{
        label: 'Bills',
        items: [
          { label: 'Airtime', to: '/dashboard/bills/airtime' },
          { label: 'DSTV', to: '/dashboard/bills/dstv' },
        ],
      }}
      what={airtime ? 'airtime purchases' : 'DSTV payments'}
      query={billsQuery(type)}
      rows={(data) => data.bills}
      columns={[
        { key: 'customer', header: airtime ? 'Phone number' : 'Smartcard', primary: true, cell: (row) => row.customer },
        { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
        { key: 'reference', header: 'Reference', cell: (row) => row.reference },
        { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
        { key: 'date', header: 'Date', cell: (row) => formatDate(row.date_created) },
      ]}
      rowKey={(row) => row.id}
      emptyTitle={airtime ? 'No airtime purchases yet' : 'No DSTV payments yet'}
    />
  );
}
