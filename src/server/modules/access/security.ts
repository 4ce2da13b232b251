import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type * as v from 'valibot';
import type { ChangePasswordRequest, SignedInSession } from '../../../contract/security-settings';
import { type Actor, recordAudit } from '../../audit';
import { failAttempt, succeedAttempt, takeAttempt } from '../../auth/attempts';
import { hashPassword, verifyPassword } from '../../auth/crypto';
import { forgetUserSessions } from '../../auth/session-cache';
import type { Db, Tx } from '../../db/client';
import { accounts, sessions, users } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';

/**
 * Ends every session of the user but this one (other devices, other businesses, pending sign-ins).
 * Cached ones are forgotten here and, on PostgreSQL, on every other instance through the database's
 * notices of the session rows changing; this session is only read afresh.
 */
async function endOtherSessions(tx: Tx, session: SessionInfo): Promise<number> {
  forgetUserSessions(session.userId);
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, session.userId), ne(sessions.id, session.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * The current password, limited like a sign-in (5 wrong ones per 15 minutes, then 429) under a key of
 * its own, so a stolen session cannot guess it faster and guesses here do not lock the user's sign-in.
 */
export async function changePassword(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  body: v.InferOutput<typeof ChangePasswordRequest>,
): Promise<{ ended: number }> {
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw new ApiError(401, 'Unauthorized access, please login again');
  const key = `password-change:${user.id}`;
  const attempt = await takeAttempt(db, key);
  if (!(await verifyPassword(body.current_password, user.passwordHash))) {
    await failAttempt(db, attempt);
    throw new ApiError(400, 'Current password is incorrect');
  }
  await succeedAttempt(db, key, attempt);
  if (body.current_password === body.new_password) {
    throw new ApiError(400, 'The new password must be different from the current one');
  }
  const passwordHash = await hashPassword(body.new_password);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    const ended = await endOtherSessions(tx, session);
    if (session.accountId !== null) {
      await recordAudit(tx, session.accountId, actor, 'account.password_changed', {
        email: user.email,
        sessions_ended: String(ended),
      });
    }
    return { ended };
  });
}

export async function signOutElsewhere(db: Db, session: SessionInfo, actor: Actor): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const ended = await endOtherSessions(tx, session);
    if (session.accountId !== null) {
      await recordAudit(tx, session.accountId, actor, 'account.signed_out_elsewhere', {
        sessions_ended: String(ended),
      });
    }
    return { ended };
  });
}

/** The user's account sessions that can still be used or refreshed, newest first, this one marked. */
export async function listSessions(db: Db, session: SessionInfo): Promise<SignedInSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      businessName: accounts.businessName,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.userId, session.userId),
        eq(sessions.kind, 'account'),
        isNull(sessions.revokedAt),
        gt(sessions.refreshExpiresAt, new Date()),
      ),
    )
    .orderBy(desc(sessions.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    business_name: row.businessName,
    user_agent: row.userAgent,
    ip_address: row.ipAddress,
    created_at: row.createdAt.toISOString(),
    current: row.id === session.id,
  }));
}
