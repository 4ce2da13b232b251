import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
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
import { FormAlert } from '../../ui/form-alert';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { useSaveInvoice } from './api';
import './invoices.css';

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Try again.');
const EMPTY_ITEM = { description: '', quantity: '1', unit_price: '' };
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
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
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
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: InvoiceFormSchema, disableAutoCoercion: true }),
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
  const items = fields.items.getFieldList();
  const totals = liveTotals(form.value as TypedValues | undefined);
  const currency = (form.value as TypedValues | undefined)?.currency ?? fields.currency.initialValue ?? 'NGN';

  return (
    <form {...getFormProps(form)} className="invoice-form">
      <FormAlert>{save.isError ? errorText(save.error) : null}</FormAlert>
      <Panel title="Customer">
        <div className="invoice-fields">
          <TextField
            {...getInputProps(fields.customer_name, { type: 'text' })}
            key={fields.customer_name.key}
            id={fields.customer_name.id}
            label="Customer name"
            autoComplete="off"
            error={fields.customer_name.errors?.[0]}
          />
          <TextField
            {...getInputProps(fields.customer_email, { type: 'email' })}
            key={fields.customer_email.key}
            id={fields.customer_email.id}
            label="Customer email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            error={fields.customer_email.errors?.[0]}
          />
        </div>
      </Panel>

      <Panel title="Items">
        <ol className="invoice-items">
          {items.map((item, index) => {
            const line = item.getFieldset();
            return (
              <li key={item.key} className="invoice-item">
                <fieldset>
                  <legend>Item {index + 1}</legend>
                  <TextField
                    {...getInputProps(line.description, { type: 'text' })}
                    key={line.description.key}
                    id={line.description.id}
                    label="Description"
                    error={line.description.errors?.[0]}
                  />
                  <div className="invoice-item-numbers">
                    <TextField
                      {...getInputProps(line.quantity, { type: 'text' })}
                      key={line.quantity.key}
                      id={line.quantity.id}
                      label="Quantity"
                      inputMode="numeric"
                      error={line.quantity.errors?.[0]}
                    />
                    <TextField
                      {...getInputProps(line.unit_price, { type: 'text' })}
                      key={line.unit_price.key}
                      id={line.unit_price.id}
                      label={`Unit price (${currency})`}
                      inputMode="decimal"
                      error={line.unit_price.errors?.[0]}
                    />
                  </div>
                  {items.length > 1 ? (
                    <Button
                      type="submit"
                      variant="ghost"
                      {...form.remove.getButtonProps({ name: fields.items.name, index })}
                      aria-label={`Remove item ${index + 1}`}
                    >
                      Remove item
                    </Button>
                  ) : null}
                </fieldset>
              </li>
            );
          })}
        </ol>
        {fields.items.errors?.[0] ? <p className="field-error">{fields.items.errors[0]}</p> : null}
        {items.length < MAX_INVOICE_ITEMS ? (
          <Button
            type="submit"
            variant="secondary"
            {...form.insert.getButtonProps({ name: fields.items.name, defaultValue: EMPTY_ITEM })}
          >
            Add item
          </Button>
        ) : null}
      </Panel>

      <Panel title="Terms">
        <div className="invoice-fields">
          <SelectField
            id={fields.currency.id}
            name={fields.currency.name}
            key={fields.currency.key}
            label="Currency"
            defaultValue={fields.currency.initialValue}
            options={WALLET_CURRENCIES.map((c) => ({ value: c, label: c }))}
            error={fields.currency.errors?.[0]}
          />
          <TextField
            {...getInputProps(fields.due_date, { type: 'date' })}
            key={fields.due_date.key}
            id={fields.due_date.id}
            label="Due date"
            error={fields.due_date.errors?.[0]}
          />
          <TextField
            {...getInputProps(fields.tax_percent, { type: 'text' })}
            key={fields.tax_percent.key}
            id={fields.tax_percent.id}
            label="Tax (%)"
            inputMode="decimal"
            error={fields.tax_percent.errors?.[0]}
          />
          <TextField
            {...getInputProps(fields.discount, { type: 'text' })}
            key={fields.discount.key}
            id={fields.discount.id}
            label={`Discount (${currency})`}
            inputMode="decimal"
            error={fields.discount.errors?.[0]}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={fields.notes.id}>
            Notes
          </label>
          <textarea
            {...getInputProps(fields.notes, { type: 'text' })}
            key={fields.notes.key}
            id={fields.notes.id}
            className="input invoice-notes"
            rows={3}
          />
          {fields.notes.errors?.[0] ? <p className="field-error">{fields.notes.errors[0]}</p> : null}
        </div>
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

      <div className="invoice-actions">
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
