import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDate } from '../../lib/dates';
import { intervalLabel, linkPath } from '../../../contract/links-plans';
import { PAYMENTS_HEADINGS } from './headings';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/button';
import { ListScreen } from '../../ui/list-screen';
import { ModalDialog } from '../../ui/modal-dialog';
import { PlainStatus } from '../../ui/status-badge';
import { paymentLinksPageQuery, paymentPlansQuery, subscriptionsQuery } from './api';
import { LinkForm } from './link-form';
import { PlanForm } from './plan-form';

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
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <ListScreen
        heading={PAYMENTS_HEADINGS['/dashboard/payments/links']}
        actions={<Button onClick={() => setCreating(true)}>Create payment link</Button>}
        tabs={PAYMENT_TABS}
        what="payment links"
        query={paymentLinksPageQuery}
        rows={(data) => data.payment_links}
        columns={[
          { key: 'title', header: 'Title', primary: true, cell: (row) => row.title },
          { key: 'slug', header: 'Link', cell: (row) => linkPath(row) },
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
      <ModalDialog isOpen={creating} onOpenChange={setCreating} title="Create a payment link" variant="sheet">
        {creating ? (
          <LinkForm
            onCancel={() => setCreating(false)}
            onDone={(link) => {
              setCreating(false);
              void navigate({ to: '/dashboard/payments/links/$id', params: { id: String(link.id) } });
            }}
          />
        ) : null}
      </ModalDialog>
    </>
  );
}

/** payments/plans */
export function PaymentPlansScreen() {
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <ListScreen
        heading={PAYMENTS_HEADINGS['/dashboard/payments/plans']}
        actions={<Button onClick={() => setCreating(true)}>Create payment plan</Button>}
        tabs={PAYMENT_TABS}
        what="payment plans"
        query={paymentPlansQuery}
        rows={(data) => data.plans}
        columns={[
          { key: 'name', header: 'Name', primary: true, cell: (row) => row.name },
          { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
          { key: 'interval', header: 'Interval', cell: (row) => intervalLabel(row.interval) },
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
      <ModalDialog isOpen={creating} onOpenChange={setCreating} title="Create a payment plan" variant="sheet">
        {creating ? (
          <PlanForm
            onCancel={() => setCreating(false)}
            onDone={(plan) => {
              setCreating(false);
              void navigate({ to: '/dashboard/payments/plans/$id', params: { id: String(plan.id) } });
            }}
          />
        ) : null}
      </ModalDialog>
    </>
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
