import { CUSTOMERS_HEADINGS } from './headings';
import { Link, useNavigate } from '@tanstack/react-router';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import { useId } from 'react';
import * as v from 'valibot';
import { toast } from '../../ui/toast';
import { BLACKLIST_TYPES, type BlacklistEntry, type BlacklistType } from '../../../contract/queries';
import { isAdminRole } from '../../../contract/roles';
import { formatDateTime } from '../../lib/dates';
import { readSessionSnapshot } from '../../lib/session';
import { Button } from '../../ui/button';
import type { Column } from '../../ui/data-list';
import { DetailList, Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { FormAlert } from '../../ui/form-alert';
import { PageHeader } from '../../ui/page-header';
import { PagedList } from '../../ui/paged-list';
import { RecordState } from '../../ui/record-state';
import { TabsNav } from '../../ui/tabs-nav';
import { FormSelect, FormTextField } from '../../ui/form-fields';
import { blacklistEntryQuery, blacklistQuery, useAddBlacklist, useRemoveBlacklist } from './api';
import { CUSTOMER_TABS } from './customers-screen';

const TYPE_LABELS: Record<BlacklistType, string> = { email: 'Emails', phone: 'Phone numbers' };
const TYPE_TABS = [
  { label: 'Everything', to: '/dashboard/customers/blacklist/radar' },
  ...BLACKLIST_TYPES.map((type) => ({ label: TYPE_LABELS[type], to: `/dashboard/customers/blacklisted/${type}` })),
];

const columns: Column<BlacklistEntry>[] = [
  { key: 'value', header: 'Blocked', primary: true, cell: (e) => e.value },
  { key: 'type', header: 'Type', cell: (e) => (e.type === 'email' ? 'Email' : 'Phone number') },
  { key: 'customer', header: 'Customer', cell: (e) => e.customer_fullname ?? 'Not a customer yet' },
  { key: 'reason', header: 'Reason', cell: (e) => e.reason },
  { key: 'date', header: 'Blocked on', cell: (e) => formatDateTime(e.date_created) },
];

const valueLabel = (type: BlacklistType) => (type === 'email' ? 'Email' : 'Phone number');

/** The add form's rules: both fields filled in, the value's message naming what is blocked. */
export const blacklistEntrySchema = v.variant('type', [
  ...BLACKLIST_TYPES.map((type) =>
    v.object({
      type: v.literal(type),
      value: v.pipe(v.string(`${valueLabel(type)} is empty`), v.trim(), v.nonEmpty(`${valueLabel(type)} is empty`)),
      reason: v.pipe(v.string('Reason is empty'), v.trim(), v.nonEmpty('Reason is empty')),
    }),
  ),
]);

/** Blocks an email or a phone number (a customer's, or one that has not paid yet). */
function AddEntryForm() {
  const add = useAddBlacklist();
  const id = useId();
  const [form, fields] = useForm({
    id: `blacklist-${id}`,
    defaultValue: { type: 'email', value: '', reason: '' },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: blacklistEntrySchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      add.mutate(submission.value, {
        onSuccess: (entry) => {
          toast.success(`${entry.value} is blacklisted`);
          // The type stays chosen for the next entry.
          form.update({ name: fields.value.name, value: '' });
          form.update({ name: fields.reason.name, value: '' });
        },
      });
    },
  });
  const type = (form.value as { type?: BlacklistType } | undefined)?.type ?? 'email';
  return (
    <Panel title="Block an email or phone number">
      <form className="stack-sm" {...getFormProps(form)}>
        <FormSelect
          field={fields.type}
          label="Type"
          options={BLACKLIST_TYPES.map((value) => ({ value, label: valueLabel(value) }))}
        />
        <FormTextField
          field={fields.value}
          label={valueLabel(type)}
          type={type === 'email' ? 'email' : 'tel'}
          maxLength={200}
        />
        <FormTextField field={fields.reason} label="Reason" maxLength={200} />
        {add.isError ? <FormAlert>{add.error.message}</FormAlert> : null}
        <div className="row">
          <Button type="submit" isPending={add.isPending}>
            Blacklist
          </Button>
        </div>
      </form>
    </Panel>
  );
}

export interface BlacklistScreenProps {
  /** The blacklist kind from the URL (email or phone); none for the radar. */
  kind?: string;
}

/** customers/blacklist/radar and customers/blacklisted/{type}: blocked emails and phone numbers. */
export function BlacklistScreen({ kind }: BlacklistScreenProps) {
  const type =
    kind === undefined
      ? undefined
      : (BLACKLIST_TYPES as readonly string[]).includes(kind)
        ? (kind as BlacklistType)
        : null;
  const admin = isAdminRole(readSessionSnapshot().role);
  const heading =
    CUSTOMERS_HEADINGS[
      kind === undefined ? '/dashboard/customers/blacklist/radar' : '/dashboard/customers/blacklisted/$type'
    ];
  return (
    <div className="screen">
      <PageHeader {...heading} title={type ? `Blacklisted ${TYPE_LABELS[type].toLowerCase()}` : heading.title} />
      <TabsNav label="Customers" items={CUSTOMER_TABS.items} />
      <TabsNav label="Blacklist" items={TYPE_TABS} />
      {type === null ? (
        <EmptyState title="There is no such blacklist">
          <p>
            Blacklists hold emails or phone numbers.{' '}
            <Link to="/dashboard/customers/blacklist/radar" className="touch-link">
              See the whole blacklist
            </Link>
          </p>
        </EmptyState>
      ) : (
        <>
          <PagedList
            what="blacklist entries"
            query={blacklistQuery(type)}
            rows={(data) => data.entries}
            columns={columns}
            rowKey={(e) => e.id}
            rowLink={(e) => `/dashboard/customers/poll/blacklisted/${e.id}`}
            emptyTitle="Nothing is blacklisted"
            emptyBody={<p>Block a customer from their page, or an email or phone number here.</p>}
          />
          {admin ? <AddEntryForm /> : null}
        </>
      )}
    </div>
  );
}

/** customers/poll/blacklisted/{id}: one blacklist entry, and removing it. */
export function BlacklistEntryScreen({ id }: { id: string }) {
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const remove = useRemoveBlacklist();
  const navigate = useNavigate();
  const admin = isAdminRole(readSessionSnapshot().role);
  return (
    <RecordState
      what="blacklist entry"
      heading={CUSTOMERS_HEADINGS['/dashboard/customers/poll/blacklisted/$id']}
      back={<Link to="/dashboard/customers/blacklist/radar">← Blacklist</Link>}
      query={numeric === null ? null : { ...blacklistEntryQuery(numeric), retry: false }}
      render={(entry) => ({
        title: entry.value,
        body: (
          <Panel title="Details">
            <DetailList
              items={[
                { label: 'Type', value: entry.type === 'email' ? 'Email' : 'Phone number' },
                {
                  label: 'Customer',
                  value: entry.customer_id ? (
                    <Link
                      to="/dashboard/customers/$id"
                      params={{ id: String(entry.customer_id) }}
                      className="touch-link"
                    >
                      {entry.customer_fullname}
                    </Link>
                  ) : (
                    'Not a customer yet'
                  ),
                },
                { label: 'Reason', value: entry.reason },
                { label: 'Blocked on', value: formatDateTime(entry.date_created) },
              ]}
            />
            {remove.isError ? <FormAlert>{remove.error.message}</FormAlert> : null}
            {admin ? (
              <div className="row">
                <Button
                  variant="secondary"
                  isPending={remove.isPending}
                  onClick={() =>
                    remove.mutate(entry.id, {
                      onSuccess: () => {
                        toast.success(`${entry.value} is no longer blacklisted`);
                        void navigate({ to: '/dashboard/customers/blacklist/radar' });
                      },
                    })
                  }
                >
                  Remove from blacklist
                </Button>
              </div>
            ) : null}
          </Panel>
        ),
      })}
    />
  );
}
