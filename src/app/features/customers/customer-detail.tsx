import { CUSTOMERS_HEADINGS } from './headings';
import { Link } from '@tanstack/react-router';
import { getFormProps, useForm } from '@conform-to/react';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { toast } from '../../ui/toast';
import { BlacklistRequest, type CustomerDetail as Detail } from '../../../contract/queries';
import { isAdminRole } from '../../../contract/roles';
import { formatDate } from '../../lib/dates';
import { formatCount, formatMoney } from '../../lib/money';
import { readSessionSnapshot } from '../../lib/session';
import { Button } from '../../ui/button';
import { DetailList, Panel } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import { FormTextField } from '../../ui/form-fields';
import { PagedList } from '../../ui/paged-list';
import { RecordState } from '../../ui/record-state';
import { paymentColumns } from '../../ui/payment-columns';
import { StatusBadge } from '../../ui/status-badge';
import { customerQuery, customerTransactionsQuery, useAddBlacklist, useRemoveBlacklist } from './api';
import { validateWith } from '../../lib/form-validation';

/** The reason, as the blacklist request reads it. */
const BlacklistReasonForm = v.pick(BlacklistRequest, ['reason']);

/** Blacklisting from the customer's page: a reason, then the customer's email is blocked. */
function BlacklistControl({ customer }: { customer: Detail }) {
  const [open, setOpen] = useState(false);
  const add = useAddBlacklist();
  const remove = useRemoveBlacklist();
  const id = useId();
  const [form, fields] = useForm({
    id: `blacklist-customer-${id}`,
    ...validateWith(BlacklistReasonForm, { when: 'submit' }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      add.mutate(
        { customer_id: customer.id, type: 'email', reason: submission.value.reason },
        {
          onSuccess: () => {
            toast.success(`${customer.customer_fullname} is blacklisted`);
            setOpen(false);
          },
        },
      );
    },
  });

  if (customer.blacklist.length > 0) {
    return (
      <div className="stack-sm">
        <p>
          <StatusBadge label="Blacklisted" tone="danger" /> {customer.blacklist[0]!.reason}
        </p>
        <Button
          variant="secondary"
          isPending={remove.isPending}
          onClick={async () => {
            try {
              for (const entry of customer.blacklist) await remove.mutateAsync(entry.id);
              toast.success(`${customer.customer_fullname} can pay you again`);
            } catch (e) {
              toast.error(e instanceof Error ? e.message : 'Could not remove the customer from the blacklist');
            }
          }}
        >
          Remove from blacklist
        </Button>
      </div>
    );
  }
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Blacklist customer
      </Button>
    );
  }
  return (
    <form {...getFormProps(form)} className="stack-sm" aria-label="Blacklist this customer">
      <FormTextField field={fields.reason} label="Why are you blacklisting this customer?" maxLength={200} />
      {add.isError ? <FormAlert>{add.error.message}</FormAlert> : null}
      <div className="row">
        <Button type="submit" isPending={add.isPending}>
          Confirm blacklist
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** customers/{id}: the customer, totals, blacklist state and their payments. */
export function CustomerDetail({ id }: { id: string }) {
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const session = readSessionSnapshot();
  const parent = session.business?.parent_account_id ?? 0;
  return (
    <RecordState
      what="customer"
      heading={CUSTOMERS_HEADINGS['/dashboard/customers/$id']}
      back={<Link to="/dashboard/customers/list">← All customers</Link>}
      query={numeric === null ? null : customerQuery(numeric)}
      render={(customer) => ({
        title: customer.customer_fullname || customer.customer_email,
        body: (
          <>
            <Panel title="Profile">
              <DetailList
                items={[
                  { label: 'Name', value: customer.customer_fullname || 'Not Available' },
                  { label: 'Email', value: customer.customer_email },
                  { label: 'Phone', value: customer.phone ?? 'Not Available' },
                  { label: 'City', value: customer.city ?? 'Not Available' },
                  { label: 'Customer since', value: formatDate(customer.date_created) },
                  {
                    label: 'Last payment',
                    value: customer.last_payment_at ? formatDate(customer.last_payment_at) : '—',
                  },
                ]}
              />
              {isAdminRole(session.role) ? <BlacklistControl customer={customer} /> : null}
            </Panel>
            <Panel title="Totals">
              {customer.totals.length === 0 ? (
                <p className="text-secondary">No payments yet.</p>
              ) : (
                <DetailList
                  items={customer.totals.flatMap((t) => [
                    { label: `Spent (${t.currency})`, value: formatMoney(t.total_spent, t.currency) },
                    { label: `Successful payments (${t.currency})`, value: formatCount(t.payments) },
                    { label: `Refunded (${t.currency})`, value: formatMoney(t.refunded, t.currency) },
                  ])}
                />
              )}
            </Panel>
            <PagedList
              title="Payments"
              state="local"
              what="payments"
              query={customerTransactionsQuery(customer.id)}
              rows={(data) => data.transactions}
              columns={paymentColumns(parent)}
              rowKey={(row) => row.id}
              rowLink={(row) => `/dashboard/transactions/${row.id}`}
              emptyTitle="No payments from this customer yet"
            />
          </>
        ),
      })}
    />
  );
}
