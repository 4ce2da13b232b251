import { useQuery } from '@tanstack/react-query';
import { POS_HEADINGS } from '../../../contract/pos-headings';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../lib/dates';
import { DetailList, Panel } from '../../ui/detail-list';
import { ListScreen } from '../../ui/list-screen';
import { RecordState } from '../../ui/record-state';
import { PlainStatus } from '../../ui/status-badge';
import { posOrderQuery, posOrdersQuery } from './api';

/** pos/orders and pos/delivered: point-of-sale terminal requests. */
export function PosOrdersScreen({ delivered = false }: { delivered?: boolean }) {
  return (
    <ListScreen
      heading={POS_HEADINGS[delivered ? '/dashboard/pos/delivered' : '/dashboard/pos/orders']}
      tabs={{
        label: 'POS',
        items: [
          { label: 'Orders', to: '/dashboard/pos/orders' },
          { label: 'Delivered', to: '/dashboard/pos/delivered' },
        ],
      }}
      what="POS orders"
      query={posOrdersQuery(delivered ? 'delivered' : null)}
      rows={(data) => data.orders}
      columns={[
        { key: 'reference', header: 'Reference', primary: true, cell: (row) => row.reference },
        { key: 'terminals', header: 'Terminals', align: 'end', cell: (row) => row.terminals },
        { key: 'address', header: 'Delivery address', cell: (row) => row.address },
        { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
        { key: 'date', header: 'Ordered', cell: (row) => formatDate(row.date_created) },
      ]}
      rowKey={(row) => row.id}
      rowLink={(row) => `/dashboard/pos/orders/${row.id}`}
      emptyTitle={delivered ? 'No delivered terminals yet' : 'No POS orders yet'}
    />
  );
}

/** pos/orders/{id} */
export function PosOrderDetail({ id }: { id: string }) {
  const numeric = /^\d+$/.test(id) ? Number(id) : null;
  const result = useQuery({ ...posOrderQuery(numeric ?? 0), enabled: numeric !== null });
  return (
    <RecordState
      what="POS order"
      heading={POS_HEADINGS['/dashboard/pos/orders/$id']}
      back={<Link to="/dashboard/pos/orders">← All POS orders</Link>}
      result={numeric === null ? { isPending: false, isError: false, data: null } : result}
      render={(row) => ({
        title: `Order ${row.reference}`,
        body: (
          <Panel title="Details">
            <DetailList
              items={[
                { label: 'Terminals', value: row.terminals },
                { label: 'Delivery address', value: row.address },
                { label: 'Status', value: <PlainStatus status={row.status} /> },
                { label: 'Ordered', value: formatDate(row.date_created) },
              ]}
            />
          </Panel>
        ),
      })}
    />
  );
}
