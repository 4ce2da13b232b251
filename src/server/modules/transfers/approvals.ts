import { and, eq, inArray } from 'drizzle-orm';
import { isApproverRole } from '../../../contract/roles';
import { type ApprovalResult, TRANSFER_MESSAGES } from '../../../contract/transfers';
import type { Db } from '../../db/client';
import { transfers } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf } from '../shell/paging';
import { processTransfer } from './process';

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
 * Decides one transfer in one transaction. The decision is a conditional UPDATE on
 * status = 'NEW': of two approvers racing, exactly one gets the row back; the other
 * finds it decided and is refused with 409. Approving pays it out in the same transaction.
 */
async function decide(db: Db, session: SessionInfo, id: number, reject: boolean, key: string | null) {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(transfers)
      .where(and(eq(transfers.id, id), eq(transfers.accountId, accountId)));
    if (!current) {
      throw refused(404, { id, outcome: 'not_found', status: null, message: TRANSFER_MESSAGES.notFound });
    }
    if (current.requiresApproval && current.initiatedBy === session.userId) {
      throw refused(403, { id, outcome: 'not_allowed', status: current.status, message: TRANSFER_MESSAGES.fourEyes });
    }
    const [won] = await tx
      .update(transfers)
      .set({
        status: reject ? 'REJECTED' : 'PENDING',
        approvedBy: session.userId,
        decidedAt: new Date(),
        decisionKey: key,
        completeMessage: reject ? 'Rejected by an approver' : '',
      })
      .where(
        and(
          eq(transfers.id, id),
          eq(transfers.accountId, accountId),
          eq(transfers.status, 'NEW'),
          eq(transfers.requiresApproval, true),
        ),
      )
      .returning();
    if (!won) {
      const [now] = await tx
        .select({ status: transfers.status, approvedBy: transfers.approvedBy })
        .from(transfers)
        .where(eq(transfers.id, id));
      throw refused(409, {
        id,
        outcome: 'already_decided',
        status: now?.status ?? current.status,
        message:
          now?.approvedBy === session.userId ? TRANSFER_MESSAGES.alreadyDecidedByYou : TRANSFER_MESSAGES.alreadyDecided,
      });
    }
    if (reject) return { id, outcome: 'rejected', status: won.status, message: 'Transfer rejected' } as ApprovalResult;
    const paid = await processTransfer(tx, won);
    return {
      id,
      outcome: 'approved',
      status: paid.status,
      message:
        paid.status === 'SUCCESSFUL' ? 'Transfer approved' : `Transfer approved but it failed: ${paid.completeMessage}`,
    } as ApprovalResult;
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

/** How many transfers of the business wait for an approver (badge and push). */
export async function pendingCount(db: Db, accountId: number): Promise<number> {
  return db.$count(
    transfers,
    and(eq(transfers.accountId, accountId), inArray(transfers.status, ['NEW']), eq(transfers.requiresApproval, true)),
  );
}
