/**
 * Sessions read in the last few seconds, kept in this process's memory so that a signed-in request does
 * not need its own database round trip just to look its bearer token up (in the load gate that lookup was
 * a third of all statements: 570 → 750 requests/s on PostgreSQL without it).
 *
 * Revocation stays immediate: sign-out, refresh, an account switch and a password reset call
 * `forgetSession`/`forgetUserSessions`, which refuse the cached row at once and keep that session (or
 * user) out of the cache for a minute after, so a lookup that read the row just before the revoking
 * transaction committed cannot put it back. Expiry is checked on every use of a cached row by the caller.
 * On PostgreSQL the database announces every committed change to sessions, users' access and memberships,
 * whoever made it (another instance, SQL by hand), and session-changes.ts forgets those rows the same way;
 * while it cannot hear, nothing is answered from memory. One module-wide cache: keys are hashes of random
 * tokens, so servers sharing the process (tests) cannot see each other's entries; an id forgotten for one
 * database only costs another a lookup.
 */

/** What resolveSession reads for a token (its own checks run again on each cached use). */
export interface SessionRow {
  id: number;
  userId: number;
  accountId: number | null;
  kind: 'login' | 'account';
  tokenExpiresAt: Date;
  refreshExpiresAt: Date | null;
  role: string | null;
  hasProductAccess: boolean;
}

interface Entry {
  row: SessionRow;
  /** When the lookup that read the row started: a revoke at or after it, or shortly before, wins. */
  readAt: number;
}

/** Enough for every session active in a few seconds; the oldest entries go first beyond it. */
const MAX_ENTRIES = 20_000;
/** How long revocations block caching; at least any TTL in use. */
const BLOCK_MS = 60_000;

const entries = new Map<string, Entry>();
const revokedSessions = new Map<number, number>();
const revokedUsers = new Map<number, number>();

/** When a lookup starts: pass it to `keepSession` with the row the lookup found. */
export const lookupStarted = (): number => performance.now();

function blocked(row: SessionRow, readAt: number): boolean {
  const session = revokedSessions.get(row.id);
  const user = revokedUsers.get(row.userId);
  // A lookup that started before the revoke's transaction committed may have read the old row, so
  // reads up to BLOCK_MS after a revoke are not trusted from the cache either.
  return (session !== undefined && readAt < session + BLOCK_MS) || (user !== undefined && readAt < user + BLOCK_MS);
}

/** The row read for this token hash within `ttlMs`, unless its session or user was revoked since. */
export function cachedSession(tokenHash: string, ttlMs: number): SessionRow | undefined {
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  if (performance.now() - entry.readAt >= ttlMs || blocked(entry.row, entry.readAt)) {
    entries.delete(tokenHash);
    return undefined;
  }
  return entry.row;
}

export function keepSession(tokenHash: string, row: SessionRow, readAt: number): void {
  if (blocked(row, readAt)) return;
  if (entries.size >= MAX_ENTRIES) {
    // Maps iterate in insertion order: drop the oldest tenth, and tombstones past their time.
    let n = MAX_ENTRIES / 10;
    for (const key of entries.keys()) {
      entries.delete(key);
      if (--n === 0) break;
    }
    sweep(revokedSessions);
    sweep(revokedUsers);
  }
  entries.set(tokenHash, { row, readAt });
}

function sweep(revoked: Map<number, number>): void {
  const now = performance.now();
  for (const [id, at] of revoked) if (now - at >= BLOCK_MS) revoked.delete(id);
}

function revoke(revoked: Map<number, number>, id: number): void {
  revoked.set(id, performance.now());
  if (revoked.size > MAX_ENTRIES) sweep(revoked);
}

/** Call with every change to a session's token, expiry or revocation. */
export const forgetSession = (sessionId: number): void => revoke(revokedSessions, sessionId);

/** Call when all of a user's sessions are revoked (or the user's access changes). */
export const forgetUserSessions = (userId: number): void => revoke(revokedUsers, userId);

/** Drops every kept row (the instance may have missed changes; see session-changes.ts). */
export const clearSessionCache = (): void => entries.clear();

/**
 * Forgets the revocations too: for a test process, which runs many servers over copies of one database
 * one after another, where ids repeat, and a user revoked by an earlier server would keep a later one's
 * test of the cache from using it.
 */
export function resetSessionCache(): void {
  entries.clear();
  revokedSessions.clear();
  revokedUsers.clear();
}
