import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isApproverRole } from '../../../contract/roles';
import { TRANSFER_MESSAGES, type TransferDetail, type TransferMeta } from '../../../contract/transfers';
import type { Tx } from '../../db/client';
import { transferApprovals, transfers, users } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf } from '../../tenancy';
import { initiator, initiatorJoin, nameOf, toListRow, transferColumns } from './rows';

const approver = alias(users, 'approver');
const RETRYABLE = new Set(['FAILED', 'FAILED:INVALID_ACCOUNT']);

/**
 * The signed-in user may decide it: an approver of its rule's roles, not its initiator (four eyes),
 * while it is NEW.
 */
export const mayDecide = (session: SessionInfo, t: typeof transfers.$inferSelect): boolean =>
  isApproverRole(session.role) &&
  (t.approverRoles === null || t.approverRoles.includes(session.role ?? '')) &&
  t.status === 'NEW' &&
  t.requiresApproval &&
  t.initiatedBy !== session.userId;

/** One transfer of the session's business; another business's id is a 404 like a missing one. */
export async function transferDetail(db: Tx, session: SessionInfo, id: number): Promise<TransferDetail> {
  const [row] = await db
    .select({
      ...transferColumns,
      approverFirst: approver.firstName,
      approverLast: approver.lastName,
      // Under an N-of-M rule, one who approved already waits for another approver, not for themself.
      approvedByMe: sql<boolean>`exists (
        SELECT 1 FROM ${transferApprovals} a WHERE a.transfer_id = ${transfers.id} AND a.user_id = ${session.userId}
      )`,
    })
    .from(transfers)
    .leftJoin(initiator, initiatorJoin)
    .leftJoin(approver, eq(approver.id, transfers.approvedBy))
    .where(and(eq(transfers.id, id), eq(transfers.accountId, accountOf(session))));
  if (!row) throw new ApiError(404, TRANSFER_MESSAGES.notFound);
  const t = row.transfer;
  return {
    ...toListRow(row),
    meta: t.meta as TransferMeta,
    approved_by: nameOf(row.approverFirst, row.approverLast),
    decided_at: t.decidedAt ? t.decidedAt.toISOString() : null,
    complete_message: t.completeMessage,
    bulk_id: t.bulkId,
    can_approve: mayDecide(session, t) && !row.approvedByMe,
    can_retry: RETRYABLE.has(t.status),
  };
}
