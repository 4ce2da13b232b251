import { type QueryKey, type UseSuspenseQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  intervalLabel,
  type LinkPaymentsList,
  linksPlansEndpoints,
  type PaymentLinkDetail as LinkDetail,
} from '../../../contract/links-plans';
import { PAYMENTS_HEADINGS } from './headings';
import { call } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { linkPaymentsQuery, paymentLinkDetailQuery, paymentLinkKeys, publicLinkUrl } from '../../queries/payment-links';
import { Button } from '../../ui/button';
import { DataList } from '../../ui/data-list';
import { DetailList, Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { FormAlert } from '../../ui/form-alert';
import { LinkShare } from '../../ui/link-share';
import { ModalDialog } from '../../ui/modal-dialog';
import { PagedList } from '../../ui/paged-list';
import { RecordState } from '../../ui/record-state';
import { PlainStatus } from '../../ui/status-badge';
import { toast } from '../../ui/toast';
import { paymentPlanDetailQuery, planKeys, planPaymentsQuery, subscriptionDetailQuery, subscriptionKeys } from './api';
import { LinkForm } from './link-form';
import { PlanForm } from './plan-form';
import { errorText } from '../../lib/error-text';
import './payments.css';
import '../../ui/form-layout.css';

const idOf = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : null);

interface ConfirmProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  confirm: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
}

/** A confirmation sheet for a change that cannot be taken back. */
function Confirm({ isOpen, onOpenChange, title, body, confirm, pending, error, onConfirm }: ConfirmProps) {
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} role="alertdialog" variant="sheet">
      <div className="form-stack">
        <p>{body}</p>
        {error ? <FormAlert>{errorText(error)}</FormAlert> : null}
        <div className="pl-actions">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Keep it
          </Button>
          <Button onClick={onConfirm} isPending={pending}>
            {confirm}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}

function linkAmount(row: { amount: number | null; currency: string }) {
  return row.amount === null ? `Customer decides (${row.currency})` : formatMoney(row.amount, row.currency);
}

/** payments/links/{id}: share the link, change, disable or delete it, and see what it was paid. */
export function PaymentLinkDetail({ id }: { id: string }) {
  const numeric = idOf(id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const toggle = useMutation({
    mutationFn: (status: 'active' | 'inactive') =>
      call(linksPlansEndpoints.setPaymentLinkStatus, { params: { id: numeric ?? 0 }, body: { status } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(paymentLinkKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: paymentLinkKeys.all });
      toast.success(saved.status === 'active' ? 'Payment link enabled.' : 'Payment link disabled.');
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const remove = useMutation({
    mutationFn: () => call(linksPlansEndpoints.deletePaymentLink, { params: { id: numeric ?? 0 } }),
    onSuccess: () => {
      toast.success('Payment link deleted.');
      setDeleting(false);
      queryClient.removeQueries({ queryKey: paymentLinkKeys.one(numeric ?? 0) });
      void queryClient.invalidateQueries({ queryKey: paymentLinkKeys.all });
      void navigate({ to: '/dashboard/payments/links' });
    },
  });
  return (
    <RecordState
      what="payment link"
      heading={PAYMENTS_HEADINGS['/dashboard/payments/links/$id']}
      back={<Link to="/dashboard/payments/links">← All payment links</Link>}
      query={numeric === null ? null : paymentLinkDetailQuery(numeric)}
      render={(row: LinkDetail) => ({
        title: row.title,
        body: (
          <>
            <div className="pl-actions" style={{ justifyContent: 'flex-start' }}>
              {row.plan_id === null ? (
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  Edit
                </Button>
              ) : (
                <Link
                  to="/dashboard/payments/plans/$id"
                  params={{ id: String(row.plan_id) }}
                  className="button"
                  data-variant="secondary"
                >
                  Open its plan
                </Link>
              )}
              <Button
                variant="secondary"
                isPending={toggle.isPending}
                onClick={() => toggle.mutate(row.status === 'active' ? 'inactive' : 'active')}
              >
                {row.status === 'active' ? 'Disable' : 'Enable'}
              </Button>
              {row.plan_id === null ? (
                <Button variant="secondary" onClick={() => setDeleting(true)}>
                  Delete
                </Button>
              ) : null}
            </div>
            <div className="pl-panels">
              <Panel title="Share">
                <LinkShare url={publicLinkUrl(row)} title={row.title} />
              </Panel>
              <Panel title="Details">
                <DetailList
                  items={[
                    { label: 'Status', value: <PlainStatus status={row.status} /> },
                    { label: 'Kind', value: row.kind === 'donation' ? 'Donations' : 'Payment' },
                    { label: 'Amount', value: linkAmount(row) },
                    ...(row.kind === 'donation' && row.suggested_amounts.length
                      ? [
                          {
                            label: 'Suggested amounts',
                            value: row.suggested_amounts.map((a) => formatMoney(a, row.currency)).join(', '),
                          },
                        ]
                      : []),
                    ...(row.description ? [{ label: 'Description', value: row.description }] : []),
                    ...(row.subaccount
                      ? [
                          {
                            label: 'Split with',
                            value: (
                              <Link to="/dashboard/subaccounts/$id" params={{ id: String(row.subaccount.id) }}>
                                {row.subaccount.business_name}
                              </Link>
                            ),
                          },
                        ]
                      : []),
                    {
                      label: 'Extra details asked',
                      value: row.custom_fields.length
                        ? row.custom_fields.map((f) => `${f.label}${f.required ? ' (required)' : ''}`).join(', ')
                        : 'None',
                    },
                    {
                      label: 'Payments',
                      value: row.payment_limit
                        ? `${row.payments_count} of at most ${row.payment_limit}`
                        : String(row.payments_count),
                    },
                    { label: 'Expires', value: row.expires_at ? formatDate(row.expires_at) : 'Never' },
                    { label: 'After paying', value: row.redirect_url ?? 'Our payment confirmation page' },
                    { label: 'Created', value: formatDate(row.date_created) },
                  ]}
                />
              </Panel>
            </div>
            <PaymentsMade
              query={(page) => linkPaymentsQuery(row.id, page)}
              emptyBody="Payments made through this link will show here."
            />
            <ModalDialog isOpen={editing} onOpenChange={setEditing} title="Edit payment link" variant="sheet">
              {editing ? (
                <LinkForm link={row} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
              ) : null}
            </ModalDialog>
            <Confirm
              isOpen={deleting}
              onOpenChange={setDeleting}
              title={`Delete ${row.title}?`}
              body="Customers will no longer be able to open it. Payments already made through it stay in your transactions."
              confirm="Delete link"
              pending={remove.isPending}
              error={remove.isError ? remove.error : null}
              onConfirm={() => remove.mutate()}
            />
          </>
        ),
      })}
    />
  );
}

/** payments/plans/{id}: the plan, the link customers subscribe through, edit and cancel. */
export function PaymentPlanDetail({ id }: { id: string }) {
  const numeric = idOf(id);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const saved = (plan: Awaited<ReturnType<typeof call<typeof linksPlansEndpoints.paymentPlan>>>) => {
    queryClient.setQueryData(planKeys.one(plan.id), plan);
    void queryClient.invalidateQueries({ queryKey: planKeys.all });
    void queryClient.invalidateQueries({ queryKey: paymentLinkKeys.all });
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
  };
  const cancel = useMutation({
    mutationFn: () => call(linksPlansEndpoints.cancelPaymentPlan, { params: { id: numeric ?? 0 } }),
    onSuccess: (plan) => {
      saved(plan);
      setCancelling(false);
      toast.success('Payment plan cancelled.');
    },
  });
  const makeLink = useMutation({
    mutationFn: () => call(linksPlansEndpoints.createPlanLink, { params: { id: numeric ?? 0 } }),
    onSuccess: saved,
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <RecordState
      what="payment plan"
      heading={PAYMENTS_HEADINGS['/dashboard/payments/plans/$id']}
      back={<Link to="/dashboard/payments/plans">← All payment plans</Link>}
      query={numeric === null ? null : paymentPlanDetailQuery(numeric)}
      render={(row) => ({
        title: row.name,
        body: (
          <>
            {row.status === 'active' ? (
              <div className="pl-actions" style={{ justifyContent: 'flex-start' }}>
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  Edit
                </Button>
                <Button variant="secondary" onClick={() => setCancelling(true)}>
                  Cancel plan
                </Button>
              </div>
            ) : null}
            <div className="pl-panels">
              <Panel title="Subscribe link">
                {row.link ? (
                  <>
                    {row.link.status === 'inactive' ? (
                      <p className="form-muted">
                        This link is disabled: <PlainStatus status="inactive" />
                      </p>
                    ) : null}
                    <LinkShare url={publicLinkUrl({ kind: 'payment', slug: row.link.slug })} title={row.name} />
                    <Link to="/dashboard/payments/links/$id" params={{ id: String(row.link.id) }}>
                      Open the link and its payments
                    </Link>
                  </>
                ) : row.status === 'active' ? (
                  <EmptyState title="No payment link yet">
                    <p>Customers subscribe by paying the plan's link.</p>
                    <Button onClick={() => makeLink.mutate()} isPending={makeLink.isPending}>
                      Make its payment link
                    </Button>
                  </EmptyState>
                ) : (
                  <p className="form-muted">A cancelled plan takes no new subscribers.</p>
                )}
              </Panel>
              <Panel title="Details">
                <DetailList
                  items={[
                    { label: 'Status', value: <PlainStatus status={row.status} /> },
                    { label: 'Amount', value: formatMoney(row.amount, row.currency) },
                    { label: 'Interval', value: intervalLabel(row.interval) },
                    {
                      label: 'Number of charges',
                      value: row.duration === 0 ? 'Until cancelled' : `${row.duration} charges`,
                    },
                    { label: 'Active subscribers', value: row.subscribers },
                    { label: 'Created', value: formatDate(row.date_created) },
                  ]}
                />
              </Panel>
            </div>
            <PaymentsMade
              query={(page) => planPaymentsQuery(row.id, page)}
              emptyBody="Payments of subscribers, their first and each renewal, will show here."
            />
            <ModalDialog isOpen={editing} onOpenChange={setEditing} title="Edit payment plan" variant="sheet">
              {editing ? (
                <PlanForm plan={row} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
              ) : null}
            </ModalDialog>
            <Confirm
              isOpen={cancelling}
              onOpenChange={setCancelling}
              title={`Cancel ${row.name}?`}
              body="Its link is disabled and every active subscription to it is cancelled: no one is charged again. This cannot be undone."
              confirm="Cancel plan"
              pending={cancel.isPending}
              error={cancel.isError ? cancel.error : null}
              onConfirm={() => cancel.mutate()}
            />
          </>
        ),
      })}
    />
  );
}

/** payments/subscriptions/{id}: plan, customer, next charge, charge history, cancel. */
export function SubscriptionDetail({ id }: { id: string }) {
  const numeric = idOf(id);
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const cancel = useMutation({
    mutationFn: () => call(linksPlansEndpoints.cancelSubscription, { params: { id: numeric ?? 0 } }),
    onSuccess: (sub) => {
      queryClient.setQueryData(subscriptionKeys.one(sub.id), sub);
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      void queryClient.invalidateQueries({ queryKey: planKeys.all });
      setCancelling(false);
      toast.success('Subscription cancelled.');
    },
  });
  return (
    <RecordState
      what="subscription"
      heading={PAYMENTS_HEADINGS['/dashboard/payments/subscriptions/$id']}
      back={<Link to="/dashboard/payments/subscriptions">← All subscriptions</Link>}
      query={numeric === null ? null : subscriptionDetailQuery(numeric)}
      render={(row) => ({
        title: row.customer_email,
        body: (
          <>
            {row.status === 'active' || row.status === 'past_due' ? (
              <div className="pl-actions" style={{ justifyContent: 'flex-start' }}>
                <Button variant="secondary" onClick={() => setCancelling(true)}>
                  Cancel subscription
                </Button>
              </div>
            ) : null}
            <Panel title="Details">
              <DetailList
                items={[
                  { label: 'Status', value: <PlainStatus status={row.status} /> },
                  {
                    label: 'Plan',
                    value: (
                      <Link to="/dashboard/payments/plans/$id" params={{ id: String(row.plan_id) }}>
                        {row.plan_name}
                      </Link>
                    ),
                  },
                  {
                    label: 'Customer',
                    value: row.customer_name ? `${row.customer_name} (${row.customer_email})` : row.customer_email,
                  },
                  {
                    label: 'Amount',
                    value: `${formatMoney(row.amount, row.currency)} ${intervalLabel(row.plan_interval).toLowerCase()}`,
                  },
                  {
                    label: 'Number of charges',
                    value: row.plan_duration === 0 ? 'Until cancelled' : `${row.plan_duration} in all`,
                  },
                  { label: 'Next charge', value: row.next_due ? formatDate(row.next_due) : 'None' },
                  { label: 'Started', value: formatDate(row.date_created) },
                ]}
              />
            </Panel>
            <section className="paged-list">
              <h2 className="paged-list-title">Charges</h2>
              {row.charges.length === 0 ? (
                <EmptyState title="No charges yet">
                  <p>Each charge of this subscription, paid or failed, will show here.</p>
                </EmptyState>
              ) : (
                <DataList
                  caption="Charges"
                  rows={row.charges}
                  rowKey={(c) => c.id}
                  columns={[
                    { key: 'date', header: 'Date', primary: true, cell: (c) => formatDate(c.date) },
                    { key: 'amount', header: 'Amount', align: 'end', cell: (c) => formatMoney(c.amount, c.currency) },
                    {
                      key: 'status',
                      header: 'Status',
                      cell: (c) => (
                        <>
                          <PlainStatus status={c.status} />
                          {c.failure_reason ? ` ${c.failure_reason}` : null}
                        </>
                      ),
                    },
                    { key: 'reference', header: 'Reference', cell: (c) => c.reference ?? '—' },
                  ]}
                />
              )}
            </section>
            <Confirm
              isOpen={cancelling}
              onOpenChange={setCancelling}
              title="Cancel this subscription?"
              body={`${row.customer_email} will not be charged for ${row.plan_name} again. This cannot be undone.`}
              confirm="Cancel subscription"
              pending={cancel.isPending}
              error={cancel.isError ? cancel.error : null}
              onConfirm={() => cancel.mutate()}
            />
          </>
        ),
      })}
    />
  );
}

type LinkPaymentsPage = v.InferOutput<typeof LinkPaymentsList>;

/** The payments made through a link or a plan: each opens its transaction. */
function PaymentsMade<TKey extends QueryKey>({
  query,
  emptyBody,
}: {
  query: (page: number) => UseSuspenseQueryOptions<LinkPaymentsPage, Error, LinkPaymentsPage, TKey>;
  emptyBody: string;
}) {
  return (
    <PagedList
      title="Payments"
      what="payments"
      state="local"
      query={(params) => query(params.page)}
      rows={(data) => data.payments}
      columns={[
        {
          key: 'customer',
          header: 'Customer',
          primary: true,
          cell: (p) => p.customer_name || p.customer_email,
        },
        { key: 'amount', header: 'Amount', align: 'end', cell: (p) => formatMoney(p.amount, p.currency) },
        { key: 'reference', header: 'Reference', cell: (p) => p.reference },
        { key: 'date', header: 'Date', cell: (p) => formatDate(p.date) },
      ]}
      rowKey={(p) => p.id}
      rowLink={(p) => (p.transaction_id ? `/dashboard/transactions/${p.transaction_id}` : null)}
      emptyTitle="No payments yet"
      emptyBody={<p>{emptyBody}</p>}
    />
  );
}
