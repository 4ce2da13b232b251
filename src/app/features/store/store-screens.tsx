import { useSuspenseQuery } from '@tanstack/react-query';
import { STORE_HEADINGS } from './headings';
import type * as v from 'valibot';
import type { Order } from '../../../contract/areas';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { type Column, DataList } from '../../ui/data-list';
import { DetailList, Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { ListScreen } from '../../ui/list-screen';
import { PagedList } from '../../ui/paged-list';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { allOrdersQuery, storeOrdersQuery, storeQuery } from './api';
import { OrderStatusBadge } from './orders/order-status';
import { StoreFrame } from './store-frame';
import { STORE_TABS } from './store-tabs';

function StoreDetails() {
  const { data: s } = useSuspenseQuery(storeQuery());
  if (!s)
    return (
      <EmptyState title="No store yet">
        <p>Your online store's details will show here once it is set up.</p>
      </EmptyState>
    );
  return (
    <Panel title={s.name}>
      <DetailList
        items={[
          { label: 'Store link', value: `${window.location.origin}/store/${s.slug}` },
          { label: 'Description', value: s.description || 'Not Available' },
          { label: 'Currency', value: s.currency },
          { label: 'Shipping fee', value: formatMoney(s.shipping_fee, s.currency) },
          { label: 'Products', value: s.products_count },
          { label: 'Orders', value: s.orders_count },
        ]}
      />
    </Panel>
  );
}

type OrderRow = v.InferOutput<typeof Order>;

const ORDER_COLUMNS: Column<OrderRow>[] = [
  { key: 'reference', header: 'Order', primary: true, cell: (row) => row.reference },
  { key: 'customer', header: 'Customer', cell: (row) => row.customer_name },
  { key: 'items', header: 'Items', align: 'end', cell: (row) => row.items },
  { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
  { key: 'status', header: 'Status', cell: (row) => <OrderStatusBadge status={row.status} /> },
  { key: 'date', header: 'Date', cell: (row) => formatDate(row.date_created) },
];

/** store/overview: the store and its latest orders. */
export function StoreOverviewScreen() {
  return (
    <StoreFrame path="/dashboard/store/overview">
      <QueryBoundary what="your store" pending={<Skeleton lines={2} label="Loading your store" />}>
        <StoreDetails />
      </QueryBoundary>
      <PagedList
        title="Latest orders"
        state="local"
        what="orders"
        query={storeOrdersQuery}
        rows={(data) => data.orders}
        columns={ORDER_COLUMNS}
        rowKey={(row) => row.id}
        rowLink={(row) => `/dashboard/store/orders/${row.id}`}
        emptyTitle="No orders yet"
      />
    </StoreFrame>
  );
}

/** store/orders */
export function StoreOrdersScreen() {
  return (
    <ListScreen
      heading={STORE_HEADINGS['/dashboard/store/orders']}
      tabs={STORE_TABS}
      what="orders"
      query={storeOrdersQuery}
      rows={(data) => data.orders}
      columns={ORDER_COLUMNS}
      rowKey={(row) => row.id}
      rowLink={(row) => `/dashboard/store/orders/${row.id}`}
      searchLabel="Search orders"
      emptyTitle="No orders yet"
      emptyBody={<p>Orders from your store will show here.</p>}
    />
  );
}

/** store/customers: who ordered from the store (from the latest 100 orders). */
export function StoreCustomersScreen() {
  return (
    <StoreFrame path="/dashboard/store/customers">
      <QueryBoundary what="store customers">
        <StoreCustomers />
      </QueryBoundary>
    </StoreFrame>
  );
}

function StoreCustomers() {
  const orders = useSuspenseQuery(allOrdersQuery());
  const byName = new Map<string, { name: string; orders: number; currency: string; spent: number }>();
  for (const order of orders.data.orders) {
    const entry = byName.get(order.customer_name) ?? {
      name: order.customer_name,
      orders: 0,
      currency: order.currency,
      spent: 0,
    };
    entry.orders += 1;
    if (order.currency === entry.currency) entry.spent += order.amount;
    byName.set(order.customer_name, entry);
  }
  const list = [...byName.values()].sort((a, b) => b.spent - a.spent);
  return list.length === 0 ? (
    <EmptyState title="No store customers yet">
      <p>Customers who order from your store will show here.</p>
    </EmptyState>
  ) : (
    <DataList
      caption="Store customers"
      rows={list}
      rowKey={(row) => row.name}
      columns={[
        { key: 'name', header: 'Customer', primary: true, cell: (row) => row.name },
        { key: 'orders', header: 'Orders', align: 'end', cell: (row) => row.orders },
        { key: 'spent', header: 'Spent', align: 'end', cell: (row) => formatMoney(row.spent, row.currency) },
      ]}
    />
  );
}
