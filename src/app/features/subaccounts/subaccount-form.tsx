import { getFormProps, useForm } from '@conform-to/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as v from 'valibot';
import type { SubaccountDetail } from '../../../contract/queries';
import {
  SPLIT_TYPE_LABELS,
  SPLIT_TYPES,
  SUBACCOUNT_MESSAGES,
  type SubaccountRequest,
} from '../../../contract/subaccounts';
import { TRANSFER_MESSAGES } from '../../../contract/transfers';
import { useActionKey } from '../../lib/idempotency-key';
import { minorToDecimalString, parseAmountToMinor } from '../../lib/money';
import { readSessionSnapshot } from '../../lib/session';
import { accountNameText, accountResolveQuery } from '../../queries/account-resolve';
import { banksQuery } from '../../queries/banks';
import { Button } from '../../ui/button';
import { FormSelect, FormTextField } from '../../ui/form-fields';
import { FormAlert } from '../../ui/form-alert';
import { toast } from '../../ui/toast';
import { useSaveSubaccount } from './api';
import { businessCurrenciesQuery } from '../../queries/wallets';
import { errorText } from '../../lib/error-text';
import '../../ui/form-layout.css';
import { validateWith } from '../../lib/form-validation';

const PERCENT_TEXT = /^\d{1,2}(\.\d{1,2})?$/;

/** The form as typed: the split value as text (a percentage, or an amount in major units). */
const SubaccountFormSchema = v.pipe(
  v.object({
    business_name: v.pipe(
      v.string('Business name is required'),
      v.trim(),
      v.maxLength(100, 'Business name must be at most 100 characters'),
    ),
    fullname: v.pipe(v.string('Contact name is required'), v.trim(), v.maxLength(100)),
    business_email: v.pipe(v.string('Email is required'), v.trim(), v.email('Email is invalid')),
    business_mobile: v.optional(
      v.pipe(v.string(), v.trim(), v.regex(/^\+?\d{7,15}$/, 'Phone number must be 7 to 15 digits')),
    ),
    bank_code: v.string('Bank name cannot be empty. Please select a bank.'),
    account_number: v.pipe(v.string(TRANSFER_MESSAGES.resolveNoAccount), v.trim()),
    split_type: v.picklist(SPLIT_TYPES, 'Choose how payments are split'),
    split_value: v.string('Split value is required'),
    split_currency: v.optional(v.string()),
  }),
  v.forward(
    v.partialCheck(
      [['split_type'], ['split_value']],
      (input) =>
        input.split_type !== 'percentage' ||
        (PERCENT_TEXT.test(input.split_value) && Number(input.split_value) > 0 && Number(input.split_value) < 100),
      SUBACCOUNT_MESSAGES.percentageRange,
    ),
    ['split_value'],
  ),
  v.forward(
    v.partialCheck(
      [['split_type'], ['split_value']],
      (input) => input.split_type !== 'flat' || (parseAmountToMinor(input.split_value) ?? 0) > 0,
      SUBACCOUNT_MESSAGES.flatAmount,
    ),
    ['split_value'],
  ),
  v.forward(
    v.partialCheck(
      [['split_type'], ['split_currency']],
      (input) => input.split_type !== 'flat' || Boolean(input.split_currency),
      SUBACCOUNT_MESSAGES.flatCurrency,
    ),
    ['split_currency'],
  ),
);
type SubaccountFormValues = v.InferOutput<typeof SubaccountFormSchema>;

function toRequest(values: SubaccountFormValues, accountName: string): SubaccountRequest {
  const flat = values.split_type === 'flat';
  return {
    business_name: values.business_name,
    fullname: values.fullname,
    business_email: values.business_email,
    business_mobile: values.business_mobile ?? '',
    bank_code: values.bank_code,
    account_number: values.account_number,
    account_name: accountName,
    split_type: values.split_type,
    split_value: flat ? (parseAmountToMinor(values.split_value) ?? 0) : Number(values.split_value),
    split_currency: flat ? (values.split_currency ?? null) : null,
  };
}

export interface SubaccountFormProps {
  /** The subaccount to edit; none to create one. */
  subaccount?: SubaccountDetail;
  onDone: (saved: SubaccountDetail) => void;
  onCancel: () => void;
}

/**
 * Create or edit a subaccount: its business and contact, the bank account its share is settled to
 * (the holder's name resolved as the number is typed) and how each payment is split with it.
 */
export function SubaccountForm({ subaccount, onDone, onCancel }: SubaccountFormProps) {
  const formId = useId();
  const session = readSessionSnapshot();
  const banks = useQuery(banksQuery(session.business?.country ?? 'NG'));
  const currencies = useQuery(businessCurrenciesQuery());
  const action = useActionKey();
  const save = useSaveSubaccount(subaccount?.id ?? null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [form, fields] = useForm({
    id: `subaccount-${formId}`,
    defaultValue: {
      business_name: subaccount?.business_name ?? '',
      fullname: subaccount?.fullname ?? '',
      business_email: subaccount?.business_email ?? '',
      business_mobile: subaccount?.business_mobile ?? '',
      bank_code: subaccount?.bank_code ?? '',
      account_number: subaccount?.account_number ?? '',
      split_type: subaccount?.split_type ?? 'percentage',
      split_value:
        subaccount === undefined
          ? ''
          : subaccount.split_type === 'flat'
            ? minorToDecimalString(subaccount.split_value)
            : String(subaccount.split_value),
      split_currency: subaccount?.split_currency ?? '',
    },
    ...validateWith(SubaccountFormSchema),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      if (!resolve.data) {
        setNameError(resolve.error ? errorText(resolve.error) : TRANSFER_MESSAGES.resolveFailed);
        return;
      }
      save.mutate(
        { body: toRequest(submission.value, resolve.data), idempotencyKey: action.key },
        {
          onSuccess: (saved) => {
            action.renew();
            toast.success(subaccount ? SUBACCOUNT_MESSAGES.updated : SUBACCOUNT_MESSAGES.created);
            onDone(saved);
          },
        },
      );
    },
  });
  const bankCode = fields.bank_code.value ?? '';
  const accountNumber = (fields.account_number.value ?? '').replace(/\s/g, '');
  const resolve = useQuery({
    ...accountResolveQuery(bankCode, accountNumber),
    enabled: bankCode !== '' && /^\+?[A-Za-z0-9]{9,}$/.test(accountNumber),
  });
  const nameText = resolve.fetchStatus === 'idle' && resolve.isPending ? undefined : accountNameText(resolve);
  const splitType = fields.split_type.value ?? 'percentage';
  const currencyOptions = (currencies.data ?? []).map((c) => ({ value: c, label: c }));

  return (
    <form {...getFormProps(form)} className="form-stack">
      <FormAlert>{save.isError ? errorText(save.error) : null}</FormAlert>
      <FormTextField field={fields.business_name} label="Business name" autoComplete="organization" />
      <fieldset className="form-group">
        <legend>Contact</legend>
        <FormTextField field={fields.fullname} label="Contact name" autoComplete="name" />
        <FormTextField field={fields.business_email} type="email" label="Email" autoComplete="email" />
        <FormTextField
          field={fields.business_mobile}
          type="tel"
          label="Phone number (optional)"
          inputMode="tel"
          autoComplete="tel"
        />
      </fieldset>
      <fieldset className="form-group">
        <legend>Settlement bank account</legend>
        {banks.isError ? <FormAlert>{errorText(banks.error)}</FormAlert> : null}
        <FormSelect
          field={fields.bank_code}
          label="Bank"
          placeholder={banks.isPending ? 'Loading banks…' : 'Select a bank'}
          options={(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
          optionsKey={banks.data?.length ?? 0}
        />
        <FormTextField
          field={fields.account_number}
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={35}
          error={nameError ?? undefined}
          description={nameText ? <span aria-live="polite">{nameText}</span> : undefined}
          onInput={() => setNameError(null)}
        />
      </fieldset>
      <fieldset className="form-group">
        <legend>Split of each payment</legend>
        <p className="form-muted">
          The fee comes off first; the subaccount's share is taken from what is left and the rest is yours. A percentage
          share is rounded down to the smallest unit (kobo, cent).
        </p>
        <div className="subaccount-choices" role="radiogroup" aria-label="Split type">
          {SPLIT_TYPES.map((type) => (
            <label key={type} className="form-choice">
              <input
                type="radio"
                name={fields.split_type.name}
                value={type}
                defaultChecked={(subaccount?.split_type ?? 'percentage') === type}
              />
              <span>{SPLIT_TYPE_LABELS[type]}</span>
            </label>
          ))}
        </div>
        <div className="form-columns">
          {splitType === 'flat' ? (
            <FormSelect
              field={fields.split_currency}
              label="Currency"
              placeholder={currencies.isPending ? 'Loading currencies…' : 'Select a currency'}
              options={currencyOptions}
              optionsKey={currencyOptions.length}
            />
          ) : null}
          <FormTextField
            field={fields.split_value}
            label={splitType === 'flat' ? "Subaccount's flat amount" : "Subaccount's share (%)"}
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
      </fieldset>
      <div className="subaccount-actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={save.isPending} disabled={resolve.isFetching}>
          {subaccount ? 'Save changes' : 'Create subaccount'}
        </Button>
      </div>
    </form>
  );
}
