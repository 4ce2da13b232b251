import { useQuery } from '@tanstack/react-query';
import { STORE_HEADINGS } from '../../../contract/store-headings';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type * as v from 'valibot';
import type { Order } from '../../../contract/areas';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { type Column, DataList } from '../../ui/data-list';
import { DetailList, Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { ListScreen } from '../../ui/list-screen';
import { PageHeader } from '../../ui/page-header';
import { PagedList } from '../../ui/paged-list';
import { RecordState } from '../../ui/record-state';
import { Skeleton } from '../../ui/skeleton';
import { PlainStatus } from '../../ui/status-badge';
import { OrderStatusBadge } from './orders/order-status';
import { TabsNav } from '../../ui/tabs-nav';
import {
  allOrdersQuery,
  allProductsQuery,
  storeOrdersQuery,
  storeProductQuery,
  storeProductsQuery,
  storeQuery,
} from './api';
import { STORE_TABS } from './store-tabs';

type StorePath = keyof typeof STORE_HEADINGS;

/** A store screen: its heading (from the store heading table), the store tabs, and the screen. */
function StoreFrame({ path, children }: { path: StorePath; children: ReactNode }) {
  return (
    <div className="screen">
      <PageHeader {...STORE_HEADINGS[path]} />
      <TabsNav label={STORE_TABS.label} items={STORE_TABS.items} />
      {children}
    </div>
  );
}

function StoreDetails() {
  const store = useQuery(storeQuery());
  if (store.isPending) return <Skeleton lines={2} label="Loading your store" />;
  if (store.isError) return <ErrorState error={store.error} what="your store" onRetry={() => void store.refetch()} />;
  if (!store.data)
    return (
      <EmptyState title="No store yet">
        <p>Your online store's details will show here once it is set up.</p>
      </EmptyState>
    );
  const s = store.data;
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
      <StoreDetails />
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

/** store/manage: the store's settings as they stand. */
export function StoreManageScreen() {
  return (
    <StoreFrame path="/dashboard/store/manage">
      <StoreDetails />
    </StoreFrame>
  );
}

/** store/products (also products/create and edit/{id}, until the product form arrives) */
export function StoreProductsScreen({
  path = '/dashboard/store/products',
}: {
  path?: '/dashboard/store/products' | '/dashboard/store/products/create' | '/dashboard/store/products/edit/$id';
}) {
  return (
    <ListScreen
      heading={STORE_HEADINGS[path]}
      tabs={STORE_TABS}
      what="products"
      query={storeProductsQuery}
      rows={(data) => data.products}
      columns={[
        { key: 'name', header: 'Product', primary: true, cell: (row) => row.name },
        { key: 'price', header: 'Price', align: 'end', cell: (row) => formatMoney(row.price, row.currency) },
        { key: 'stock', header: 'In stock', align: 'end', cell: (row) => row.stock },
        { key: 'category', header: 'Category', cell: (row) => row.category ?? 'Uncategorised' },
        { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
      ]}
      rowKey={(row) => row.id}
      rowLink={(row) => `/dashboard/store/products/${row.id}`}
      searchLabel="Search products"
      emptyTitle="No products yet"
      emptyBody={<p>Products you add to your store will show here.</p>}
    />
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
  const orders = useQuery(allOrdersQuery());
  let body: ReactNode;
  if (orders.isPending) body = <Skeleton label="Loading store customers" />;
  else if (orders.isError)
    body = <ErrorState error={orders.error} what="store customers" onRetry={() => void orders.refetch()} />;
  else {
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
    body =
      list.length === 0 ? (
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
  return <StoreFrame path="/dashboard/store/customers">{body}</StoreFrame>;
}

/** store/product-categories: the categories of the store's products. */
export function StoreCategoriesScreen() {
  const products = useQuery(allProductsQuery());
  let body: ReactNode;
  if (products.isPending) body = <Skeleton label="Loading categories" />;
  else if (products.isError)
    body = <ErrorState error={products.error} what="categories" onRetry={() => void products.refetch()} />;
  else {
    const counts = new Map<string, number>();
    for (const product of products.data.products) {
      if (product.category) counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
    }
    const list = [...counts.entries()]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => a.name.localeCompare(b.name));
    body =
      list.length === 0 ? (
        <EmptyState title="No product categories yet">
          <p>Categories you give your products will show here.</p>
        </EmptyState>
      ) : (
        <DataList
          caption="Product categories"
          rows={list}
          rowKey={(row) => row.name}
          columns={[
            { key: 'name', header: 'Category', primary: true, cell: (row) => row.name },
            { key: 'count', header: 'Products', align: 'end', cell: (row) => row.count },
          ]}
        />
      );
  }
  return <StoreFrame path="/dashboard/store/product-categories">{body}</StoreFrame>;
}

/** store/products/{id} */
export function StoreProductDetail({ id }: { id: string }) {
  const numeric = /^\d+$/.test(id) ? Number(id) : null;
  const result = useQuery({ ...storeProductQuery(numeric ?? 0), enabled: numeric !== null });
  return (
    <RecordState
      what="product"
      heading={STORE_HEADINGS['/dashboard/store/products/$id']}
      back={<Link to="/dashboard/store/products">← All products</Link>}
      result={numeric === null ? { isPending: false, isError: false, data: null } : result}
      render={(row) => ({
        title: row.name,
        body: (
          <Panel title="Details">
            <DetailList
              items={[
                { label: 'Price', value: formatMoney(row.price, row.currency) },
                { label: 'In stock', value: row.stock },
                { label: 'Category', value: row.category ?? 'Uncategorised' },
                { label: 'Status', value: <PlainStatus status={row.status} /> },
                { label: 'Added', value: formatDate(row.date_created) },
              ]}
            />
          </Panel>
        ),
      })}
    />
  );
}
