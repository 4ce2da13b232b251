import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type * as v from 'valibot';
import { DEFAULT_PAGE_SIZE } from '../contract/paging';
import {
  ADMIN_ONLY_CLIENT_AUDIT_ACTIONS,
  AUDIT_CREATE_MESSAGES,
  type AuditCreateRequest,
} from '../contract/client-audits';
import { isAdminRole } from '../contract/roles';
import type { AuditAction, AuditEntry, AuditsQuery } from '../contract/team';
import { ApiError, type SessionInfo } from './http';
import { remoteAddress } from './client-address';
import type { Db, Tx } from './db/client';
import { audits, users } from './db/schema';

/** Who acted and from where: the session's user and the request's socket address. */
export interface Actor {
  userId: number;
  address: string;
}

export const actorOf = (c: Context, userId: number): Actor => ({ userId, address: remoteAddress(c) ?? 'unknown' });

/**
 * Records one sensitive change in the business's audit log, inside the transaction that makes the change,
 * so the entry exists exactly when the change does. Shared by every module that changes something audited.
 */
export async function recordAudit(
  tx: Tx,
  accountId: number,
  actor: Actor,
  action: AuditAction,
  auditData: Record<string, string | null>,
  comment: string | null = null,
): Promise<number> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
  const [entry] = await tx
    .insert(audits)
    .values({
      accountId,
      actorUserId: actor.userId,
      actorEmail: user?.email ?? `user ${actor.userId}`,
      action,
      auditData,
      comment,
      ipAddress: actor.address,
    })
    .returning({ id: audits.id });
  return entry!.id;
}

/**
 * POST v2/audits/create: an entry the app reports (an export saved, a secret copied), with the session's
 * user and the request's address like every other entry: the app says what happened, never who or where.
 */
export async function recordClientAudit(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  body: v.InferOutput<typeof AuditCreateRequest>,
): Promise<{ id: number }> {
  if (session.accountId === null) throw new ApiError(403, 'Choose an account to continue');
  if (ADMIN_ONLY_CLIENT_AUDIT_ACTIONS.includes(body.action) && !isAdminRole(session.role)) {
    throw new ApiError(403, AUDIT_CREATE_MESSAGES.adminsOnly);
  }
  const accountId = session.accountId;
  const id = await db.transaction((tx) =>
    recordAudit(tx, accountId, actor, body.action, body.audit_data, body.comment ?? null),
  );
  return { id };
}

/** One page of a business's audit log, newest first. */
export async function listAudits(
  db: Db,
  accountId: number,
  query: v.InferOutput<typeof AuditsQuery>,
): Promise<{
  audits: AuditEntry[];
  page_info: { total: number; current_page: number; total_pages: number; page_size: number };
}> {
  const size = query.page_size ?? DEFAULT_PAGE_SIZE;
  const current = query.page ?? 1;
  const where: SQL | undefined = and(
    eq(audits.accountId, accountId),
    query.action ? eq(audits.action, query.action) : undefined,
  );
  const total = await db.$count(audits, where);
  const rows =
    total === 0
      ? []
      : await db
          .select()
          .from(audits)
          .where(where)
          .orderBy(desc(audits.id))
          .limit(size)
          .offset((current - 1) * size);
  return {
    audits: rows.map((row) => ({
      id: row.id,
      action: row.action,
      audit_data: row.auditData,
      comment: row.comment,
      actor: row.actorEmail,
      ip_address: row.ipAddress,
      created_at: row.createdAt.toISOString(),
    })),
    page_info: { total, current_page: current, total_pages: Math.ceil(total / size), page_size: size },
  };
}
