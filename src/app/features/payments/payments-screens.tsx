import { formatDate } from '../../lib/dates';
import { PAYMENTS_HEADINGS } from '../../../contract/payments-headings';
import { formatMoney } from '../../lib/money';
import { ListScreen } from '../../ui/list-screen';
import { PlainStatus } from '../../ui/status-badge';
import { paymentLinksQuery, paymentPlansQuery, subscriptionsQuery } from './api';

export const PAYMENT_TABS = {
  label: 'Payments',
  items: [
    { label: 'Payment links', to: '/dashboard/payments/links' },
    { label: 'Plans', to: '/dashboard/payments/plans' },
    { label: 'Subscriptions', to: '/dashboard/payments/subscriptions' },
  ],
} as const;

/** payments/links */
export function PaymentLinksScreen() {
  return (
    <ListScreen
      heading={PAYMENTS_HEADINGS['/dashboard/payments/links']}
      tabs={PAYMENT_TABS}
      what="payment links"
      query={paymentLinksQuery}
      rows={(data) => data.payment_links}
      columns={[
        { key: 'title', header: 'Title', primary: true, cell: (row) => row.title },
        { key: 'slug', header: 'Link', cell: (row) => `/pay/${row.slug}` },
        {
          key: 'amount',
          header: 'Amount',
          align: 'end',
          cell: (row) => (row.amount === null ? 'Customer decides' : formatMoney(row.amount, row.currency)),
        },
        { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
        { key: 'date', header: 'Created', cell: (row) => formatDate(row.date_created) },
      ]}
      rowKey={(row) => row.id}
      rowLink={(row) => `/dashboard/payments/links/${row.id}`}
      searchLabel="Search payment links"
      emptyTitle="No payment links yet"
      emptyBody={<p>Payment links you create will show here.</p>}
    />
  );
}

/** payments/plans */
export function PaymentPlansScreen() {
  return (
    <ListScreen
      heading={PAYMENTS_HEADINGS['/dashboard/payments/plans']}
      tabs={PAYMENT_TABS}
      what="payment plans"
      query={paymentPlansQuery}
      rows={(data) => data.plans}
      columns={[
        { key: 'name', header: 'Name', primary: true, cell: (row) => row.name },
        { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
        { key: 'interval', header: 'Interval', cell: (row) => row.interval },
        { key: 'subscribers', header: 'Subscribers', align: 'end', cell: (row) => row.subscribers },
        { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
        { key: 'date', header: 'Created', cell: (row) => formatDate(row.date_created) },
      ]}
      rowKey={(row) => row.id}
      rowLink={(row) => `/dashboard/payments/plans/${row.id}`}
      searchLabel="Search payment plans"
      emptyTitle="No payment plans yet"
      emptyBody={<p>Plans you create will show here.</p>}
    />
  );
}

/** payments/subscriptions */
export function SubscriptionsScreen() {
  return (
    <ListScreen
      heading={PAYMENTS_HEADINGS['/dashboard/payments/subscriptions']}
      tabs={PAYMENT_TABS}
      what="subscriptions"
      query={subscriptionsQuery}
      rows={(data) => data.subscriptions}
      columns={[
        { key: 'customer', header: 'Customer', primary: true, cell: (row) => row.customer_email },
        { key: 'plan', header: 'Plan', cell: (row) => row.plan_name },
        { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
        { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
        { key: 'next', header: 'Next charge', cell: (row) => formatDate(row.next_due) },
      ]}
      rowKey={(row) => row.id}
      rowLink={(row) => `/dashboard/payments/subscriptions/${row.id}`}
      searchLabel="Search subscriptions"
      emptyTitle="No subscriptions yet"
      emptyBody={<p>Customers who subscribe to a plan will show here.</p>}
    />
  );
}
