import { getFormProps, useForm } from '@conform-to/react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import {
  APPROVER_ROLES,
  type ApprovalRule,
  ApprovalRule as ApprovalRuleSchema,
  MAX_REQUIRED_APPROVERS,
} from '../../../contract/approval-rules';
import { WALLET_CURRENCIES } from '../../../contract/codes';
import type { TransferOtpResponse } from '../../../contract/transfers';
import { isAdminRole } from '../../../contract/roles';
import { formatMoney, parseAmountToMinor } from '../../lib/money';
import { readSessionSnapshot } from '../../lib/session';
import { Button } from '../../ui/button';
import { ConfirmCodeModal } from '../../ui/confirm-code-modal';
import { DetailList, Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { FormSelect, FormTextField } from '../../ui/form-fields';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast';
import { approvalRulesQuery, removeApprovalRule, saveApprovalRule, sendApprovalRuleCode } from './api';
import { SettingsFrame } from './settings-frame';
import './settings.css';
import { validateWith } from '../../lib/form-validation';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : 'Something went wrong');

/** A change waiting for its code: what it does, and where the code went. */
interface Pending {
  title: string;
  code: TransferOtpResponse;
  send: (otp: string) => Promise<unknown>;
  done: string;
}

/**
 * settings/approval-rules: per currency, from which amount transfers need how many distinct approvers,
 * and of which roles. Without a rule a transfer needs one approver other than its maker, as before.
 * A change is confirmed with a code sent to the Owner or Admin who makes it, and is audited.
 */
export function ApprovalRulesScreen() {
  const canChange = isAdminRole(readSessionSnapshot().role);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  const ask = useMutation({
    mutationFn: async (change: Omit<Pending, 'code'>) => ({ ...change, code: await sendApprovalRuleCode() }),
    onSuccess: (next) => {
      setCodeError(null);
      setPending(next);
    },
    onError: (err) => toast.error(messageOf(err)),
  });
  const confirm = useMutation({
    mutationFn: ({ change, otp }: { change: Pending; otp: string }) => change.send(otp),
    onSuccess: (_data, { change }) => {
      setPending(null);
      toast.success(change.done);
      void queryClient.invalidateQueries({ queryKey: approvalRulesQuery().queryKey });
    },
    onError: (err) => setCodeError(messageOf(err)),
  });

  return (
    <SettingsFrame path="/dashboard/settings/approval-rules">
      <QueryBoundary what="approval rules" pending={<Skeleton lines={3} label="Loading approval rules" />}>
        <Rules
          canChange={canChange}
          removing={ask.isPending}
          onRemove={(currency) =>
            ask.mutate({
              title: 'Confirm removing the rule',
              send: (otp) => removeApprovalRule(currency, otp),
              done: 'Approval rule removed',
            })
          }
        />
      </QueryBoundary>
      {canChange ? (
        <RuleForm
          isPending={ask.isPending}
          onSubmit={(rule) =>
            ask.mutate({
              title: 'Confirm the approval rule',
              send: (otp) => saveApprovalRule({ ...rule, otp }),
              done: 'Approval rule saved',
            })
          }
        />
      ) : (
        <p className="text-secondary">Only an Owner or Admin can change the approval rules.</p>
      )}
      <ConfirmCodeModal
        isOpen={pending !== null}
        title={pending?.title ?? 'Confirm the approval rule'}
        authType={pending?.code.auth_type ?? 'email'}
        sentTo={pending?.code.sent_to ?? null}
        waitSeconds={pending?.code.wait_seconds ?? 0}
        isPending={confirm.isPending}
        error={codeError}
        onConfirm={(otp) => pending && confirm.mutate({ change: pending, otp })}
        onCancel={() => setPending(null)}
        onBack={() => setPending(null)}
        onResend={() => pending && ask.mutate(pending)}
      />
    </SettingsFrame>
  );
}

interface RulesProps {
  canChange: boolean;
  removing: boolean;
  onRemove: (currency: ApprovalRule['currency']) => void;
}

function Rules({ canChange, removing, onRemove }: RulesProps) {
  const { rules } = useSuspenseQuery(approvalRulesQuery()).data;
  if (rules.length === 0)
    return (
      <EmptyState title="No approval rules yet">
        <p>A transfer started by a team member waits for one Owner or Admin other than its maker.</p>
      </EmptyState>
    );
  return (
    <div className="panel-grid">
      {rules.map((rule) => (
        <Panel key={rule.currency} title={`${rule.currency} transfers`}>
          <DetailList
            items={[
              { label: 'From', value: formatMoney(rule.min_amount, rule.currency) },
              { label: 'Approvers needed', value: String(rule.required_approvers) },
              { label: 'Who may approve', value: rule.approver_roles.join(', ') },
            ]}
          />
          {canChange ? (
            <div className="settings-actions">
              <Button
                variant="ghost"
                isPending={removing}
                aria-label={`Remove the ${rule.currency} rule`}
                onClick={() => onRemove(rule.currency)}
              >
                Remove
              </Button>
            </div>
          ) : null}
        </Panel>
      ))}
    </div>
  );
}

interface RuleFormProps {
  isPending: boolean;
  onSubmit: (rule: ApprovalRule) => void;
}

/** The rule as typed: the amount in major units (empty: every transfer), then the contract's rule. */
const RuleFormFields = v.object({
  currency: ApprovalRuleSchema.entries.currency,
  min_amount: v.pipe(
    v.optional(v.string(), ''),
    v.transform((text) => (text.trim() === '' ? 0 : parseAmountToMinor(text))),
    v.check((minor) => minor !== null, 'Enter an amount, like 5,000,000'),
    v.transform((minor) => minor ?? 0),
    ApprovalRuleSchema.entries.min_amount,
  ),
  required_approvers: v.pipe(v.string(), v.transform(Number), ApprovalRuleSchema.entries.required_approvers),
  approver_roles: v.optional(ApprovalRuleSchema.entries.approver_roles, []),
});

/** Currency, from which amount, how many approvers and which roles; checked with the contract's schema. */
function RuleForm({ isPending, onSubmit }: RuleFormProps) {
  const [form, fields] = useForm({
    id: 'approval-rule',
    defaultValue: { currency: 'NGN', required_approvers: '2', approver_roles: ['Owner', 'Admin'] },
    ...validateWith(RuleFormFields, { when: 'submit' }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') onSubmit(submission.value);
    },
  });
  const currency = fields.currency.value ?? 'NGN';
  const rolesError = fields.approver_roles.errors?.[0];
  const initialRoles = (fields.approver_roles.initialValue ?? []) as readonly string[];

  return (
    <Panel title="Add or change a rule">
      <form {...getFormProps(form)} className="settings-form">
        <FormSelect
          field={fields.currency}
          label="Currency"
          options={WALLET_CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        <FormTextField
          field={fields.min_amount}
          label={`Transfers from (${currency})`}
          inputMode="decimal"
          placeholder="0.00"
          description="Leave empty for every transfer in this currency."
        />
        <FormSelect
          field={fields.required_approvers}
          label="Approvers needed"
          options={Array.from({ length: MAX_REQUIRED_APPROVERS }, (_, i) => ({
            value: String(i + 1),
            label: String(i + 1),
          }))}
        />
        <fieldset className="settings-events" aria-describedby={rolesError ? fields.approver_roles.errorId : undefined}>
          <legend className="field-label">Who may approve</legend>
          {APPROVER_ROLES.map((role) => (
            <label key={role} className="checkbox">
              <input
                type="checkbox"
                name={fields.approver_roles.name}
                value={role}
                defaultChecked={initialRoles.includes(role)}
              />
              <span>{role}</span>
            </label>
          ))}
          {rolesError ? (
            <p id={fields.approver_roles.errorId} className="field-error">
              {rolesError}
            </p>
          ) : null}
        </fieldset>
        <div className="settings-actions">
          <Button type="submit" isPending={isPending}>
            Save rule
          </Button>
        </div>
      </form>
    </Panel>
  );
}
