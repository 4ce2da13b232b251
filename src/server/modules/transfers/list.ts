import { and, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { isApproverRole } from '../../../contract/roles';
import type { TransfersListPage, TransfersListQuery } from '../../../contract/transfers';
import type { Db } from '../../db/client';
import { transfers } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf } from '../../tenancy';
import { contains, countedPage, termOf } from '../../paging';
import { initiator, initiatorJoin, toListRow, transferColumns } from './rows';

/** Status filters group the stored statuses the way the transfer labels do (spec 1 §4). */
const STATUS_GROUPS: Record<string, string[]> = {
  NEW: ['NEW'],
  PENDING: ['PENDING', 'PENDING-HOOK'],
  SUCCESSFUL: ['SUCCESSFUL'],
  FAILED: ['FAILED', 'FAILED:INVALID_ACCOUNT', 'REJECTED'],
};

const nextDay = (isoDay: string): Date => new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000);

/**
 * GET v2/transfers: the list with status, currency, date, approval and free-text filters;
 * with list_pending_approvals=1 the transfers awaiting approval, which only approvers may see.
 */
export async function listTransfers(
  db: Db,
  session: SessionInfo,
  query: v.InferOutput<typeof TransfersListQuery>,
): Promise<TransfersListPage> {
  const pending = query.list_pending_approvals === '1';
  if (pending && !isApproverRole(session.role)) {
    throw new ApiError(403, 'Only an Owner or Admin can view transfers awaiting approval');
  }
  if (query.from && query.to && query.from > query.to) throw new ApiError(400, 'From must be before To');
  const filters: (SQL | undefined)[] = [eq(transfers.accountId, accountOf(session))];
  if (pending) filters.push(eq(transfers.status, 'NEW'), eq(transfers.requiresApproval, true));
  if (query.status) filters.push(inArray(transfers.status, STATUS_GROUPS[query.status] ?? [query.status]));
  if (query.requires_approval) filters.push(eq(transfers.requiresApproval, query.requires_approval === '1'));
  if (query.currency) filters.push(eq(transfers.currency, query.currency));
  if (query.from) filters.push(gte(transfers.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(transfers.createdAt, nextDay(query.to)));
  if (query.bulk_id !== undefined) filters.push(eq(transfers.bulkId, query.bulk_id));
  const reference = termOf(query.reference);
  if (reference) filters.push(contains(transfers.reference, reference));
  const term = termOf(query.q);
  if (term) {
    filters.push(
      or(
        contains(transfers.reference, term),
        contains(transfers.fullname, term),
        contains(transfers.narration, term),
        contains(transfers.accountNumber, term),
      ),
    );
  }
  const where = and(...filters);
  const result = await countedPage(
    query,
    () => db.$count(transfers, where),
    (limit, offset) =>
      db
        .select({
          ...transferColumns,
          total: sql<number>`(SELECT count(*) FROM ${transfers} WHERE ${where})`.mapWith(Number),
        })
        .from(transfers)
        .leftJoin(initiator, initiatorJoin)
        .where(where)
        .orderBy(desc(transfers.createdAt), desc(transfers.id))
        .limit(limit)
        .offset(offset),
  );
  return { transfers: result.rows.map(toListRow), page_info: result.page_info };
}
