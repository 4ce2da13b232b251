import { getFormProps, useForm } from '@conform-to/react';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { WALLET_CURRENCIES } from '../../../contract/codes';
import {
  type InvoiceDetail,
  InvoiceForm as InvoiceFormSchema,
  invoiceTotals,
  MAX_INVOICE_ITEMS,
  majorToMinor,
} from '../../../contract/invoices';
import { formatMoney, minorToDecimalString } from '../../lib/money';
import { Button } from '../../ui/button';
import { Panel } from '../../ui/detail-list';
import { FieldsetList } from '../../ui/fieldset-list';
import { FormAlert } from '../../ui/form-alert';
import { FormSelect, FormTextArea, FormTextField } from '../../ui/form-fields';
import { toast } from '../../ui/toast';
import { useSaveInvoice } from './api';
import { errorText } from '../../lib/error-text';
import { EMAIL_INPUT } from '../../ui/text-field';
import './invoices.css';
import { validateWith } from '../../lib/form-validation';

const EMPTY_ITEM = { description: '', quantity: '1', unit_price: '' };
const CURRENCY_OPTIONS = WALLET_CURRENCIES.map((c) => ({ value: c, label: c }));
const major = (minor: number) => minorToDecimalString(minor);

interface TypedValues {
  items?: ({ quantity?: string; unit_price?: string } | undefined)[];
  tax_percent?: string;
  discount?: string;
  currency?: string;
}

/** The totals of what is typed so far (blank or half-typed amounts count as 0), with the server's function. */
function liveTotals(value: TypedValues | undefined) {
  const items = (value?.items ?? []).map((item) => ({
    quantity: /^\d{1,7}$/.test(item?.quantity ?? '') ? Number(item?.quantity) : 0,
    unit_price: majorToMinor(item?.unit_price ?? '') ?? 0,
  }));
  const tax = /^\d{1,3}(\.\d{1,2})?$/.test(value?.tax_percent ?? '') ? Math.min(100, Number(value?.tax_percent)) : 0;
  return invoiceTotals({ items, tax_percent: tax, discount: majorToMinor(value?.discount ?? '') ?? 0 });
}

const in30Days = () => new Date(Date.now() + 30 * 24 * 3_600_000).toISOString().slice(0, 10);

export interface InvoiceFormProps {
  /** The draft being edited; none for a new invoice. */
  invoice?: InvoiceDetail;
}

/** Create or edit an invoice: customer, line items (added and removed one by one), tax, discount, due date, notes. */
export function InvoiceForm({ invoice }: InvoiceFormProps) {
  const formId = useId();
  const navigate = useNavigate();
  const save = useSaveInvoice(invoice?.id ?? null);
  const [form, fields] = useForm({
    id: `invoice-${formId}`,
    defaultValue: invoice
      ? {
          customer_name: invoice.customer_name,
          customer_email: invoice.customer_email,
          currency: invoice.currency,
          due_date: invoice.due_date.slice(0, 10),
          items: invoice.items.map((item) => ({
            description: item.description,
            quantity: String(item.quantity),
            unit_price: major(item.unit_price),
          })),
          tax_percent: String(invoice.tax_percent),
          discount: invoice.discount ? major(invoice.discount) : '',
          notes: invoice.notes,
        }
      : { currency: 'NGN', due_date: in30Days(), items: [EMPTY_ITEM], tax_percent: '0' },
    ...validateWith(InvoiceFormSchema, { coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      const send = submitter?.value === 'send';
      save.mutate(
        { ...submission.value, send },
        {
          onSuccess: (saved) => {
            toast.success(
              send ? `Invoice ${saved.reference} sent to ${saved.customer_email}.` : 'Invoice saved as a draft.',
            );
            void navigate({ to: '/dashboard/invoices/$id', params: { id: String(saved.id) } });
          },
        },
      );
    },
  });
  const totals = liveTotals(form.value as TypedValues | undefined);
  const currency = (form.value as TypedValues | undefined)?.currency ?? fields.currency.initialValue ?? 'NGN';

  return (
    <form {...getFormProps(form)} className="form-stack">
      <FormAlert>{save.isError ? errorText(save.error) : null}</FormAlert>
      <Panel title="Customer">
        <div className="form-columns">
          <FormTextField field={fields.customer_name} label="Customer name" autoComplete="off" />
          <FormTextField field={fields.customer_email} {...EMAIL_INPUT} label="Customer email" autoComplete="off" />
        </div>
      </Panel>

      <Panel title="Items">
        <FieldsetList form={form} field={fields.items} itemLabel="Item" max={MAX_INVOICE_ITEMS} newItem={EMPTY_ITEM}>
          {(entry) => {
            const line = entry.getFieldset();
            return (
              <>
                <FormTextField field={line.description} label="Description" />
                <div className="fieldset-list-numbers invoice-item-numbers">
                  <FormTextField field={line.quantity} label="Quantity" inputMode="numeric" />
                  <FormTextField field={line.unit_price} label={`Unit price (${currency})`} inputMode="decimal" />
                </div>
              </>
            );
          }}
        </FieldsetList>
      </Panel>

      <Panel title="Terms">
        <div className="form-columns">
          <FormSelect field={fields.currency} label="Currency" options={CURRENCY_OPTIONS} />
          <FormTextField field={fields.due_date} type="date" label="Due date" />
          <FormTextField field={fields.tax_percent} label="Tax (%)" inputMode="decimal" />
          <FormTextField field={fields.discount} label={`Discount (${currency})`} inputMode="decimal" />
        </div>
        <FormTextArea field={fields.notes} label="Notes" />
      </Panel>

      <Panel title="Totals">
        <dl className="invoice-totals" aria-live="polite">
          <div>
            <dt>Subtotal</dt>
            <dd>{formatMoney(totals.subtotal, currency)}</dd>
          </div>
          <div>
            <dt>Discount</dt>
            <dd>−{formatMoney(totals.discount, currency)}</dd>
          </div>
          <div>
            <dt>Tax</dt>
            <dd>{formatMoney(totals.tax, currency)}</dd>
          </div>
          <div className="invoice-total">
            <dt>Total</dt>
            <dd>{formatMoney(totals.total, currency)}</dd>
          </div>
        </dl>
      </Panel>

      <div className="form-actions">
        <Button type="submit" variant="secondary" name="intent" value="draft" isPending={save.isPending}>
          Save draft
        </Button>
        <Button type="submit" name="intent" value="send" isPending={save.isPending}>
          Save and send
        </Button>
      </div>
    </form>
  );
}
