import { getFormProps, useForm } from '@conform-to/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { toast } from '../../ui/toast';
import * as v from 'valibot';
import { transferEndpoints } from '../../../contract/transfer-endpoints';
import {
  AccountNumberField,
  accountNumberProblem,
  BankCodeField,
  type Bank,
  SENDER_TYPES,
  TRANSFER_MESSAGES,
  type TransferOtpResponse,
} from '../../../contract/transfers';
import { useBankAccount } from '../../queries/account-resolve';
import { BankAccountFields } from '../../ui/bank-account-fields';
import { call, isApiError } from '../../lib/api-client';
import { formatMoney } from '../../lib/money';
import { readSessionSnapshot } from '../../lib/session';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { payoutLimitsQuery, purposeCodesQuery, requestTransferOtp } from './api';
import { makeTransferReference, parseAmountToMinor } from './amount';
import { ConfirmCodeModal } from '../../ui/confirm-code-modal';
import { ModalDialog } from '../../ui/modal-dialog';
import { useActionKey } from '../../lib/idempotency-key';
import { walletsQuery } from '../../queries/wallets';
import { errorText } from '../../lib/error-text';
import '../../ui/form-layout.css';
import { fieldProps } from '../../lib/field-props';
import { validateWith } from '../../lib/form-validation';

/** Countries whose banks a transfer can go to, with the currency paid out there. */
export const PAYOUT_COUNTRIES = [
  { code: 'NG', name: 'Nigeria', currency: 'NGN' },
  { code: 'GH', name: 'Ghana', currency: 'GHS' },
  { code: 'KE', name: 'Kenya', currency: 'KES' },
  { code: 'ZA', name: 'South Africa', currency: 'ZAR' },
  { code: 'UG', name: 'Uganda', currency: 'UGX' },
  { code: 'CI', name: "Côte d'Ivoire", currency: 'XOF' },
  { code: 'US', name: 'United States', currency: 'USD' },
] as const;

/**
 * The form's schema: the contract's field rules, the amount as typed (major units, ≤ 2 decimals),
 * the payout limit of the currency (spec 2 §3), the bank's account-number rule, and the beneficiary
 * name when the debit currency is not NGN (spec 2 §5).
 */
export function newTransferSchema(limits: Record<string, number>, banks: readonly Bank[]) {
  return v.pipe(
    v.object({
      entity: v.picklist(['bank', 'mobile_money']),
      country: v.string(),
      account_bank: v.pipe(v.string(TRANSFER_MESSAGES.resolveNoBank), BankCodeField),
      account_number: v.pipe(v.string(TRANSFER_MESSAGES.resolveNoAccount), AccountNumberField),
      amount: v.pipe(
        v.string('Amount is required'),
        v.check((s) => parseAmountToMinor(s) !== null, 'Enter an amount, with at most 2 decimals'),
        v.check((s) => (parseAmountToMinor(s) ?? 0) > 0, 'Amount must be greater than 0'),
      ),
      currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'Currency is invalid')),
      debit_currency: v.pipe(v.string('Choose the wallet to pay from'), v.regex(/^[A-Z]{3}$/, 'Currency is invalid')),
      narration: v.pipe(
        v.string('Narration is required'),
        v.trim(),
        v.minLength(1, 'Narration is required'),
        v.maxLength(100, 'Narration must be at most 100 characters'),
      ),
      beneficiary_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Beneficiary name is too long'))),
      sender_type: v.optional(v.picklist(SENDER_TYPES, 'Sender type is invalid')),
      purpose_code: v.optional(v.string()),
    }),
    v.forward(
      v.check((input) => {
        const limit = limits[input.currency] ?? 0;
        return limit === 0 || (parseAmountToMinor(input.amount) ?? 0) <= limit;
      }, 'This amount is above your single-transfer limit'),
      ['amount'],
    ),
    v.forward(
      v.check(
        (input) =>
          accountNumberProblem(
            banks.find((b) => b.code === input.account_bank),
            input.account_number,
          ) === null,
        'Account number is not valid for this bank',
      ),
      ['account_number'],
    ),
    v.forward(
      v.check(
        (input) => input.debit_currency === 'NGN' || Boolean(input.beneficiary_name?.trim()),
        'Beneficiary name is required when paying from a non-NGN wallet',
      ),
      ['beneficiary_name'],
    ),
  );
}
type NewTransferValues = v.InferOutput<ReturnType<typeof newTransferSchema>>;

export interface NewTransferInitial {
  account_bank?: string;
  account_number?: string;
  beneficiary_name?: string;
  currency?: string;
  country?: string;
}

export interface NewTransferSheetProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  initial?: NewTransferInitial;
}

/** Send money: one transfer to a bank or mobile-money account, confirmed with a code. */
export function NewTransferSheet({ isOpen, onOpenChange, initial }: NewTransferSheetProps) {
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title="Send money" variant="sheet">
      {isOpen ? <NewTransferForm onDone={() => onOpenChange(false)} initial={initial} /> : null}
    </ModalDialog>
  );
}

function NewTransferForm({ onDone, initial }: { onDone: () => void; initial?: NewTransferInitial | undefined }) {
  const session = readSessionSnapshot();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [entity, setEntity] = useState<'bank' | 'mobile_money'>('bank');
  const [country, setCountry] = useState(initial?.country ?? 'NG');
  const countryCurrency = PAYOUT_COUNTRIES.find((c) => c.code === country)?.currency ?? 'NGN';
  const [currency, setCurrency] = useState(initial?.currency ?? countryCurrency);
  const [debitCurrency, setDebitCurrency] = useState(session.currency ?? 'NGN');
  const [senderType, setSenderType] = useState<(typeof SENDER_TYPES)[number]>('business');
  const [beneficiaryName, setBeneficiaryName] = useState(initial?.beneficiary_name ?? '');
  const account = useBankAccount(country, {
    bank: initial?.account_bank,
    accountNumber: initial?.account_number,
    onResolved: setBeneficiaryName,
  });
  const [reference] = useState(() => makeTransferReference(!session.isLive));
  const [pending, setPending] = useState<NewTransferValues | null>(null);
  const [otp, setOtp] = useState<TransferOtpResponse | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const formId = useId();

  const wallets = useQuery(walletsQuery());
  const limits = useQuery(payoutLimitsQuery());
  const banks = account.banks;
  const purposeCodes = useQuery({
    ...purposeCodesQuery(currency, senderType),
    enabled: currency !== 'NGN',
  });
  const bankList = useMemo(
    () => (banks.data ?? []).filter((b) => b.isMobileVerified === (entity === 'mobile_money')),
    [banks.data, entity],
  );
  const limitMap = limits.data ?? {};
  const schema = useMemo(() => newTransferSchema(limitMap, banks.data ?? []), [limitMap, banks.data]);

  const askCode = useMutation({
    mutationFn: requestTransferOtp,
    onSuccess: (answer) => {
      setOtp(answer);
      setCodeError(null);
    },
  });

  const action = useActionKey();
  const create = useMutation({
    mutationFn: ({ values, code }: { values: NewTransferValues; code: string }) =>
      call(transferEndpoints.createTransfer, {
        body: {
          account_bank: values.account_bank,
          account_number: values.account_number,
          amount: parseAmountToMinor(values.amount) ?? 0,
          currency: values.currency,
          debit_currency: values.debit_currency,
          narration: values.narration,
          reference,
          // Sent when the debit currency is not NGN (spec 2 §5).
          ...(values.debit_currency !== 'NGN' ? { beneficiary_name: values.beneficiary_name ?? '' } : {}),
          meta: {
            sender_type: values.sender_type,
            ...(values.purpose_code ? { purpose_code: values.purpose_code } : {}),
          },
          otp: code,
        },
        idempotencyKey: action.key,
      }),
    onSuccess: (transfer) => {
      action.renew();
      setOtp(null);
      void queryClient.invalidateQueries({ queryKey: ['transfers'] });
      void queryClient.invalidateQueries({ queryKey: ['wallets'] });
      toast.success(
        transfer.status === 'NEW' ? 'Transfer created. It is waiting for an approver.' : 'Transfer created.',
      );
      onDone();
      void navigate({ to: '/dashboard/transfers/list/$id', params: { id: String(transfer.id) } });
    },
    onError: (error) => {
      // A refused code keeps the modal open with the server's message; anything else goes back to the form.
      if (isApiError(error) && /code|otp/i.test(error.message)) setCodeError(error.message);
      else {
        setOtp(null);
      }
    },
  });

  const [form, fields] = useForm({
    id: `new-transfer-${formId}`,
    ...validateWith(schema, { coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      create.reset();
      setPending(submission.value);
      askCode.mutate();
    },
  });

  const limit = limitMap[currency] ?? 0;
  const walletOptions = (wallets.data ?? []).map((w) => ({
    value: w.wallet_currency_code,
    label: `${w.wallet_currency_code} wallet · ${formatMoney(w.available_balance, w.wallet_currency_code)} available`,
  }));

  return (
    <>
      <form {...getFormProps(form)} className="form-stack" aria-describedby={`${formId}-ref`}>
        <FormAlert>
          {create.isError && !otp
            ? errorText(create.error, 'Something went wrong.')
            : askCode.isError
              ? errorText(askCode.error, 'Something went wrong.')
              : null}
        </FormAlert>
        <fieldset className="tx-segmented">
          <legend>Send to</legend>
          {(
            [
              ['bank', 'Bank account'],
              ['mobile_money', 'Mobile money'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="tx-segment">
              <input
                type="radio"
                name="entity"
                value={value}
                checked={entity === value}
                onChange={() => {
                  setEntity(value);
                  account.setBank('');
                }}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
        <SelectField
          id={`${formId}-country`}
          name="country"
          label="Country"
          value={country}
          onChange={(e) => {
            setCountry(e.target.value);
            account.setBank('');
            setCurrency(PAYOUT_COUNTRIES.find((c) => c.code === e.target.value)?.currency ?? 'NGN');
          }}
          options={PAYOUT_COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
        />
        <BankAccountFields
          account={account}
          bankField={fields.account_bank}
          numberField={fields.account_number}
          bankLabel={entity === 'mobile_money' ? 'Mobile money operator' : 'Bank'}
          numberLabel={entity === 'mobile_money' ? 'Mobile number' : 'Account number'}
          bankOptions={bankList}
          choosePlaceholder={bankList.length ? 'Choose one' : 'None in this country'}
          resolveOnBlur={entity === 'bank'}
        />
        <TextField
          {...fieldProps(fields.beneficiary_name)}
          label="Beneficiary name"
          autoComplete="off"
          value={beneficiaryName}
          onChange={(e) => setBeneficiaryName(e.target.value)}
          description={debitCurrency === 'NGN' ? 'Optional when paying from your NGN wallet.' : undefined}
        />
        <div className="form-columns">
          <SelectField
            {...fieldProps(fields.debit_currency)}
            label="Pay from"
            value={debitCurrency}
            onChange={(e) => setDebitCurrency(e.target.value)}
            options={
              walletOptions.length ? walletOptions : [{ value: debitCurrency, label: `${debitCurrency} wallet` }]
            }
          />
          <SelectField
            id={fields.currency.id}
            name={fields.currency.name}
            label="Beneficiary receives"
            value={currency}
            onChange={(e) => setCurrency(e.target.value)}
            options={[...new Set([countryCurrency, 'USD'])].map((c) => ({ value: c, label: c }))}
          />
        </div>
        <TextField
          {...fieldProps(fields.amount)}
          label={`Amount (${currency})`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          description={
            limit > 0 ? `Up to ${formatMoney(limit, currency)} in one transfer.` : 'No single-transfer limit.'
          }
        />
        <TextField {...fieldProps(fields.narration)} label="Narration" maxLength={100} autoComplete="off" />
        <div className="form-columns">
          <SelectField
            id={fields.sender_type.id}
            name={fields.sender_type.name}
            label="Sender type"
            value={senderType}
            onChange={(e) => setSenderType(e.target.value as (typeof SENDER_TYPES)[number])}
            options={SENDER_TYPES.map((t) => ({ value: t, label: t === 'business' ? 'Business' : 'Individual' }))}
          />
          {currency !== 'NGN' ? (
            <SelectField
              {...fieldProps(fields.purpose_code)}
              label="Purpose"
              placeholder={purposeCodes.isPending ? 'Loading…' : 'Choose a purpose'}
              options={(purposeCodes.data ?? []).map((p) => ({ value: p.Code, label: p.Description }))}
            />
          ) : null}
        </div>
        <p id={`${formId}-ref`} className="form-muted">
          Reference {reference}
        </p>
        <Button type="submit" fullWidth isPending={askCode.isPending}>
          Continue
        </Button>
      </form>
      <ConfirmCodeModal
        isOpen={otp !== null}
        authType={otp?.auth_type ?? 'email'}
        sentTo={otp?.sent_to ?? null}
        waitSeconds={otp?.wait_seconds ?? 0}
        isPending={create.isPending}
        error={codeError}
        onConfirm={(code) => {
          if (pending) create.mutate({ values: pending, code });
        }}
        onBack={() => setOtp(null)}
        onCancel={() => {
          setOtp(null);
          onDone();
        }}
        onResend={() => askCode.mutate()}
      />
    </>
  );
}
