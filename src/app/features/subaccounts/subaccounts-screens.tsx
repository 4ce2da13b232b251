import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { SubaccountDetail as Subaccount } from '../../../contract/queries';
import { isAdminRole } from '../../../contract/roles';
import { SPLIT_TYPE_LABELS, splitText } from '../../../contract/subaccounts';
import { SUBACCOUNTS_HEADINGS } from './headings';
import { formatDate } from '../../lib/dates';
import { formatCount, formatMoney } from '../../lib/money';
import { readSessionSnapshot } from '../../lib/session';
import { Button } from '../../ui/button';
import { ConfirmAction } from '../../ui/confirm-action';
import { DetailList, Panel } from '../../ui/detail-list';
import { ListScreen } from '../../ui/list-screen';
import { ModalDialog } from '../../ui/modal-dialog';
import { PagedList } from '../../ui/paged-list';
import { RecordState } from '../../ui/record-state';
import { PlainStatus, StatusBadge } from '../../ui/status-badge';
import { TabsNav } from '../../ui/tabs-nav';
import { toast } from '../../ui/toast';
import {
  subaccountPaymentsQuery,
  subaccountQuery,
  subaccountSettlementsQuery,
  subaccountsPageQuery,
  useSetSubaccountStatus,
} from './api';
import { SubaccountForm } from './subaccount-form';
import { errorText } from '../../lib/error-text';
import './subaccounts.css';

function StatusOf({ status }: { status: 'active' | 'inactive' }) {
  return status === 'active' ? (
    <StatusBadge label="Active" tone="success" />
  ) : (
    <StatusBadge label="Deactivated" tone="neutral" />
  );
}

/** subaccounts: the accounts payments are split with; admins create new ones here. */
export function SubaccountsScreen() {
  const canManage = isAdminRole(readSessionSnapshot().role);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <ListScreen
        heading={SUBACCOUNTS_HEADINGS['/dashboard/subaccounts']}
        actions={canManage ? <Button onClick={() => setCreating(true)}>New subaccount</Button> : undefined}
        what="subaccounts"
        query={subaccountsPageQuery}
        rows={(data) => data.subaccounts}
        columns={[
          { key: 'name', header: 'Business name', primary: true, cell: (row) => row.business_name },
          { key: 'contact', header: 'Contact', cell: (row) => row.fullname },
          { key: 'bank', header: 'Bank', cell: (row) => row.bank_name },
          { key: 'account', header: 'Account number', cell: (row) => row.account_number },
          { key: 'id', header: 'Subaccount ID', cell: (row) => row.subaccount_id },
          { key: 'status', header: 'Status', cell: (row) => <StatusOf status={row.status} /> },
          { key: 'date', header: 'Created', cell: (row) => formatDate(row.date_created) },
        ]}
        rowKey={(row) => row.id}
        rowLink={(row) => `/dashboard/subaccounts/${row.id}`}
        searchLabel="Search by business name"
        emptyTitle="No subaccounts yet"
        emptyBody={<p>Subaccounts you create to split payments will show here.</p>}
      />
      <ModalDialog isOpen={creating} onOpenChange={setCreating} title="New subaccount" variant="sheet">
        {creating ? (
          <SubaccountForm
            onCancel={() => setCreating(false)}
            onDone={(saved) => {
              setCreating(false);
              void navigate({ to: '/dashboard/subaccounts/$id', params: { id: String(saved.id) } });
            }}
          />
        ) : null}
      </ModalDialog>
    </>
  );
}

export interface SubaccountDetailProps {
  id: string;
  tab: 'transactions' | 'settlements';
}

/** subaccounts/{id}: the subaccount and its split, with its transactions and settlements tabs. */
export function SubaccountDetail({ id, tab }: SubaccountDetailProps) {
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  return (
    <RecordState
      what="subaccount"
      heading={SUBACCOUNTS_HEADINGS['/dashboard/subaccounts/$id']}
      back={<Link to="/dashboard/subaccounts">← All subaccounts</Link>}
      query={numeric === null ? null : { ...subaccountQuery(numeric), retry: false }}
      render={(row) => ({ title: row.business_name, body: <SubaccountBody row={row} tab={tab} /> })}
    />
  );
}

function SubaccountBody({ row, tab }: { row: Subaccount; tab: SubaccountDetailProps['tab'] }) {
  const canManage = isAdminRole(readSessionSnapshot().role);
  return (
    <>
      <Panel title="Details">
        <DetailList
          items={[
            { label: 'Status', value: <StatusOf status={row.status} /> },
            {
              label: 'Split',
              value: `${SPLIT_TYPE_LABELS[row.split_type]}: ${splitText(row)} of each payment to ${row.business_name}`,
            },
            { label: 'Subaccount ID', value: row.subaccount_id },
            { label: 'Contact', value: row.fullname },
            ...(row.business_email ? [{ label: 'Email', value: row.business_email }] : []),
            ...(row.business_mobile ? [{ label: 'Phone number', value: row.business_mobile }] : []),
            { label: 'Bank', value: row.bank_name },
            { label: 'Account number', value: row.account_number },
            ...(row.account_name ? [{ label: 'Account name', value: row.account_name }] : []),
            { label: 'Created', value: formatDate(row.date_created) },
            ...row.totals.map((t) => ({
              label: `Subaccount's shares (${t.currency})`,
              value: `${formatMoney(t.total, t.currency)} from ${formatCount(t.payments)} payment${t.payments === 1 ? '' : 's'}`,
            })),
          ]}
        />
        {canManage ? <Manage row={row} /> : null}
      </Panel>
      <TabsNav
        label="Subaccount"
        items={[
          { label: 'Transactions', to: `/dashboard/subaccounts/${row.id}`, search: { tab: 'transactions' } },
          { label: 'Settlements', to: `/dashboard/subaccounts/${row.id}`, search: { tab: 'settlements' } },
        ]}
      />
      {tab === 'transactions' ? (
        <PagedList
          key="transactions"
          title="Split transactions"
          state="local"
          what="transactions"
          query={subaccountPaymentsQuery(row.id)}
          rows={(data) => data.transactions}
          columns={[
            { key: 'reference', header: 'Reference', primary: true, cell: (t) => t.reference },
            { key: 'customer', header: 'Customer', cell: (t) => t.customer_name ?? '—' },
            { key: 'amount', header: 'Amount', align: 'end', cell: (t) => formatMoney(t.amount, t.currency) },
            {
              key: 'share',
              header: 'Subaccount share',
              align: 'end',
              cell: (t) => (
                <PhoneLabelled label="Subaccount share" value={formatMoney(t.subaccount_share, t.currency)} />
              ),
            },
            {
              key: 'yours',
              header: 'Your share',
              align: 'end',
              cell: (t) => <PhoneLabelled label="Your share" value={formatMoney(t.merchant_share, t.currency)} />,
            },
            { key: 'fee', header: 'Fee', align: 'end', wideOnly: true, cell: (t) => formatMoney(t.fee, t.currency) },
            { key: 'date', header: 'Date', cell: (t) => formatDate(t.date_created) },
          ]}
          rowKey={(t) => t.transaction_id}
          rowLink={(t) => `/dashboard/transactions/${t.transaction_id}`}
          emptyTitle="No split transactions yet"
          emptyBody={<p>Payments through links split with {row.business_name} will show here.</p>}
        />
      ) : (
        <PagedList
          key="settlements"
          title="Settlements"
          state="local"
          what="settlements"
          query={subaccountSettlementsQuery(row.id)}
          rows={(data) => data.settlements}
          columns={[
            { key: 'due', header: 'Due date', primary: true, cell: (st) => formatDate(st.due_date) },
            {
              key: 'share',
              header: 'Subaccount share',
              align: 'end',
              cell: (st) => (
                <PhoneLabelled label="Subaccount share" value={formatMoney(st.subaccount_share, st.currency)} />
              ),
            },
            {
              key: 'gross',
              header: 'Payments total',
              align: 'end',
              wideOnly: true,
              cell: (st) => formatMoney(st.gross_amount, st.currency),
            },
            { key: 'count', header: 'Payments', align: 'end', cell: (st) => st.transactions_count },
            { key: 'status', header: 'Status', cell: (st) => <PlainStatus status={st.status} /> },
          ]}
          rowKey={(st) => st.settlement_id}
          rowLink={(st) => `/dashboard/balance/settlements/${st.settlement_id}`}
          emptyTitle="No subaccount settlements yet"
          emptyBody={<p>Settlements of payments split with {row.business_name} will show here.</p>}
        />
      )}
    </>
  );
}

/** A phone's two-line row has no column headers: the share says what it is there. */
function PhoneLabelled({ label, value }: { label: string; value: string }) {
  return (
    <>
      <span className="subaccount-phone-label">{label}: </span>
      {value}
    </>
  );
}

/** Edit, deactivate or activate: the admins' actions on a subaccount. */
function Manage({ row }: { row: Subaccount }) {
  const [editing, setEditing] = useState(false);
  // The change asked for, kept while its sheet closes (the saved status would flip its words meanwhile).
  const offered = row.status === 'active' ? 'inactive' : 'active';
  const [next, setNext] = useState<'active' | 'inactive'>(offered);
  const [confirming, setConfirming] = useState(false);
  const status = useSetSubaccountStatus(row.id);
  return (
    <>
      <div className="subaccount-manage">
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Edit subaccount
        </Button>
        <Button
          variant={offered === 'inactive' ? 'ghost' : 'secondary'}
          onClick={() => {
            status.reset();
            setNext(offered);
            setConfirming(true);
          }}
        >
          {offered === 'inactive' ? 'Deactivate' : 'Activate'}
        </Button>
      </div>
      <ModalDialog isOpen={editing} onOpenChange={setEditing} title="Edit subaccount" variant="sheet">
        {editing ? (
          <SubaccountForm subaccount={row} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
        ) : null}
      </ModalDialog>
      <ModalDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={next === 'inactive' ? `Deactivate ${row.business_name}?` : `Activate ${row.business_name}?`}
        role="alertdialog"
        variant="sheet"
      >
        <ConfirmAction
          note={
            next === 'inactive'
              ? 'Payments through links that use it will no longer be split: the whole amount goes to your balance. Splits already made stay.'
              : 'Payments through links that use it will be split again from now on.'
          }
          confirmLabel={next === 'inactive' ? 'Deactivate' : 'Activate'}
          isPending={status.isPending}
          error={status.isError ? errorText(status.error) : null}
          onKeep={() => setConfirming(false)}
          onConfirm={() =>
            status.mutate(next, {
              onSuccess: (saved) => {
                setConfirming(false);
                toast.success(saved.status === 'active' ? 'Subaccount activated' : 'Subaccount deactivated');
              },
            })
          }
        />
      </ModalDialog>
    </>
  );
}
