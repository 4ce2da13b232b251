import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  APPROVAL_RULE_MESSAGES,
  ApprovalRule,
  type RemoveApprovalRuleRequest,
  type SaveApprovalRuleRequest,
} from '../../../contract/approval-rules';
import type { Actor } from '../../audit';
import { recordAudit } from '../../audit';
import { type CodePurpose, sendConfirmationCode, withConfirmationCode } from '../../auth/confirmation-codes';
import type { Db } from '../../db/client';
import { approvalRules } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf } from '../../tenancy';

const RULE_CODE: CodePurpose = {
  purpose: 'approval_rules',
  what: 'approval rule change',
  warning: 'If you did not change who approves transfers, change your password.',
};

const view = (r: typeof approvalRules.$inferSelect): ApprovalRule =>
  v.parse(ApprovalRule, {
    currency: r.currency,
    min_amount: r.minAmount,
    required_approvers: r.requiredApprovers,
    approver_roles: r.approverRoles,
  });

/** GET v2/transfers/approval-rules */
export async function listApprovalRules(db: Db, session: SessionInfo) {
  const rows = await db
    .select()
    .from(approvalRules)
    .where(eq(approvalRules.accountId, accountOf(session)))
    .orderBy(asc(approvalRules.currency));
  return { rules: rows.map(view) };
}

/** POST v2/transfers/approval-rules/otp: the code that confirms a rule change (outbox or authenticator). */
export const sendApprovalRuleOtp = (db: Db, session: SessionInfo) => sendConfirmationCode(db, session, RULE_CODE);

const audited = (rule: ApprovalRule) => ({
  currency: rule.currency,
  min_amount: String(rule.min_amount),
  required_approvers: String(rule.required_approvers),
  approver_roles: rule.approver_roles.join(', '),
});

/** PUT v2/transfers/approval-rules: one rule per currency, made or replaced; audited. */
export async function saveApprovalRule(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  body: v.InferOutput<typeof SaveApprovalRuleRequest>,
) {
  const accountId = accountOf(session);
  const { otp, ...rule } = body;
  const roles = [...new Set(rule.approver_roles)];
  return withConfirmationCode(db, session, RULE_CODE, otp, async (tx) => {
    const values = {
      accountId,
      currency: rule.currency,
      minAmount: rule.min_amount,
      requiredApprovers: rule.required_approvers,
      approverRoles: roles,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(approvalRules)
      .values(values)
      .onConflictDoUpdate({ target: [approvalRules.accountId, approvalRules.currency], set: values })
      .returning();
    const saved = view(row!);
    await recordAudit(tx, accountId, actor, 'approval_rule.saved', audited(saved));
    return saved;
  });
}

/** POST v2/transfers/approval-rules/remove: the currency goes back to one approver; audited. */
export async function removeApprovalRule(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  body: v.InferOutput<typeof RemoveApprovalRuleRequest>,
) {
  const accountId = accountOf(session);
  return withConfirmationCode(db, session, RULE_CODE, body.otp, async (tx) => {
    const [row] = await tx
      .delete(approvalRules)
      .where(and(eq(approvalRules.accountId, accountId), eq(approvalRules.currency, body.currency)))
      .returning();
    if (!row) throw new ApiError(404, APPROVAL_RULE_MESSAGES.notFound);
    await recordAudit(tx, accountId, actor, 'approval_rule.removed', audited(view(row)));
    return { currency: row.currency };
  });
}
