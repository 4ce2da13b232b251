import { getFormProps, useForm } from '@conform-to/react';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import {
  INVOICE_STATUSES,
  type InvoiceDetail as InvoiceDetailRecord,
  type InvoiceStatus,
  invoiceCanCancel,
  invoiceCanMarkPaid,
  invoiceCanRemind,
  invoiceCanSend,
  invoiceIsEditable,
  invoicePdfPath,
  invoicePublicPath,
  invoiceStatusLabel,
  MarkInvoicePaidRequest,
  OFFLINE_PAYMENT_METHODS,
} from '../../../contract/invoices';
import { INVOICES_HEADINGS } from './headings';
import { fetchFile } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { saveBlob } from '../../lib/download';
import { errorText } from '../../lib/error-text';
import { formatMoney } from '../../lib/money';
import { recordQuery } from '../../lib/record-id';
import { Button } from '../../ui/button';
import { ConfirmSheet, ConfirmMutation } from '../../ui/confirm-action';
import { DataList } from '../../ui/data-list';
import { DetailList, Panel } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import { ListScreen } from '../../ui/list-screen';
import { ModalDialog } from '../../ui/modal-dialog';
import { FormScreen } from '../../ui/form-screen';
import { RecordState } from '../../ui/record-state';
import { SelectField } from '../../ui/select-field';
import { StatusBadge, toneOfStatus } from '../../ui/status-badge';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { type InvoiceAction, invoiceQuery, invoicesQuery, useInvoiceAction, useMarkInvoicePaid } from './api';
import { InvoiceForm } from './invoice-form';
import '../../ui/form-layout.css';
import './invoices.css';
import { fieldProps } from '../../lib/field-props';
import { validateWith } from '../../lib/form-validation';

export function InvoiceStatusBadge({ status }: { status: string }) {
  return <StatusBadge label={invoiceStatusLabel(status)} tone={toneOfStatus(status)} />;
}

const BACK = <Link to="/dashboard/invoices/list">← All invoices</Link>;

const NEW_INVOICE = (
  <Link to="/dashboard/invoices/create" className="button" data-variant="primary">
    New invoice
  </Link>
);

export interface InvoicesScreenProps {
  status?: InvoiceStatus | undefined;
}

/** invoices/list, with a tab per status. */
export function InvoicesScreen({ status }: InvoicesScreenProps) {
  return (
    <ListScreen
      heading={INVOICES_HEADINGS['/dashboard/invoices/list']}
      actions={NEW_INVOICE}
      tabs={{
        label: 'Invoice status',
        items: [
          { label: 'All', to: '/dashboard/invoices/list' },
          ...INVOICE_STATUSES.map((s) => ({
            label: invoiceStatusLabel(s),
            to: '/dashboard/invoices/list',
            search: { status: s },
          })),
        ],
      }}
      what="invoices"
      query={(params) => invoicesQuery({ ...params, status })}
      rows={(data) => data.invoices}
      columns={[
        { key: 'reference', header: 'Invoice', primary: true, cell: (row) => row.reference },
        { key: 'customer', header: 'Customer', cell: (row) => row.customer_name },
        { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
        { key: 'status', header: 'Status', cell: (row) => <InvoiceStatusBadge status={row.status} /> },
        { key: 'due', header: 'Due', cell: (row) => formatDate(row.due_date) },
      ]}
      rowKey={(row) => row.id}
      rowLink={(row) => `/dashboard/invoices/${row.id}`}
      searchLabel="Search invoices"
      emptyTitle={status ? `No ${invoiceStatusLabel(status).toLowerCase()} invoices` : 'No invoices yet'}
      emptyBody={<p>Invoices you create will show here.</p>}
    />
  );
}

/** invoices/create */
export function InvoiceCreateScreen() {
  return (
    <FormScreen heading={INVOICES_HEADINGS['/dashboard/invoices/create']} back={BACK}>
      <InvoiceForm />
    </FormScreen>
  );
}

/** invoices/edit/{id}: drafts only; a sent invoice says why it cannot change. */
export function InvoiceEditScreen({ id }: { id: string }) {
  return (
    <RecordState
      what="invoice"
      heading={INVOICES_HEADINGS['/dashboard/invoices/edit/$id']}
      back={BACK}
      query={recordQuery(invoiceQuery, id)}
      render={(invoice) => ({
        title: `Edit invoice ${invoice.reference}`,
        body: invoiceIsEditable(invoice.status) ? (
          <InvoiceForm invoice={invoice} />
        ) : (
          <Panel>
            <p>
              Invoice {invoice.reference} is {invoiceStatusLabel(invoice.status).toLowerCase()}: only a draft can be
              edited, since the customer holds a link to what was sent.{' '}
              <Link to="/dashboard/invoices/$id" params={{ id: String(invoice.id) }}>
                Back to the invoice
              </Link>
            </p>
          </Panel>
        ),
      })}
    />
  );
}

/** invoices/{id}: the invoice, its lines and totals, and what can be done with it now. */
export function InvoiceDetail({ id }: { id: string }) {
  return (
    <RecordState
      what="invoice"
      heading={INVOICES_HEADINGS['/dashboard/invoices/$id']}
      back={BACK}
      query={recordQuery(invoiceQuery, id)}
      render={(invoice) => ({
        title: `Invoice ${invoice.reference}`,
        body: <InvoiceBody invoice={invoice} />,
      })}
    />
  );
}

function InvoiceBody({ invoice }: { invoice: InvoiceDetailRecord }) {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const paidBy = invoice.offline_method
    ? ((OFFLINE_PAYMENT_METHODS as Record<string, string>)[invoice.offline_method] ?? invoice.offline_method)
    : null;
  return (
    <>
      <InvoiceActions invoice={invoice} />
      <Panel title="Details">
        <DetailList
          items={[
            { label: 'Status', value: <InvoiceStatusBadge status={invoice.status} /> },
            { label: 'Customer', value: invoice.customer_name },
            { label: 'Email', value: invoice.customer_email },
            { label: 'Total', value: money(invoice.amount) },
            { label: 'Due date', value: formatDate(invoice.due_date) },
            { label: 'Created', value: formatDate(invoice.date_created) },
            ...(invoice.sent_at ? [{ label: 'Sent', value: formatDate(invoice.sent_at) }] : []),
            ...(invoice.reminded_at ? [{ label: 'Last reminder', value: formatDate(invoice.reminded_at) }] : []),
            ...(invoice.paid_at
              ? [{ label: 'Paid', value: `${formatDate(invoice.paid_at)}${paidBy ? ` · ${paidBy}` : ''}` }]
              : []),
            ...(invoice.offline_note ? [{ label: 'Payment note', value: invoice.offline_note }] : []),
            ...(invoice.cancelled_at ? [{ label: 'Cancelled', value: formatDate(invoice.cancelled_at) }] : []),
          ]}
        />
      </Panel>
      <Panel title="Items">
        <DataList
          caption="Invoice items"
          rows={invoice.items.map((item, index) => ({ ...item, index }))}
          rowKey={(row) => row.index}
          columns={[
            { key: 'description', header: 'Description', primary: true, cell: (row) => row.description },
            { key: 'quantity', header: 'Quantity', align: 'end', cell: (row) => String(row.quantity) },
            { key: 'price', header: 'Unit price', align: 'end', cell: (row) => money(row.unit_price) },
            { key: 'amount', header: 'Amount', align: 'end', cell: (row) => money(row.quantity * row.unit_price) },
          ]}
        />
        <dl className="invoice-totals">
          <div>
            <dt>Subtotal</dt>
            <dd>{money(invoice.subtotal)}</dd>
          </div>
          {invoice.discount > 0 ? (
            <div>
              <dt>Discount</dt>
              <dd>−{money(invoice.discount)}</dd>
            </div>
          ) : null}
          {invoice.tax_percent > 0 ? (
            <div>
              <dt>Tax ({invoice.tax_percent}%)</dt>
              <dd>{money(invoice.tax)}</dd>
            </div>
          ) : null}
          <div className="invoice-total">
            <dt>Total</dt>
            <dd>{money(invoice.amount)}</dd>
          </div>
        </dl>
      </Panel>
      {invoice.notes ? (
        <Panel title="Notes">
          <p className="invoice-note-text">{invoice.notes}</p>
        </Panel>
      ) : null}
    </>
  );
}

const ACTION_DONE: Record<InvoiceAction, string> = {
  send: 'Invoice sent.',
  remind: 'Reminder sent.',
  cancel: 'Invoice cancelled.',
};

function ActionButton({
  invoice,
  action,
  label,
  variant = 'secondary',
}: {
  invoice: InvoiceDetailRecord;
  action: InvoiceAction;
  label: string;
  variant?: 'primary' | 'secondary';
}) {
  const run = useInvoiceAction(invoice.id, action);
  return (
    <Button
      variant={variant}
      isPending={run.isPending}
      onClick={() =>
        run.mutate(undefined, {
          onSuccess: () => toast.success(ACTION_DONE[action]),
          onError: (error) => toast.error(errorText(error)),
        })
      }
    >
      {label}
    </Button>
  );
}

function InvoiceActions({ invoice }: { invoice: InvoiceDetailRecord }) {
  const [paying, setPaying] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const link = `${window.location.origin}${invoicePublicPath(invoice.public_ref)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Customer link copied.');
    } catch {
      toast.error(`Could not copy: the link is ${link}`);
    }
  };
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(`invoice-${invoice.reference}.pdf`, await fetchFile(invoicePdfPath(invoice.id)));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="form-actions">
      {invoiceIsEditable(invoice.status) ? (
        <Link
          to="/dashboard/invoices/edit/$id"
          params={{ id: String(invoice.id) }}
          className="button"
          data-variant="secondary"
        >
          Edit
        </Link>
      ) : null}
      {invoiceCanSend(invoice.status) ? (
        <ActionButton invoice={invoice} action="send" label="Send" variant="primary" />
      ) : null}
      {invoiceCanRemind(invoice.status) ? (
        <ActionButton invoice={invoice} action="remind" label="Send reminder" />
      ) : null}
      {invoiceCanMarkPaid(invoice.status) ? (
        <Button variant="secondary" onClick={() => setPaying(true)}>
          Mark as paid
        </Button>
      ) : null}
      {invoice.status !== 'draft' && invoice.status !== 'cancelled' ? (
        <Button variant="secondary" onClick={() => void copy()}>
          Copy customer link
        </Button>
      ) : null}
      <Button variant="secondary" isPending={downloading} onClick={() => void download()}>
        Download PDF
      </Button>
      {invoiceCanCancel(invoice.status) ? (
        <Button variant="ghost" onClick={() => setCancelling(true)}>
          Cancel invoice
        </Button>
      ) : null}
      <ModalDialog isOpen={paying} onOpenChange={setPaying} title="Mark as paid" variant="sheet">
        {paying ? <MarkPaidForm invoice={invoice} onDone={() => setPaying(false)} /> : null}
      </ModalDialog>
      <ConfirmSheet
        subject={cancelling ? invoice : null}
        title={`Cancel invoice ${invoice.reference}?`}
        onClose={() => setCancelling(false)}
      >
        {(shown) => <CancelInvoice invoice={shown} onDone={() => setCancelling(false)} />}
      </ConfirmSheet>
    </div>
  );
}

function CancelInvoice({ invoice, onDone }: { invoice: InvoiceDetailRecord; onDone: () => void }) {
  const cancel = useInvoiceAction(invoice.id, 'cancel');
  return (
    <ConfirmMutation
      mutation={cancel}
      note="The customer's link will no longer take payment. This cannot be undone."
      confirmLabel="Cancel invoice"
      done={ACTION_DONE.cancel}
      onDone={onDone}
    />
  );
}

/** Money the merchant received outside the checkout: how, and a note. */
function MarkPaidForm({ invoice, onDone }: { invoice: InvoiceDetailRecord; onDone: () => void }) {
  const formId = useId();
  const markPaid = useMarkInvoicePaid(invoice.id);
  const [form, fields] = useForm({
    id: `paid-${formId}`,
    defaultValue: { method: 'bank-transfer' },
    ...validateWith(MarkInvoicePaidRequest, { coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      markPaid.mutate(submission.value, {
        onSuccess: () => {
          toast.success(`Invoice ${invoice.reference} marked as paid.`);
          onDone();
        },
      });
    },
  });
  return (
    <form {...getFormProps(form)} className="form-stack">
      <FormAlert>{markPaid.isError ? errorText(markPaid.error) : null}</FormAlert>
      <p className="form-muted">
        For money you received yourself ({formatMoney(invoice.amount, invoice.currency)}). Nothing moves in your
        balance.
      </p>
      <SelectField
        {...fieldProps(fields.method)}
        label="How it was paid"
        defaultValue="bank-transfer"
        options={Object.entries(OFFLINE_PAYMENT_METHODS).map(([value, label]) => ({ value, label }))}
      />
      <TextField {...fieldProps(fields.note)} label="Note (optional)" autoComplete="off" />
      <div className="form-actions">
        <Button variant="secondary" onClick={onDone}>
          Back
        </Button>
        <Button type="submit" isPending={markPaid.isPending}>
          Mark as paid
        </Button>
      </div>
    </form>
  );
}
