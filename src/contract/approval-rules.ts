import * as v from 'valibot';
import { WALLET_CURRENCIES } from './codes';
import type { EndpointDef } from './endpoints';
import { TransferOtpResponse } from './transfers';

/**
 * Approval rules (beyond the spec's single approver): per business and currency, a transfer of at least
 * an amount waits for N distinct approvers of the rule's roles, none of them its maker ("two above
 * NGN 5,000,000"). Without a rule a transfer waits as it always did: for one approver other than its
 * maker when a non-approver started it. Changing a rule is confirmed with a code and audited.
 */
export const APPROVER_ROLES = ['Owner', 'Admin', 'v2-Admin'] as const;
export type ApproverRole = (typeof APPROVER_ROLES)[number];
/** More distinct approvers than this is a rule nobody could meet in a small team. */
export const MAX_REQUIRED_APPROVERS = 5;

export const ApprovalRule = v.object({
  currency: v.picklist(WALLET_CURRENCIES, 'Currency is invalid'),
  /** From this amount (minor units) up; 0: every transfer in the currency. */
  min_amount: v.pipe(
    v.number('Amount is invalid'),
    v.integer('Amount is invalid'),
    v.minValue(0, 'Amount is invalid'),
    v.maxValue(9_999_999_999_999, 'Amount is too large'),
  ),
  required_approvers: v.pipe(
    v.number('Approvers is invalid'),
    v.integer('Approvers is invalid'),
    v.minValue(1, 'At least one approver is required'),
    v.maxValue(MAX_REQUIRED_APPROVERS, `At most ${MAX_REQUIRED_APPROVERS} approvers`),
  ),
  approver_roles: v.pipe(
    v.array(v.picklist(APPROVER_ROLES, 'Role is invalid'), 'Roles are invalid'),
    v.minLength(1, 'Choose who may approve'),
    v.maxLength(APPROVER_ROLES.length, 'Roles are invalid'),
  ),
});
export type ApprovalRule = v.InferOutput<typeof ApprovalRule>;

export const SaveApprovalRuleRequest = v.object({
  ...ApprovalRule.entries,
  otp: v.pipe(v.string('Code is required'), v.regex(/^\d{4,8}$/, 'Code is invalid')),
});
export const RemoveApprovalRuleRequest = v.object({
  currency: v.picklist(WALLET_CURRENCIES, 'Currency is invalid'),
  otp: v.pipe(v.string('Code is required'), v.regex(/^\d{4,8}$/, 'Code is invalid')),
});

export const APPROVAL_RULE_MESSAGES = {
  saved: 'Approval rule saved',
  removed: 'Approval rule removed',
  notFound: 'There is no approval rule for this currency',
  sameApprover: 'You already approved this transfer: it needs another approver',
  roleNotAllowed: 'Your role may not approve this transfer',
} as const;

/** "1 of 2 approved, by Ada Obi": the progress of a transfer waiting for N of M. */
export const approvalProgressText = (approvedBy: readonly string[], required: number): string =>
  `${approvedBy.length} of ${required} approved${approvedBy.length > 0 ? `, by ${approvedBy.join(', ')}` : ''}`;

export const approvalRuleEndpoints = {
  approvalRules: {
    method: 'GET',
    path: 'v2/approval-rules',
    host: 'main',
    auth: 'account',
    response: v.object({ rules: v.array(ApprovalRule) }),
  },
  approvalRulesOtp: {
    method: 'POST',
    path: 'v2/approval-rules/otp',
    host: 'main',
    auth: 'account',
    response: TransferOtpResponse,
  },
  saveApprovalRule: {
    method: 'PUT',
    path: 'v2/approval-rules',
    host: 'main',
    auth: 'account',
    body: SaveApprovalRuleRequest,
    response: ApprovalRule,
  },
  removeApprovalRule: {
    method: 'POST',
    path: 'v2/approval-rules/remove',
    host: 'main',
    auth: 'account',
    body: RemoveApprovalRuleRequest,
    response: v.object({ currency: v.string() }),
  },
} as const satisfies Record<string, EndpointDef>;
