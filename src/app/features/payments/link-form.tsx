import { type FieldMetadata, getFormProps, useForm } from '@conform-to/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import * as v from 'valibot';
import {
  isRedirectUrl,
  LINK_KINDS,
  linksPlansEndpoints,
  MAX_CUSTOM_FIELDS,
  MAX_SUGGESTED_AMOUNTS,
  type PaymentLinkDetail,
  type PaymentLinkRequest,
} from '../../../contract/links-plans';
import { call } from '../../lib/api-client';
import { minorToDecimalString, parseAmountToMinor } from '../../lib/money';
import { paymentLinkKeys } from '../../queries/payment-links';
import { activeSubaccountsQuery } from '../../queries/subaccounts';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import './payments.css';
import { businessCurrenciesQuery } from '../../queries/wallets';
import { errorText } from '../../lib/error-text';
import '../../ui/form-layout.css';
import { fieldProps } from '../../lib/field-props';
import { validateWith } from '../../lib/form-validation';

const amountText = (minor: number | null) => (minor === null ? '' : minorToDecimalString(minor));
const splitAmounts = (text: string) =>
  text
    .split(/[\s;]+|,(?=\s)/)
    .map((part) => part.trim())
    .filter(Boolean);
/** A conform field's input attributes (name, first value), without the key React wants on its own. */
const textProps = (field: FieldMetadata<string | undefined>) => ({
  name: field.name,
  defaultValue: (field.initialValue as string | undefined) ?? '',
});
const checkProps = (field: FieldMetadata<boolean | undefined>) => ({
  id: field.id,
  name: field.name,
  type: 'checkbox',
  defaultChecked: field.initialValue === 'on',
});
const today = () => new Date().toISOString().slice(0, 10);

const AmountText = (field: string) =>
  v.pipe(
    v.string(`${field} is required`),
    v.check((s) => parseAmountToMinor(s) !== null, 'Enter an amount, with at most 2 decimals'),
    v.check((s) => (parseAmountToMinor(s) ?? 0) >= 100, `${field} must be at least 1.00`),
  );

/** The form as typed: amounts in major units, numbers and dates as text; the request is made from it. */
const LinkFormSchema = v.pipe(
  v.object({
    title: v.pipe(
      v.string('Title is required'),
      v.trim(),
      v.minLength(1, 'Title is required'),
      v.maxLength(100, 'Title must be at most 100 characters'),
    ),
    description: v.optional(v.pipe(v.string(), v.maxLength(500, 'Description must be at most 500 characters'))),
    kind: v.picklist(LINK_KINDS, 'Choose what the link is for'),
    pricing: v.picklist(['fixed', 'open'], 'Choose who sets the amount'),
    amount: v.optional(AmountText('Amount')),
    currency: v.pipe(v.string('Choose a currency'), v.regex(/^[A-Z]{3}$/, 'Choose a currency')),
    custom_fields: v.optional(
      v.array(
        v.object({
          label: v.pipe(
            v.string('Field label is required'),
            v.trim(),
            v.minLength(1, 'Field label is required'),
            v.maxLength(60, 'Field label must be at most 60 characters'),
          ),
          required: v.optional(v.boolean()),
        }),
      ),
    ),
    redirect_url: v.optional(
      v.pipe(v.string(), v.check(isRedirectUrl, 'Redirect URL must start with https:// (http:// only for localhost)')),
    ),
    payment_limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,7}$/, 'Payment limit must be a whole number'),
        v.check((s) => Number(s) >= 1, 'Payment limit must be at least 1'),
      ),
    ),
    expires_at: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expiry date is invalid'),
        v.check((s) => s >= today(), 'Expiry date must be in the future'),
      ),
    ),
    suggested_amounts: v.optional(
      v.pipe(
        v.string(),
        v.check(
          (s) => splitAmounts(s).every((part) => (parseAmountToMinor(part) ?? 0) >= 100),
          'Suggested amounts must be amounts of at least 1.00, separated by spaces',
        ),
        v.check(
          (s) => splitAmounts(s).length <= MAX_SUGGESTED_AMOUNTS,
          `At most ${MAX_SUGGESTED_AMOUNTS} suggested amounts`,
        ),
      ),
    ),
    subaccount_id: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Choose a subaccount'))),
  }),
  // A partial check runs even while other fields (the title) still have issues: all messages at once.
  v.forward(
    v.partialCheck(
      [['pricing'], ['amount']],
      (input) => input.pricing === 'open' || input.amount !== undefined,
      'Amount is required',
    ),
    ['amount'],
  ),
);
type LinkFormValues = v.InferOutput<typeof LinkFormSchema>;

function toRequest(values: LinkFormValues): PaymentLinkRequest {
  return {
    title: values.title,
    description: values.description?.trim() ?? '',
    kind: values.kind,
    amount: values.pricing === 'fixed' && values.amount ? (parseAmountToMinor(values.amount) ?? null) : null,
    currency: values.currency,
    custom_fields: (values.custom_fields ?? []).map((f) => ({ label: f.label, required: f.required ?? false })),
    redirect_url: values.redirect_url?.trim() || null,
    payment_limit: values.payment_limit ? Number(values.payment_limit) : null,
    expires_at: values.expires_at ?? null,
    suggested_amounts:
      values.kind === 'donation'
        ? splitAmounts(values.suggested_amounts ?? '').map((part) => parseAmountToMinor(part) ?? 0)
        : [],
    subaccount_id: values.subaccount_id ? Number(values.subaccount_id) : null,
  };
}

export interface LinkFormProps {
  /** The link to edit; none to create one. */
  link?: PaymentLinkDetail;
  onDone: (link: PaymentLinkDetail) => void;
  onCancel: () => void;
}

/** Create or edit a payment link (payment or donation), phone first: one column, large targets. */
export function LinkForm({ link, onDone, onCancel }: LinkFormProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const currencies = useQuery(businessCurrenciesQuery());
  const subaccounts = useQuery(activeSubaccountsQuery());
  const save = useMutation({
    mutationFn: (body: PaymentLinkRequest) =>
      link
        ? call(linksPlansEndpoints.updatePaymentLink, { params: { id: link.id }, body })
        : call(linksPlansEndpoints.createPaymentLink, { body }),
    onSuccess: (saved) => {
      toast.success(link ? 'Payment link saved.' : 'Payment link created.');
      queryClient.setQueryData(paymentLinkKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: paymentLinkKeys.all });
      onDone(saved);
    },
  });
  const [form, fields] = useForm({
    id: `link-${formId}`,
    defaultValue: {
      title: link?.title ?? '',
      description: link?.description ?? '',
      kind: link?.kind ?? 'payment',
      pricing: link && link.amount === null ? 'open' : 'fixed',
      amount: amountText(link?.amount ?? null),
      currency: link?.currency ?? '',
      custom_fields: link?.custom_fields.map((f) => ({ label: f.label, required: f.required ? 'on' : '' })) ?? [],
      redirect_url: link?.redirect_url ?? '',
      payment_limit: link?.payment_limit ? String(link.payment_limit) : '',
      expires_at: link?.expires_at ? link.expires_at.slice(0, 10) : '',
      suggested_amounts: link?.suggested_amounts.map(amountText).join(' ') ?? '',
      subaccount_id: link?.subaccount ? String(link.subaccount.id) : '',
    },
    ...validateWith(LinkFormSchema),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') save.mutate(toRequest(submission.value));
    },
  });
  const kind = fields.kind.value ?? 'payment';
  const pricing = fields.pricing.value ?? 'fixed';
  const customFields = fields.custom_fields.getFieldList();
  const currencyOptions = (currencies.data ?? []).map((c) => ({ value: c, label: c }));
  const subaccountOptions = [
    { value: '', label: 'No split: all of it is yours' },
    ...(link?.subaccount && !subaccounts.data?.some((s) => s.id === link.subaccount?.id)
      ? [{ value: String(link.subaccount.id), label: `${link.subaccount.business_name} (deactivated)` }]
      : []),
    ...(subaccounts.data ?? []).map((s) => ({ value: String(s.id), label: s.business_name })),
  ];

  return (
    <form {...getFormProps(form)} className="form-stack">
      <FormAlert>{save.isError ? errorText(save.error) : null}</FormAlert>
      <TextField
        {...textProps(fields.title)}
        type="text"
        key={fields.title.key}
        id={fields.title.id}
        label="Title"
        autoComplete="off"
        error={fields.title.errors?.[0]}
      />
      <div className="field">
        <label className="field-label" htmlFor={fields.description.id}>
          Description (optional)
        </label>
        <textarea
          {...textProps(fields.description)}
          id={fields.description.id}
          key={fields.description.key}
          className="input pl-textarea"
          rows={3}
          aria-invalid={fields.description.errors ? true : undefined}
        />
        {fields.description.errors ? <p className="field-error">{fields.description.errors[0]}</p> : null}
      </div>
      <fieldset className="form-group">
        <legend>What is it for?</legend>
        {(
          [
            ['payment', 'A payment', '/pay page'],
            ['donation', 'Donations', '/donate page with suggested amounts'],
          ] as const
        ).map(([value, label, hint]) => (
          <label key={value} className="form-choice">
            <input
              type="radio"
              name={fields.kind.name}
              value={value}
              defaultChecked={(link?.kind ?? 'payment') === value}
            />
            <span>
              {label}
              <small>{hint}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="form-group">
        <legend>Who sets the amount?</legend>
        {(
          [
            ['fixed', 'Fixed amount'],
            ['open', 'The customer chooses'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="form-choice">
            <input
              type="radio"
              name={fields.pricing.name}
              value={value}
              defaultChecked={(link && link.amount === null ? 'open' : 'fixed') === value}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <div className="form-columns">
        <SelectField
          {...fieldProps(fields.currency)}
          key={`${fields.currency.key}-${currencyOptions.length}`}
          label="Currency"
          defaultValue={link?.currency ?? currencyOptions[0]?.value ?? ''}
          placeholder={currencies.isPending ? 'Loading currencies…' : undefined}
          options={currencyOptions}
        />
        {pricing === 'fixed' ? (
          <TextField
            {...textProps(fields.amount)}
            type="text"
            key={fields.amount.key}
            id={fields.amount.id}
            label="Amount"
            inputMode="decimal"
            autoComplete="off"
            error={fields.amount.errors?.[0]}
          />
        ) : null}
      </div>
      <SelectField
        id={fields.subaccount_id.id}
        name={fields.subaccount_id.name}
        key={`${fields.subaccount_id.key}-${subaccountOptions.length}`}
        label="Split with a subaccount (optional)"
        defaultValue={link?.subaccount ? String(link.subaccount.id) : ''}
        options={subaccountOptions}
        error={fields.subaccount_id.errors?.[0] ?? (subaccounts.isError ? errorText(subaccounts.error) : undefined)}
      />
      {kind === 'donation' ? (
        <TextField
          {...textProps(fields.suggested_amounts)}
          type="text"
          key={fields.suggested_amounts.key}
          id={fields.suggested_amounts.id}
          label="Suggested amounts (optional)"
          description="Shown as buttons on the donation page, e.g. 1000 5000 10000; donors may still give any amount."
          inputMode="decimal"
          autoComplete="off"
          error={fields.suggested_amounts.errors?.[0]}
        />
      ) : null}

      <fieldset className="form-group">
        <legend>Extra details to ask for</legend>
        {customFields.length === 0 ? <p className="form-muted">Only name and email are asked by default.</p> : null}
        {customFields.map((field, index) => {
          const item = field.getFieldset();
          return (
            <div key={field.key} className="pl-field-row">
              <TextField
                {...textProps(item.label)}
                type="text"
                key={item.label.key}
                id={item.label.id}
                label={`Field ${index + 1} label`}
                autoComplete="off"
                error={item.label.errors?.[0]}
              />
              <label className="form-choice">
                <input {...checkProps(item.required)} key={item.required.key} />
                Required<span className="visually-hidden"> (field {index + 1})</span>
              </label>
              <Button
                variant="ghost"
                type="submit"
                {...form.remove.getButtonProps({ name: fields.custom_fields.name, index })}
                aria-label={`Remove field ${index + 1}`}
              >
                Remove
              </Button>
            </div>
          );
        })}
        {customFields.length < MAX_CUSTOM_FIELDS ? (
          <Button
            variant="secondary"
            type="submit"
            {...form.insert.getButtonProps({
              name: fields.custom_fields.name,
              defaultValue: { label: '', required: '' },
            })}
          >
            Add a field
          </Button>
        ) : null}
      </fieldset>

      <details className="pl-more" open={Boolean(link?.redirect_url || link?.payment_limit || link?.expires_at)}>
        <summary>Redirect, limit and expiry</summary>
        <div className="form-stack">
          <TextField
            {...textProps(fields.redirect_url)}
            type="url"
            key={fields.redirect_url.key}
            id={fields.redirect_url.id}
            label="Redirect URL (optional)"
            description="Where customers land after paying."
            inputMode="url"
            autoComplete="off"
            error={fields.redirect_url.errors?.[0]}
          />
          <div className="form-columns">
            <TextField
              {...textProps(fields.payment_limit)}
              type="text"
              key={fields.payment_limit.key}
              id={fields.payment_limit.id}
              label="Payment limit (optional)"
              inputMode="numeric"
              autoComplete="off"
              error={fields.payment_limit.errors?.[0]}
            />
            <TextField
              {...textProps(fields.expires_at)}
              type="date"
              key={fields.expires_at.key}
              id={fields.expires_at.id}
              label="Expiry date (optional)"
              min={today()}
              error={fields.expires_at.errors?.[0]}
            />
          </div>
        </div>
      </details>

      <div className="pl-actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {link ? 'Save changes' : 'Create link'}
        </Button>
      </div>
    </form>
  );
}
