import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { APP_TOKEN_TTL_MINUTES, REFRESH_TOKEN_TTL_DAYS } from '../../contract/constants';
import { ERROR_CODES } from '../../contract/envelope';
import type { Db, Tx } from '../db/client';
import { memberships, sessions, spentRefreshTokens, users } from '../db/schema';
import { ApiError, type Deps, type SessionInfo } from '../http';
import { newToken, sha256 } from './crypto';
import {
  cachedSession,
  forgetSession,
  forgetUserSessions,
  keepSession,
  lookupStarted,
  type SessionRow,
} from './session-cache';

/** A login session lives just long enough to choose an account and enter a code. */
const LOGIN_SESSION_MINUTES = 15;

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

const unauthorized = () => new ApiError(401, 'Unauthorized access, please login again', ERROR_CODES.unauthorized);

/** A new sign-in starts a family of sessions: the login session and the account sessions chosen after it. */
export async function createLoginSession(db: Tx, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    kind: 'login',
    tokenHash: sha256(token),
    tokenExpiresAt: minutesFromNow(LOGIN_SESSION_MINUTES),
    family: newToken(),
  });
  return token;
}

/** The family of a session (null for sessions made before families were kept). */
export async function familyOf(db: Tx, sessionId: number): Promise<string | null> {
  const [row] = await db.select({ family: sessions.family }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.family ?? null;
}

export interface AccountTokens {
  token: string;
  refresh_token: string;
  expires_in: number;
}

/** The browser and address a session was chosen from, shown in the user's list of sessions. */
export interface SessionDevice {
  userAgent: string | null;
  address: string | null;
}

export async function createAccountSession(
  db: Tx,
  userId: number,
  accountId: number,
  family: string | null,
  device: SessionDevice = { userAgent: null, address: null },
): Promise<AccountTokens> {
  const token = newToken();
  const refresh = newToken();
  await db.insert(sessions).values({
    userId,
    accountId,
    kind: 'account',
    family: family ?? newToken(),
    userAgent: device.userAgent,
    ipAddress: device.address,
    tokenHash: sha256(token),
    tokenExpiresAt: minutesFromNow(APP_TOKEN_TTL_MINUTES),
    refreshHash: sha256(refresh),
    refreshExpiresAt: minutesFromNow(REFRESH_TOKEN_TTL_DAYS * 24 * 60),
  });
  return { token, refresh_token: refresh, expires_in: APP_TOKEN_TTL_MINUTES * 60 };
}

/** The session behind a bearer token, at the level the endpoint needs. */
export async function resolveSession(deps: Deps, token: string, level: 'login' | 'account'): Promise<SessionInfo> {
  const tokenHash = sha256(token);
  const ttl = deps.config.sessionCacheMs ?? 0;
  // Answered from memory only while every change to sessions is heard (session-changes.ts).
  const heardSince = ttl > 0 ? deps.sessionChanges?.heardSince() : undefined;
  let row = heardSince !== undefined ? cachedSession(tokenHash, ttl) : undefined;
  if (!row) {
    const readAt = lookupStarted();
    row = await readSession(deps, tokenHash);
    const keep = heardSince !== undefined && readAt >= heardSince && deps.sessionChanges?.heardSince() === heardSince;
    if (row && keep && row.hasProductAccess && !(row.kind === 'account' && row.role === null)) {
      keepSession(tokenHash, row, readAt);
    }
  }
  if (!row?.hasProductAccess) throw unauthorized();
  if (row.tokenExpiresAt.getTime() <= Date.now()) {
    const canRefresh = row.refreshExpiresAt !== null && row.refreshExpiresAt.getTime() > Date.now();
    if (canRefresh) throw new ApiError(401, 'Token expired', ERROR_CODES.tokenExpired);
    throw unauthorized();
  }
  if (row.kind === 'account' && row.role === null) throw unauthorized(); // membership removed since
  if (level === 'account' && row.kind !== 'account') {
    throw new ApiError(403, 'Choose an account to continue');
  }
  return { id: row.id, userId: row.userId, accountId: row.accountId, kind: row.kind, role: row.role };
}

async function readSession(deps: Deps, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await deps.db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      accountId: sessions.accountId,
      kind: sessions.kind,
      tokenExpiresAt: sessions.tokenExpiresAt,
      refreshExpiresAt: sessions.refreshExpiresAt,
      role: memberships.role,
      hasProductAccess: users.hasProductAccess,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, and(eq(memberships.userId, sessions.userId), eq(memberships.accountId, sessions.accountId)))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .limit(1);
  return row;
}

/**
 * Rotates the pair: the old refresh token stops working once it has been used, and is remembered as
 * spent until it would have expired. A spent one presented again means someone else holds a copy (the
 * thief or the user, whoever came second): every session of its family ends, and both must sign in.
 */
export async function refreshSession(db: Db, refreshToken: string): Promise<AccountTokens> {
  const spentHash = sha256(refreshToken);
  const rotated = await db.transaction(async (tx) => {
    const token = newToken();
    const refresh = newToken();
    const [old] = await tx
      .select({ id: sessions.id, family: sessions.family, refreshExpiresAt: sessions.refreshExpiresAt })
      .from(sessions)
      .where(
        and(eq(sessions.refreshHash, spentHash), isNull(sessions.revokedAt), gt(sessions.refreshExpiresAt, new Date())),
      )
      .for('update');
    if (!old) return null;
    const family = old.family ?? newToken();
    await tx
      .update(sessions)
      .set({
        tokenHash: sha256(token),
        tokenExpiresAt: minutesFromNow(APP_TOKEN_TTL_MINUTES),
        refreshHash: sha256(refresh),
        family,
      })
      .where(eq(sessions.id, old.id));
    await tx
      .insert(spentRefreshTokens)
      .values({ hash: spentHash, family, expiresAt: old.refreshExpiresAt ?? new Date() })
      .onConflictDoNothing();
    // Spent tokens past their expiry prove nothing any more: trimmed as we go.
    await tx.delete(spentRefreshTokens).where(lt(spentRefreshTokens.expiresAt, new Date()));
    return { sessionId: old.id, tokens: { token, refresh_token: refresh, expires_in: APP_TOKEN_TTL_MINUTES * 60 } };
  });
  if (rotated) {
    forgetSession(rotated.sessionId); // the old token stops working now, not when its cached row ages out
    return rotated.tokens;
  }
  const [spent] = await db
    .select({ family: spentRefreshTokens.family })
    .from(spentRefreshTokens)
    .where(and(eq(spentRefreshTokens.hash, spentHash), gt(spentRefreshTokens.expiresAt, new Date())));
  if (spent) {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.family, spent.family), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    for (const { id } of ended) forgetSession(id);
  }
  throw unauthorized();
}

export async function revokeSession(db: Tx, sessionId: number): Promise<void> {
  forgetSession(sessionId);
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: Tx, userId: number): Promise<void> {
  forgetUserSessions(userId);
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
