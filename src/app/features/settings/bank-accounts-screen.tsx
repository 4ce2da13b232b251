import { getFormProps, useForm } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import * as v from 'valibot';
import type { SettlementAccount } from '../../../contract/accounts';
import { ERROR_CODES } from '../../../contract/envelope';
import { isAdminRole } from '../../../contract/roles';
import { AddSettlementAccountRequest } from '../../../contract/settlement-accounts';
import { TRANSFER_MESSAGES } from '../../../contract/transfers';
import { isApiError } from '../../lib/api-client';
import { useActionKey } from '../../lib/idempotency-key';
import { readSessionSnapshot } from '../../lib/session';
import { accountNameText, accountResolveQuery } from '../../queries/account-resolve';
import { banksQuery } from '../../queries/banks';
import { Button } from '../../ui/button';
import { ConfirmCodeModal } from '../../ui/confirm-code-modal';
import { Panel } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import { FormSelect } from '../../ui/form-fields';
import { SettlementAccountsPanels } from '../../ui/settlement-accounts-panels';
import { Switch } from '../../ui/switch';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { addSettlementAccount, removeSettlementAccount, setDefaultSettlementAccount } from './api';
import { SettingsFrame } from './settings-frame';
import './settings.css';
import { settlementAccountsQuery } from '../../queries/settlement-accounts';
import { fieldProps } from '../../lib/field-props';

/** A change waiting for the owner's code: what to send again, and where the code went. */
interface Pending {
  title: string;
  sentTo: string | null;
  send: (otp: string) => Promise<unknown>;
  done: string;
}

const sentToOf = (err: unknown): string | null => {
  const sent = isApiError(err) ? (err.data as { sent_to?: unknown } | undefined)?.sent_to : undefined;
  return Array.isArray(sent) && sent.length > 0 ? sent.filter((x) => typeof x === 'string').join(', ') : null;
};
const messageOf = (err: unknown) => (err instanceof Error ? err.message : 'Something went wrong');

/**
 * settings/bankaccount: the business's bank accounts. An Owner or Admin adds one (its holder's name from
 * account resolve), makes one the default or removes one; each change asks for the code mailed to the
 * business's owners once the business has a payout account.
 */
export function BankAccountSettingsScreen() {
  const session = readSessionSnapshot();
  const canChange = isAdminRole(session.role);
  const queryClient = useQueryClient();
  const action = useActionKey();
  const [pending, setPending] = useState<Pending | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const run = useMutation({
    mutationFn: (input: { change: Omit<Pending, 'sentTo'>; otp?: string }) => input.change.send(input.otp ?? ''),
    onSuccess: (_data, input) => {
      action.renew();
      setPending(null);
      setCodeError(null);
      if (input.change.title === ADD_TITLE) setAdding(false);
      toast.success(input.change.done);
      void queryClient.invalidateQueries({ queryKey: settlementAccountsQuery().queryKey });
    },
    onError: (err, input) => {
      if (isApiError(err) && err.code === ERROR_CODES.stepUpRequired) {
        setPending({ ...input.change, sentTo: sentToOf(err) });
        setCodeError(null);
        return;
      }
      if (input.otp) setCodeError(messageOf(err));
      else toast.error(messageOf(err));
    },
  });

  const start = (change: Omit<Pending, 'sentTo'>) => run.mutate({ change });

  return (
    <SettingsFrame path="/dashboard/settings/bankaccount">
      <SettlementAccountsPanels
        what="bank accounts"
        actions={(account) =>
          canChange && !account.is_default ? (
            <AccountActions
              account={account}
              busy={run.isPending}
              onDefault={() =>
                start({
                  title: 'Confirm the new payout account',
                  send: (otp) => setDefaultSettlementAccount(account.id, otp, action.key),
                  done: `Settlements will be paid to ${account.bank_name} ${account.account_number}`,
                })
              }
              onRemove={() =>
                start({
                  title: 'Confirm removing the bank account',
                  send: (otp) => removeSettlementAccount(account.id, otp, action.key),
                  done: 'Bank account removed',
                })
              }
            />
          ) : null
        }
      />
      {canChange ? (
        adding ? (
          <AddAccountForm
            country={session.business?.country ?? 'NG'}
            isPending={run.isPending && pending === null}
            onCancel={() => setAdding(false)}
            onSubmit={(input) =>
              start({
                title: ADD_TITLE,
                send: (otp) => addSettlementAccount({ ...input, ...(otp ? { otp } : {}) }, action.key),
                done: 'Bank Account Saved Successfully',
              })
            }
          />
        ) : (
          <div className="settings-actions">
            <Button onClick={() => setAdding(true)}>Add bank account</Button>
          </div>
        )
      ) : (
        <p className="text-secondary">Only an Owner or Admin can change where settlements are paid.</p>
      )}
      <ConfirmCodeModal
        isOpen={pending !== null}
        title={pending?.title ?? ADD_TITLE}
        authType="email"
        sentTo={pending?.sentTo ? `the business owner (${pending.sentTo})` : 'the business owner'}
        isPending={run.isPending}
        error={codeError}
        onConfirm={(otp) => pending && run.mutate({ change: pending, otp })}
        onCancel={() => setPending(null)}
        onBack={() => setPending(null)}
        onResend={() => pending && run.mutate({ change: pending })}
      />
    </SettingsFrame>
  );
}

const ADD_TITLE = 'Confirm the new bank account';

interface AccountActionsProps {
  account: SettlementAccount;
  busy: boolean;
  onDefault: () => void;
  onRemove: () => void;
}

/** An Owner's or Admin's changes to an account that is not the default: make it the default, or remove it. */
function AccountActions({ account, busy, onDefault, onRemove }: AccountActionsProps) {
  return (
    <div className="settings-actions">
      <Button
        variant="secondary"
        disabled={busy}
        onClick={onDefault}
        aria-label={`Make ${account.bank_name} ${account.account_number} the default`}
      >
        Make default
      </Button>
      <Button
        variant="ghost"
        disabled={busy}
        onClick={onRemove}
        aria-label={`Remove ${account.bank_name} ${account.account_number}`}
      >
        Remove
      </Button>
    </div>
  );
}

interface AddAccountInput {
  bankCode: string;
  accountNumber: string;
  accountName: string;
  isDefault: 0 | 1;
}
interface AddAccountFormProps {
  country: string;
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (input: AddAccountInput) => void;
}

type AddAccountField = 'bankCode' | 'accountNumber';

/** A path for an issue on one field of the form. */
const onField = (input: Record<string, unknown>, key: AddAccountField): [v.ObjectPathItem] => [
  { type: 'object', origin: 'value', input, key, value: input[key] },
];

/**
 * The add form as typed: a bank and an account number first (the resolve messages of spec 2), then the
 * contract's request with the holder's name from account resolve; a name that could not be resolved is
 * said on the account number, with the resolve's own message.
 */
const addAccountForm = (resolveMessage: string) =>
  v.pipe(
    v.object({
      bankCode: v.optional(v.string(), ''),
      accountNumber: v.optional(v.string(), ''),
      accountName: v.optional(v.string(), ''),
      isDefault: v.optional(v.string(), ''),
    }),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const values = dataset.value;
      const { bankCode, accountNumber } = values;
      const missing: [AddAccountField, string] | null =
        !bankCode && !accountNumber
          ? ['bankCode', TRANSFER_MESSAGES.resolveNeither]
          : !bankCode
            ? ['bankCode', TRANSFER_MESSAGES.resolveNoBank]
            : !accountNumber
              ? ['accountNumber', TRANSFER_MESSAGES.resolveNoAccount]
              : null;
      if (missing) {
        addIssue({ message: missing[1], path: onField(values, missing[0]) });
        return NEVER;
      }
      const parsed = v.safeParse(AddSettlementAccountRequest, {
        bankCode,
        accountNumber,
        accountName: values.accountName,
        isDefault: values.isDefault === '1' ? 1 : 0,
      });
      if (parsed.success) return parsed.output;
      const issue = parsed.issues[0];
      const field = issue.path?.[0]?.key;
      addIssue({
        message: field === 'accountName' ? resolveMessage : issue.message,
        path: onField(values, field === 'bankCode' ? 'bankCode' : 'accountNumber'),
      });
      return NEVER;
    }),
  );

/** Bank, account number, the holder's name from account resolve, and whether settlements go there. */
function AddAccountForm({ country, isPending, onCancel, onSubmit }: AddAccountFormProps) {
  const banks = useQuery(banksQuery(country));
  // The number is held here too: spaces are taken out as it is typed, and account resolve follows it.
  const [accountNumber, setAccountNumber] = useState('');
  const [makeDefault, setMakeDefault] = useState(false);
  // What account resolve said, for a submit without a name (the resolve follows the form's fields).
  const resolveMessage = useRef<string>(TRANSFER_MESSAGES.resolveFailed);
  const [form, fields] = useForm({
    id: 'add-bank-account',
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) =>
      parseWithValibot(formData, {
        schema: addAccountForm(resolveMessage.current),
        disableAutoCoercion: true,
      }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') onSubmit(submission.value);
    },
  });
  const bankCode = fields.bankCode.value ?? '';
  const resolve = useQuery({
    ...accountResolveQuery(bankCode, accountNumber),
    enabled: bankCode !== '' && /^[A-Za-z0-9]{10,}$/.test(accountNumber),
  });
  resolveMessage.current = resolve.error ? messageOf(resolve.error) : TRANSFER_MESSAGES.resolveFailed;
  const nameText = resolve.fetchStatus === 'idle' && resolve.isPending ? undefined : accountNameText(resolve);
  /** Any change takes the messages away until the next submit. */
  const clearErrors = () => {
    if (Object.keys(form.allErrors).length > 0) form.update({ validated: false });
  };

  return (
    <Panel title="Add a bank account">
      <form {...getFormProps(form)} className="settings-form" onInput={clearErrors}>
        {banks.isError ? <FormAlert>{messageOf(banks.error)}</FormAlert> : null}
        <FormSelect
          field={fields.bankCode}
          label="Bank"
          placeholder={banks.isPending ? 'Loading banks…' : 'Select a bank'}
          optionsKey={banks.data?.length ?? 0}
          options={(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
        />
        <TextField
          {...fieldProps(fields.accountNumber)}
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={35}
          value={accountNumber}
          description={nameText ? <span aria-live="polite">{nameText}</span> : undefined}
          onChange={(event) => setAccountNumber(event.currentTarget.value.replace(/\s/g, ''))}
        />
        <input type="hidden" name={fields.accountName.name} value={resolve.data ?? ''} />
        <input type="hidden" name={fields.isDefault.name} value={makeDefault ? '1' : '0'} />
        <Switch isSelected={makeDefault} onChange={setMakeDefault}>
          <span className="switch-track" aria-hidden="true">
            <span className="switch-thumb" />
          </span>
          <span className="switch-label">Pay settlements to this account</span>
        </Switch>
        <div className="settings-actions">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" isPending={isPending} disabled={resolve.isFetching}>
            Add account
          </Button>
        </div>
      </form>
    </Panel>
  );
}
