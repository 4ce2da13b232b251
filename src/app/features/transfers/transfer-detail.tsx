import { getFormProps, useForm } from '@conform-to/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRANSFERS_HEADINGS } from './headings';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { toast } from '../../ui/toast';
import { transferEndpoints } from '../../../contract/transfer-endpoints';
import { payoutStatusLabel } from '../../../contract/rules';
import { approvalProgressText } from '../../../contract/approval-rules';
import {
  accountNumberProblem,
  BANKS,
  bankByCode,
  TRANSFER_MESSAGES,
  type TransferDetail,
} from '../../../contract/transfers';
import { call, isApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/button';
import { DetailList, Panel } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import { RecordState } from '../../ui/record-state';
import { FormSelect, FormTextField } from '../../ui/form-fields';
import { accountNameText, resolveAccountName } from '../../queries/account-resolve';
import { StatusBadge } from '../../ui/status-badge';
import { transferDetailQuery } from './api';
import { ConfirmCodeModal } from '../../ui/confirm-code-modal';
import { TransferStatus } from './transfer-columns';
import { useDecide } from './use-decide';
import { useActionKey } from '../../lib/idempotency-key';
import { validateWith } from '../../lib/form-validation';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'The retry failed.');
/** A refused code: the server's answer names the code (the dialog reopens with it). */
const isCodeProblem = (error: unknown) =>
  isApiError(error) &&
  (error.status === 400 || error.status === 401 || error.status === 422) &&
  /otp|code/i.test(error.message);

/** Where a retry goes: a bank of the transfer's kind and an account number its rule accepts. */
const RetryTarget = v.pipe(
  v.object({
    bank_code: v.string('Bank is invalid'),
    account_number: v.pipe(v.optional(v.string(), ''), v.trim()),
  }),
  v.forward(
    v.check(
      ({ bank_code, account_number }) => accountNumberProblem(bankByCode(bank_code), account_number) === null,
      (issue) => accountNumberProblem(bankByCode(issue.input.bank_code), issue.input.account_number) ?? '',
    ),
    ['account_number'],
  ),
);
type RetryTarget = v.InferOutput<typeof RetryTarget>;

/**
 * Retry with two-factor (spec 2 §4, §8): an 'OTP sent' answer and a refused code reopen the dialog.
 * The transfer-for-retry carries the account and bank (spec 2 §3), so a transfer that failed on a wrong
 * account is retried to the corrected one: the fields start as they were, checked by the bank's rule,
 * and a changed account is resolved to its holder's name before it is sent.
 */
function RetryPanel({ transfer }: { transfer: TransferDetail }) {
  const queryClient = useQueryClient();
  const id = useId();
  const original = bankByCode(transfer.bank_code);
  const banks = BANKS.filter(
    (b) => b.country === (original?.country ?? 'NG') && b.isMobileVerified === (original?.isMobileVerified ?? false),
  );
  const resolve = useMutation({
    mutationFn: (target: RetryTarget) => resolveAccountName(target.bank_code, target.account_number),
  });
  // The account the retry (and its code, and a resend) goes to: the one submitted.
  const target = useRef<RetryTarget>({ bank_code: transfer.bank_code, account_number: transfer.account_number });
  const [dialog, setDialog] = useState<{ authType: 'authenticator' | 'email'; error: string | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const action = useActionKey();
  const retry = useMutation({
    mutationFn: (otp?: string) =>
      call(transferEndpoints.retry, {
        body: {
          id: transfer.id,
          account_number: target.current.account_number,
          bank_code: target.current.bank_code,
          narration: transfer.narration || 'Retry',
          amount: transfer.amount,
          currency: transfer.currency,
          debit_currency: transfer.debit_currency,
          meta: transfer.meta,
          approver: transfer.approved_by,
          ...(otp ? { otp } : {}),
        },
        // The action is the retry sent with its code. Asking for the code is a call of its own (an
        // 'OTP sent' answer is kept under its key), so it must not spend the action's key.
        ...(otp ? { idempotencyKey: action.key } : {}),
      }),
    onMutate: () => setFailure(null),
    onSuccess: (answer) => {
      if (answer.otp_sent) {
        if (answer.auth_type === 'email') toast.success(TRANSFER_MESSAGES.otpSent);
        setDialog({ authType: answer.auth_type, error: null });
        return;
      }
      setDialog(null);
      action.renew();
      toast.success(TRANSFER_MESSAGES.retryQueued);
      void queryClient.invalidateQueries({ queryKey: ['transfers'] });
    },
    onError: (error) => {
      if (dialog && isCodeProblem(error)) {
        setDialog({ ...dialog, error: messageOf(error) });
        return;
      }
      // The real error (spec 2 §8's original read an undefined variable here).
      setDialog(null);
      setFailure(messageOf(error));
      toast.error(messageOf(error));
    },
  });
  const [form, fields] = useForm({
    id: `retry-${id}`,
    defaultValue: { bank_code: transfer.bank_code, account_number: transfer.account_number },
    ...validateWith(RetryTarget),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      target.current = submission.value;
      retry.mutate(undefined);
    },
  });
  const current = {
    bank_code: fields.bank_code.value ?? transfer.bank_code,
    account_number: (fields.account_number.value ?? '').trim(),
  };
  const changed = current.bank_code !== transfer.bank_code || current.account_number !== transfer.account_number;

  return (
    <Panel title="This transfer failed">
      <p>{transfer.complete_message || 'The transfer could not be paid.'}</p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <form {...getFormProps(form)} className="tx-form" aria-label="Retry to" onInput={() => resolve.reset()}>
        <FormSelect
          field={fields.bank_code}
          label="Bank"
          options={banks.map((b) => ({ value: b.code, label: b.name }))}
        />
        <FormTextField
          field={fields.account_number}
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          onBlur={() => {
            const checked = v.safeParse(RetryTarget, current);
            if (changed && checked.success && !resolve.isPending) resolve.mutate(checked.output);
          }}
          description={changed ? accountNameText(resolve) : 'Correct the bank or account number if they were wrong.'}
        />
        <Button type="submit" isPending={retry.isPending && !dialog}>
          {changed ? 'Retry to this account' : 'Retry transfer'}
        </Button>
      </form>
      <ConfirmCodeModal
        isOpen={dialog !== null}
        title="Retry Transfer"
        authType={dialog?.authType ?? 'email'}
        isPending={retry.isPending}
        error={dialog?.error ?? null}
        onConfirm={(code) => retry.mutate(code)}
        onCancel={() => setDialog(null)}
        onBack={() => setDialog(null)}
        onResend={() => retry.mutate(undefined)}
      />
    </Panel>
  );
}

function DecisionPanel({ transfer }: { transfer: TransferDetail }) {
  const decide = useDecide();
  return (
    <Panel title="Awaiting your approval">
      <div className="approval-actions">
        <Button
          variant="secondary"
          isPending={decide.isPending && decide.variables?.reject === true}
          disabled={decide.isPending}
          onClick={() => decide.mutate({ rows: [transfer], reject: true })}
        >
          Reject
        </Button>
        <Button
          isPending={decide.isPending && decide.variables?.reject === false}
          disabled={decide.isPending}
          onClick={() => decide.mutate({ rows: [transfer], reject: false })}
        >
          Approve
        </Button>
      </div>
    </Panel>
  );
}

/** transfers/list/{id}: one transfer, its statuses (spec 1 §4), approval and retry. */
export function TransferDetailScreen({ id }: { id: string }) {
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  return (
    <RecordState
      what="transfer"
      heading={TRANSFERS_HEADINGS['/dashboard/transfers/list/$id']}
      back={<Link to="/dashboard/transfers/list">← All transfers</Link>}
      query={numeric === null ? null : transferDetailQuery(numeric)}
      render={(row) => {
        const payout = payoutStatusLabel(row.status);
        return {
          title: `${formatMoney(row.amount, row.currency)} to ${row.fullname}`,
          body: (
            <>
              {row.can_approve ? <DecisionPanel transfer={row} /> : null}
              {row.can_retry ? <RetryPanel transfer={row} /> : null}
              <Panel title="Details">
                <DetailList
                  items={[
                    { label: 'Status', value: <TransferStatus status={row.status} /> },
                    { label: 'Payout status', value: <StatusBadge label={payout.label} tone={payout.tone} /> },
                    { label: 'Beneficiary', value: row.fullname },
                    { label: 'Bank', value: `${row.bank_name} (${row.bank_code})` },
                    { label: 'Account number', value: row.account_number },
                    { label: 'Amount', value: formatMoney(row.amount, row.currency) },
                    { label: 'Fee', value: formatMoney(row.fee, row.debit_currency) },
                    { label: 'Paid from', value: `${row.debit_currency} wallet` },
                    { label: 'Reference', value: row.reference },
                    { label: 'Narration', value: row.narration || '—' },
                    { label: 'Initiated by', value: row.initiated_by ?? '—' },
                    { label: 'Needs approval', value: row.requires_approval ? 'Yes' : 'No' },
                    ...((row.required_approvals ?? 1) > 1
                      ? [
                          {
                            label: 'Approvals',
                            value: approvalProgressText(row.approved_by_names ?? [], row.required_approvals ?? 1),
                          },
                        ]
                      : []),
                    { label: 'Decided by', value: row.approved_by ?? '—' },
                    { label: 'Decided', value: formatDateTime(row.decided_at) },
                    { label: 'Message', value: row.complete_message || '—' },
                    ...(row.meta.purpose_code ? [{ label: 'Purpose code', value: row.meta.purpose_code }] : []),
                    ...(row.meta.sender_type ? [{ label: 'Sender type', value: row.meta.sender_type }] : []),
                    ...(row.bulk_id
                      ? [
                          {
                            label: 'Bulk batch',
                            value: (
                              <Link to="/dashboard/transfers/bulk-status/$id" params={{ id: String(row.bulk_id) }}>
                                Batch {row.bulk_id}
                              </Link>
                            ),
                          },
                        ]
                      : []),
                    { label: 'Created', value: formatDateTime(row.date_created) },
                  ]}
                />
              </Panel>
            </>
          ),
        };
      }}
    />
  );
}
