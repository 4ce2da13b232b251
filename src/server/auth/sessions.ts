import { and, eq, gt, isNull } from 'drizzle-orm';
import { APP_TOKEN_TTL_MINUTES, REFRESH_TOKEN_TTL_DAYS } from '../../contract/constants';
import { ERROR_CODES } from '../../contract/envelope';
import type { Tx } from '../db/client';
import { memberships, sessions, users } from '../db/schema';
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

export async function createLoginSession(db: Tx, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    kind: 'login',
    tokenHash: sha256(token),
    tokenExpiresAt: minutesFromNow(LOGIN_SESSION_MINUTES),
  });
  return token;
}

export interface AccountTokens {
  token: string;
  refresh_token: string;
  expires_in: number;
}

export async function createAccountSession(db: Tx, userId: number, accountId: number): Promise<AccountTokens> {
  const token = newToken();
  const refresh = newToken();
  await db.insert(sessions).values({
    userId,
    accountId,
    kind: 'account',
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

/** Rotates the pair: the old refresh token stops working once it has been used. */
export async function refreshSession(db: Tx, refreshToken: string): Promise<AccountTokens> {
  const token = newToken();
  const refresh = newToken();
  const updated = await db
    .update(sessions)
    .set({
      tokenHash: sha256(token),
      tokenExpiresAt: minutesFromNow(APP_TOKEN_TTL_MINUTES),
      refreshHash: sha256(refresh),
    })
    .where(
      and(
        eq(sessions.refreshHash, sha256(refreshToken)),
        isNull(sessions.revokedAt),
        gt(sessions.refreshExpiresAt, new Date()),
      ),
    )
    .returning({ id: sessions.id });
  const [session] = updated;
  if (!session) throw unauthorized();
  forgetSession(session.id); // the old token stops working now, not when its cached row ages out
  return { token, refresh_token: refresh, expires_in: APP_TOKEN_TTL_MINUTES * 60 };
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
