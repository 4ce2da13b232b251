import { TRANSACTIONS_HEADINGS } from './headings';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from '../../ui/toast';
import type { TransactionDetail as Detail } from '../../../contract/queries';
import { isAdminRole } from '../../../contract/roles';
import { transactionStatusLabel } from '../../../contract/rules';
import { formatDate, formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { readSessionSnapshot } from '../../lib/session';
import { Button } from '../../ui/button';
import { DetailList, Panel } from '../../ui/detail-list';
import { RecordState } from '../../ui/record-state';
import { StatusBadge, toneOfStatus } from '../../ui/status-badge';
import { transactionQuery, useResendReceipt } from './api';
import { RefundDialog } from './refund-dialog';
import { paymentTypeLabel } from './transaction-columns';
import './transactions.css';

export interface TransactionDetailProps {
  id: string;
}

function Actions({ t, canRefund }: { t: Detail; canRefund: boolean }) {
  const [refunding, setRefunding] = useState(false);
  const receipt = useResendReceipt(t.id);
  const paid = t.status === 'successful';
  if (!paid) return null;
  return (
    <div className="tx-actions">
      {canRefund && t.refundable > 0 ? (
        <>
          <Button onClick={() => setRefunding(true)}>Refund</Button>
          <RefundDialog
            transactionId={t.id}
            reference={t.unique_reference}
            currency={t.currency}
            refundable={t.refundable}
            isOpen={refunding}
            onOpenChange={setRefunding}
          />
        </>
      ) : null}
      {t.customer ? (
        <Button
          variant="secondary"
          isPending={receipt.isPending}
          onClick={() =>
            receipt.mutate(undefined, {
              onSuccess: (data) => toast.success(`Receipt sent to ${data.sent_to}`),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          Resend receipt
        </Button>
      ) : null}
    </div>
  );
}

function Body({ t, parent, canRefund }: { t: Detail; parent: number; canRefund: boolean }) {
  return (
    <>
      <Actions t={t} canRefund={canRefund} />
      <div className="tx-panels">
        <Panel title="Payment">
          <DetailList
            items={[
              { label: 'Amount', value: formatMoney(t.amount_charged, t.currency) },
              {
                label: 'Status',
                value: <StatusBadge label={transactionStatusLabel(t.status, parent)} tone={toneOfStatus(t.status)} />,
              },
              { label: 'Fee', value: formatMoney(t.fee, t.currency) },
              { label: 'You receive', value: formatMoney(t.net_amount, t.currency) },
              { label: 'Refunded', value: formatMoney(t.amount_refunded, t.currency) },
              { label: 'Reference', value: t.unique_reference },
              { label: 'Narration', value: t.narration || '—' },
              { label: 'Date', value: formatDateTime(t.date_created) },
            ]}
          />
        </Panel>
        <Panel title="Customer">
          {t.customer ? (
            <DetailList
              items={[
                {
                  label: 'Name',
                  value: (
                    <Link to="/dashboard/customers/$id" params={{ id: String(t.customer.id) }} className="touch-link">
                      {t.customer.fullname}
                    </Link>
                  ),
                },
                { label: 'Email', value: t.customer.email },
                { label: 'Phone', value: t.customer.phone ?? '—' },
                { label: 'Device', value: t.device ?? '—' },
                { label: 'City', value: t.city ?? '—' },
              ]}
            />
          ) : (
            <p className="text-secondary">No customer details were captured for this payment.</p>
          )}
        </Panel>
        <Panel title="Payment method">
          <DetailList
            items={[
              { label: 'Type', value: paymentTypeLabel(t.payment_type) },
              ...(t.card
                ? [{ label: 'Card', value: `${t.card.brand} ${t.card.first6.slice(0, 4)} •••• ${t.card.last4}` }]
                : []),
              ...(t.bank ? [{ label: 'Bank', value: t.bank }] : []),
              ...(t.subaccount
                ? [
                    {
                      label: 'Split to',
                      value: (
                        <Link
                          to="/dashboard/subaccounts/$id"
                          params={{ id: String(t.subaccount.id) }}
                          search={{ tab: 'transactions' }}
                          className="touch-link"
                        >
                          {t.subaccount.business_name}
                        </Link>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </Panel>
        <Panel title="Settlement">
          {t.settlement ? (
            <DetailList
              items={[
                {
                  label: 'Settlement',
                  value: (
                    <Link
                      to="/dashboard/balance/settlements/$id"
                      params={{ id: String(t.settlement.id) }}
                      className="touch-link"
                    >
                      Settlement #{t.settlement.id}
                    </Link>
                  ),
                },
                {
                  label: 'Status',
                  value: <StatusBadge label={t.settlement.status} tone={toneOfStatus(t.settlement.status)} />,
                },
                { label: 'Due', value: formatDate(t.settlement.due_date) },
                { label: 'Settled amount', value: formatMoney(t.settlement.net_amount, t.settlement.currency) },
              ]}
            />
          ) : (
            <p className="text-secondary">
              {t.status === 'successful' ? 'Not settled yet.' : 'Only successful payments are settled.'}
            </p>
          )}
        </Panel>
        {t.refunds.length > 0 ? (
          <Panel title="Refunds">
            <DetailList
              items={t.refunds.map((r) => ({
                label: `${r.reference} · ${formatDate(r.date_created)}`,
                value: `${formatMoney(r.amount, r.currency)}${r.reason ? ` — ${r.reason}` : ''}`,
              }))}
            />
          </Panel>
        ) : null}
        <Panel title="Timeline">
          <ol className="tx-timeline">
            {t.timeline.map((event) => (
              <li key={`${event.event}-${event.at}-${event.label}`} data-event={event.event}>
                <span className="tx-timeline-dot" aria-hidden="true" />
                <span>
                  {event.label}
                  <span className="tx-timeline-at">{formatDateTime(event.at)}</span>
                </span>
              </li>
            ))}
          </ol>
        </Panel>
      </div>
    </>
  );
}

/** transactions/{id}: the payment with its customer, method, settlement, refunds and timeline; refund and receipt. */
export function TransactionDetail({ id }: TransactionDetailProps) {
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const session = readSessionSnapshot();
  const parent = session.business?.parent_account_id ?? 0;
  return (
    <RecordState
      what="transaction"
      heading={TRANSACTIONS_HEADINGS['/dashboard/transactions/$id']}
      back={<Link to="/dashboard/transactions/all">← All transactions</Link>}
      query={numeric === null ? null : { ...transactionQuery(numeric), retry: notFoundNoRetry }}
      render={(t) => ({
        title: `${formatMoney(t.amount_charged, t.currency)} · ${t.unique_reference}`,
        body: <Body t={t} parent={parent} canRefund={isAdminRole(session.role)} />,
      })}
    />
  );
}

const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;
const notFoundNoRetry = (count: number, error: unknown) => !isNotFound(error) && count < 2;
