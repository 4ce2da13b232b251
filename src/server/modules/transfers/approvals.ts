import { and, asc, eq, sql } from 'drizzle-orm';
import { APPROVAL_RULE_MESSAGES, approvalProgressText } from '../../../contract/approval-rules';
import { isApproverRole } from '../../../contract/roles';
import { type ApprovalResult, TRANSFER_MESSAGES } from '../../../contract/transfers';
import type { Db, Tx } from '../../db/client';
import { transferApprovals, transfers, users } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf } from '../../tenancy';
import { approveAndPay, transferWebhook } from './process';

/** A decision that did not happen, with the HTTP status a single approve answers it with. */
class Refused extends Error {
  constructor(
    readonly status: 403 | 404 | 409,
    readonly result: ApprovalResult,
  ) {
    super(result.message);
  }
}

const refused = (status: 403 | 404 | 409, result: ApprovalResult) => new Refused(status, result);

/** Only Owner, Admin and v2-Admin decide; a single approve's 403 carries its result like the others. */
function assertApprover(session: SessionInfo, id?: number): void {
  if (!isApproverRole(session.role)) {
    const result: ApprovalResult | undefined =
      id === undefined
        ? undefined
        : { id, outcome: 'not_allowed', status: null, message: TRANSFER_MESSAGES.approversOnly };
    throw new ApiError(403, TRANSFER_MESSAGES.approversOnly, undefined, result);
  }
}

/**
 * Decides one transfer. A rejection is one conditional UPDATE on status = 'NEW': of two approvers racing,
 * exactly one gets the row back; the other finds it decided and is refused with 409. An approval locks
 * the transfer row, records this approver's approval (one row per approver, a unique index), and pays
 * the transfer out once its approval rule's count of distinct approvers is met: the lock makes two
 * approvers racing count one after the other, so the transfer is paid exactly once.
 */
async function decide(db: Db, session: SessionInfo, id: number, reject: boolean, key: string | null) {
  const accountId = accountOf(session);
  const { userId } = session;
  const role = session.role ?? '';
  if (reject) {
    // The decision and its webhook commit together (a rolled-back decision sends nothing).
    const won = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(transfers)
        .set({
          status: 'REJECTED',
          approvedBy: userId,
          decidedAt: new Date(),
          decisionKey: key,
          completeMessage: 'Rejected by an approver',
        })
        .where(
          and(
            eq(transfers.id, id),
            eq(transfers.accountId, accountId),
            eq(transfers.status, 'NEW'),
            eq(transfers.requiresApproval, true),
            sql`${transfers.initiatedBy} IS DISTINCT FROM ${userId}`,
            sql`(${transfers.approverRoles} IS NULL OR jsonb_exists(${transfers.approverRoles}, ${role}))`,
          ),
        )
        .returning();
      if (row) {
        await transferWebhook(tx, {
          ...row,
          account_id: row.accountId,
          complete_message: row.completeMessage ?? '',
          debit_currency: row.debitCurrency,
          account_number: row.accountNumber,
          bank_code: row.bankCode,
        });
      }
      return row;
    });
    if (won) return { id, outcome: 'rejected', status: won.status, message: 'Transfer rejected' } as ApprovalResult;
  } else {
    const answer = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          initiatedBy: transfers.initiatedBy,
          requiredApprovals: transfers.requiredApprovals,
          approverRoles: transfers.approverRoles,
        })
        .from(transfers)
        .where(
          and(
            eq(transfers.id, id),
            eq(transfers.accountId, accountId),
            eq(transfers.status, 'NEW'),
            eq(transfers.requiresApproval, true),
          ),
        )
        .for('update');
      if (!row || row.initiatedBy === userId) return null;
      if (row.approverRoles && !row.approverRoles.includes(role)) {
        throw refused(403, {
          id,
          outcome: 'not_allowed',
          status: 'NEW',
          message: APPROVAL_RULE_MESSAGES.roleNotAllowed,
        });
      }
      const [mine] = await tx
        .insert(transferApprovals)
        .values({ transferId: id, userId })
        .onConflictDoNothing()
        .returning({ id: transferApprovals.id });
      if (!mine) {
        throw refused(409, {
          id,
          outcome: 'already_decided',
          status: 'NEW',
          message: APPROVAL_RULE_MESSAGES.sameApprover,
        });
      }
      const names = await approverNamesOf(tx, id);
      if (names.length < row.requiredApprovals) {
        const message = `${approvalProgressText(names, row.requiredApprovals)}: waiting for another approver`;
        return { id, outcome: 'approved', status: 'NEW', message } as ApprovalResult;
      }
      const paid = await approveAndPay(tx, { id, accountId, userId, key });
      if (!paid) return null;
      const message =
        paid.status === 'SUCCESSFUL'
          ? 'Transfer approved'
          : `Transfer approved but it failed: ${paid.complete_message}`;
      return { id, outcome: 'approved', status: paid.status, message } as ApprovalResult;
    });
    if (answer) return answer;
  }
  throw await refusal(db, session, id, accountId);
}

/** The names of a transfer's approvers so far, in the order they approved. */
async function approverNamesOf(tx: Tx, id: number): Promise<string[]> {
  const rows = await tx
    .select({ first: users.firstName, last: users.lastName })
    .from(transferApprovals)
    .innerJoin(users, eq(users.id, transferApprovals.userId))
    .where(eq(transferApprovals.transferId, id))
    .orderBy(asc(transferApprovals.id));
  return rows.map((r) => `${r.first} ${r.last}`.trim());
}

/** Why a transfer was not decided: not this business's, started by this approver, or decided already. */
async function refusal(db: Db, session: SessionInfo, id: number, accountId: number): Promise<Refused> {
  const [now] = await db
    .select({
      status: transfers.status,
      approvedBy: transfers.approvedBy,
      deciderEmail: users.email,
      decidedAt: transfers.decidedAt,
      requiresApproval: transfers.requiresApproval,
      initiatedBy: transfers.initiatedBy,
      approverRoles: transfers.approverRoles,
    })
    .from(transfers)
    .leftJoin(users, eq(users.id, transfers.approvedBy))
    .where(and(eq(transfers.id, id), eq(transfers.accountId, accountId)));
  if (!now) return refused(404, { id, outcome: 'not_found', status: null, message: TRANSFER_MESSAGES.notFound });
  if (now.requiresApproval && now.initiatedBy === session.userId) {
    return refused(403, { id, outcome: 'not_allowed', status: now.status, message: TRANSFER_MESSAGES.fourEyes });
  }
  if (now.status === 'NEW' && now.approverRoles && !now.approverRoles.includes(session.role ?? '')) {
    return refused(403, {
      id,
      outcome: 'not_allowed',
      status: now.status,
      message: APPROVAL_RULE_MESSAGES.roleNotAllowed,
    });
  }
  return refused(409, {
    id,
    outcome: 'already_decided',
    status: now.status,
    message:
      now.approvedBy === session.userId
        ? TRANSFER_MESSAGES.alreadyDecidedByYou
        : now.deciderEmail && now.decidedAt
          ? TRANSFER_MESSAGES.alreadyDecidedBy(
              now.status === 'REJECTED' ? 'Rejected' : 'Approved',
              now.deciderEmail,
              now.decidedAt,
            )
          : TRANSFER_MESSAGES.alreadyDecided,
  });
}

/** POST v2/transfers/approve: the result, or an error whose data is the result (see the contract). */
export async function approveOne(
  db: Db,
  session: SessionInfo,
  id: number,
  reject: boolean,
  key: string | null,
): Promise<ApprovalResult> {
  assertApprover(session, id);
  try {
    return await decide(db, session, id, reject, key);
  } catch (err) {
    if (err instanceof Refused) throw new ApiError(err.status, err.result.message, undefined, err.result);
    throw err;
  }
}

/** POST v2/transfers/approve_bulk: each transfer decided on its own; one result per id. */
export async function approveBulk(
  db: Db,
  session: SessionInfo,
  ids: readonly number[],
  reject: boolean,
  key: string | null,
): Promise<{ results: ApprovalResult[] }> {
  assertApprover(session);
  const results: ApprovalResult[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      results.push(await decide(db, session, id, reject, key));
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      results.push(err.result);
    }
  }
  return { results };
}
