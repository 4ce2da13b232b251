import { useQuery } from '@tanstack/react-query';
import { PAYMENTS_HEADINGS } from '../../../contract/payments-headings';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { DetailList, Panel } from '../../ui/detail-list';
import { RecordState } from '../../ui/record-state';
import { PlainStatus } from '../../ui/status-badge';
import { paymentLinkQuery, paymentPlanQuery, subscriptionQuery } from './api';

const idOf = (id: string) => (/^\d+$/.test(id) ? Number(id) : null);
const NONE = { isPending: false, isError: false, data: null };

/** payments/links/{id} */
export function PaymentLinkDetail({ id }: { id: string }) {
  const numeric = idOf(id);
  const result = useQuery({ ...paymentLinkQuery(numeric ?? 0), enabled: numeric !== null });
  return (
    <RecordState
      what="payment link"
      heading={PAYMENTS_HEADINGS['/dashboard/payments/links/$id']}
      back={<Link to="/dashboard/payments/links">← All payment links</Link>}
      result={numeric === null ? NONE : result}
      render={(row) => ({
        title: row.title,
        body: (
          <Panel title="Details">
            <DetailList
              items={[
                { label: 'Link', value: `${window.location.origin}/pay/${row.slug}` },
                {
                  label: 'Amount',
                  value: row.amount === null ? 'Customer decides' : formatMoney(row.amount, row.currency),
                },
                { label: 'Status', value: <PlainStatus status={row.status} /> },
                { label: 'Created', value: formatDate(row.date_created) },
              ]}
            />
          </Panel>
        ),
      })}
    />
  );
}

/** payments/plans/{id} */
export function PaymentPlanDetail({ id }: { id: string }) {
  const numeric = idOf(id);
  const result = useQuery({ ...paymentPlanQuery(numeric ?? 0), enabled: numeric !== null });
  return (
    <RecordState
      what="payment plan"
      heading={PAYMENTS_HEADINGS['/dashboard/payments/plans/$id']}
      back={<Link to="/dashboard/payments/plans">← All payment plans</Link>}
      result={numeric === null ? NONE : result}
      render={(row) => ({
        title: row.name,
        body: (
          <Panel title="Details">
            <DetailList
              items={[
                { label: 'Amount', value: formatMoney(row.amount, row.currency) },
                { label: 'Interval', value: row.interval },
                { label: 'Duration', value: row.duration === 0 ? 'Until cancelled' : `${row.duration} charges` },
                { label: 'Subscribers', value: row.subscribers },
                { label: 'Status', value: <PlainStatus status={row.status} /> },
                { label: 'Created', value: formatDate(row.date_created) },
              ]}
            />
          </Panel>
        ),
      })}
    />
  );
}

/** payments/subscriptions/{id} */
export function SubscriptionDetail({ id }: { id: string }) {
  const numeric = idOf(id);
  const result = useQuery({ ...subscriptionQuery(numeric ?? 0), enabled: numeric !== null });
  return (
    <RecordState
      what="subscription"
      heading={PAYMENTS_HEADINGS['/dashboard/payments/subscriptions/$id']}
      back={<Link to="/dashboard/payments/subscriptions">← All subscriptions</Link>}
      result={numeric === null ? NONE : result}
      render={(row) => ({
        title: row.customer_email,
        body: (
          <Panel title="Details">
            <DetailList
              items={[
                { label: 'Plan', value: row.plan_name },
                { label: 'Amount', value: formatMoney(row.amount, row.currency) },
                { label: 'Status', value: <PlainStatus status={row.status} /> },
                { label: 'Next charge', value: formatDate(row.next_due) },
                { label: 'Started', value: formatDate(row.date_created) },
              ]}
            />
          </Panel>
        ),
      })}
    />
  );
}
