import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { approvalRules } from '../db/schema';
import type { PayoutContext } from './rules';

/** How a transfer waits: whether for approval, for how many distinct approvers, and of which roles. */
export interface ApprovalPlan {
  requiresApproval: boolean;
  requiredApprovals: number;
  approverRoles: string[] | null;
}

/**
 * The plan of one transfer: its currency's rule when the amount reaches the rule's, else as before
 * (one approver when the business or the maker's role asks for it).
 */
export async function approvalPlan(
  tx: Tx,
  ctx: PayoutContext,
  currency: string,
  amount: number,
): Promise<ApprovalPlan> {
  return (await approvalPlanner(tx, ctx, currency))(amount);
}

/** The plan of many transfers in one currency (a bulk upload): one rule read, one plan per amount. */
export async function approvalPlanner(tx: Tx, ctx: PayoutContext, currency: string) {
  const [rule] = await tx
    .select()
    .from(approvalRules)
    .where(and(eq(approvalRules.accountId, ctx.accountId), eq(approvalRules.currency, currency)));
  return (amount: number): ApprovalPlan =>
    rule && amount >= rule.minAmount
      ? { requiresApproval: true, requiredApprovals: rule.requiredApprovers, approverRoles: rule.approverRoles }
      : { requiresApproval: ctx.requiresApproval, requiredApprovals: 1, approverRoles: null };
}
