import { formatDate } from '../../lib/dates';
import { INSTAGRAM_HEADINGS } from '../../../contract/instagram-headings';
import { formatMoney } from '../../lib/money';
import { ListScreen } from '../../ui/list-screen';
import { PlainStatus } from '../../ui/status-badge';
import { instagramOrdersQuery, instagramProductsQuery } from './api';

const TABS = {
  label: 'Instagram store',
  items: [
    { label: 'Products', to: '/dashboard/instagram/products' },
    { label: 'Orders', to: '/dashboard/instagram/orders' },
  ],
};

/** instagram/products */
export function InstagramProductsScreen() {
  return (
    <ListScreen
      heading={INSTAGRAM_HEADINGS['/dashboard/instagram/products']}
      tabs={TABS}
      what="Instagram products"
      query={instagramProductsQuery}
      rows={(data) => data.products}
      columns={[
        { key: 'name', header: 'Product', primary: true, cell: (row) => row.name },
        { key: 'price', header: 'Price', align: 'end', cell: (row) => formatMoney(row.price, row.currency) },
        { key: 'stock', header: 'In stock', align: 'end', cell: (row) => row.stock },
        { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
      ]}
      rowKey={(row) => row.id}
      searchLabel="Search products"
      emptyTitle="No Instagram products yet"
    />
  );
}

/** instagram/orders */
export function InstagramOrdersScreen() {
  return (
    <ListScreen
      heading={INSTAGRAM_HEADINGS['/dashboard/instagram/orders']}
      tabs={TABS}
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
      searchLabel="Search orders"
      emptyTitle="No Instagram orders yet"
    />
  );
}
