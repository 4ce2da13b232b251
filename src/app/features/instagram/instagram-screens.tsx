import { INSTAGRAM_HEADINGS } from './headings';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { instagramOrdersQuery, instagramProductsQuery } from '../../queries/instagram';
import { ListScreen } from '../../ui/list-screen';
import { PlainStatus } from '../../ui/status-badge';
import { ConnectionHint, InstagramConnectionPanel } from './connection-panel';
import './instagram.css';

const TABS = {
  label: 'Instagram store',
  items: [
    { label: 'Products', to: '/dashboard/instagram/products' },
    { label: 'Orders', to: '/dashboard/instagram/orders' },
  ],
};

/** instagram/products: the connected account, and the products imported from it. */
export function InstagramProductsScreen() {
  return (
    <ListScreen
      heading={INSTAGRAM_HEADINGS['/dashboard/instagram/products']}
      tabs={TABS}
      before={<InstagramConnectionPanel />}
      what="Instagram products"
      query={instagramProductsQuery}
      rows={(data) => data.products}
      columns={[
        { key: 'name', header: 'Product', primary: true, cell: (row) => row.name },
        { key: 'price', header: 'Price', align: 'end', cell: (row) => formatMoney(row.price, row.currency) },
        { key: 'stock', header: 'In stock', align: 'end', cell: (row) => row.stock },
        { key: 'category', header: 'Category', cell: (row) => row.category ?? '—' },
        { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
      ]}
      rowKey={(row) => row.id}
      searchLabel="Search products"
      emptyTitle="No Instagram products yet"
      emptyBody={
        <ConnectionHint
          notConnected="Connect your Instagram account above, then import your posts to sell them here."
          connected="Import posts from your Instagram account above: each becomes a product you can sell."
        />
      }
    />
  );
}

/** instagram/orders: orders placed from the imported products; each opens the order's own page. */
export function InstagramOrdersScreen() {
  return (
    <ListScreen
      heading={INSTAGRAM_HEADINGS['/dashboard/instagram/orders']}
      tabs={TABS}
      before={<InstagramConnectionPanel />}
      what="Instagram orders"
      query={instagramOrdersQuery}
      rows={(data) => data.orders}
      columns={[
        { key: 'reference', header: 'Order', primary: true, cell: (row) => row.reference },
        { key: 'customer', header: 'Customer', cell: (row) => row.customer_name },
        { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
        { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
        { key: 'date', header: 'Date', cell: (row) => formatDate(row.date_created) },
      ]}
      rowKey={(row) => row.id}
      rowLink={(row) => `/dashboard/store/orders/${row.id}`}
      searchLabel="Search orders"
      emptyTitle="No Instagram orders yet"
      emptyBody={
        <ConnectionHint
          notConnected="Connect your Instagram account above: orders customers place from your posts show here."
          connected="Orders customers place from your imported posts show here."
        />
      }
    />
  );
}
