import { and, eq, lt, or, sql } from 'drizzle-orm';
import { ATTEMPT_WINDOW_MINUTES, MAX_FAILED_ATTEMPTS } from '../../contract/constants';
import { ERROR_CODES } from '../../contract/envelope';
import type { Tx } from '../db/client';
import { authAttempts } from '../db/schema';
import { ApiError } from '../http';

const windowStart = () => new Date(Date.now() - ATTEMPT_WINDOW_MINUTES * 60_000);

export const TOO_MANY_ATTEMPTS_MESSAGE = `Too many attempts. Please try again in ${ATTEMPT_WINDOW_MINUTES} minutes.`;

/** Namespace of the advisory locks taken per attempt key (the second half is the key's hash). */
const ATTEMPT_LOCK_SPACE = 7201;
/** A check still pending after this long belongs to a request that died: it counts as a failure. */
const PENDING_STALE_SECONDS = 60;
/** How long a check waits for a free place among the running ones before it is refused. */
const WAIT_LIMIT_MS = 10_000;
const WAIT_STEP_MS = 25;

const tooMany = () => new ApiError(429, TOO_MANY_ATTEMPTS_MESSAGE, ERROR_CODES.tooManyAttempts);

/**
 * Counts one attempt of `key` in the window, under a lock per key. A 'send' (a mail or a code sent) is
 * counted at once. A 'check' (a password, a code) is counted as pending before it runs: failures and
 * running checks together never pass `max`, so however many arrive at once, no more than the failures
 * left are ever checked (counting after the check let 40 parallel guesses all be checked). A check that
 * finds the places taken by running ones waits for them (a right password frees its place), and is
 * refused once the failures alone reach `max`.
 */
async function take(db: Tx, key: string, max: number, kind: 'check' | 'send'): Promise<number | 'wait'> {
  const taken = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ATTEMPT_LOCK_SPACE}, hashtext(${key}))`);
    // Old rows are useless; trim them as we go so the table stays small without a job.
    await tx.delete(authAttempts).where(and(eq(authAttempts.key, key), lt(authAttempts.createdAt, windowStart())));
    const [row] = await tx
      .select({
        failed: sql<number>`(count(*) FILTER (WHERE NOT ${authAttempts.pending}
          OR ${authAttempts.createdAt} < now() - make_interval(secs => ${PENDING_STALE_SECONDS})))::int`,
        running: sql<number>`(count(*) FILTER (WHERE ${authAttempts.pending}
          AND ${authAttempts.createdAt} >= now() - make_interval(secs => ${PENDING_STALE_SECONDS})))::int`,
      })
      .from(authAttempts)
      .where(eq(authAttempts.key, key));
    const failed = row?.failed ?? 0;
    const running = row?.running ?? 0;
    if (failed >= max) return null;
    if (failed + running >= max) return 'wait' as const;
    const [inserted] = await tx
      .insert(authAttempts)
      .values({ key, pending: kind === 'check' })
      .returning({ id: authAttempts.id });
    return inserted!.id;
  });
  if (taken === null) throw tooMany();
  return taken;
}

/** Counts a check before it runs; answers its id for failAttempt, succeedAttempt or forgiveAttempt. */
export async function takeAttempt(db: Tx, key: string, max = MAX_FAILED_ATTEMPTS): Promise<number> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const taken = await take(db, key, max, 'check');
    if (taken !== 'wait') return taken;
    if (Date.now() > deadline) throw tooMany();
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS + Math.random() * WAIT_STEP_MS));
  }
}

/** Counts a mail or code sent (no check follows), or refuses with 429 past `max` in the window. */
export async function countSend(db: Tx, key: string, max = MAX_FAILED_ATTEMPTS): Promise<void> {
  const taken = await take(db, key, max, 'send');
  if (taken === 'wait') throw tooMany();
}

/** The check failed: it counts. */
export async function failAttempt(db: Tx, id: number): Promise<void> {
  await db.update(authAttempts).set({ pending: false }).where(eq(authAttempts.id, id));
}

/** The check was not a guess (the code was right, but the work it guarded refused): it does not count. */
export async function forgiveAttempt(db: Tx, id: number): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.id, id));
}

/**
 * The check succeeded: the one who knew the password or the code starts afresh. Checks of others still
 * running keep their places, so a success never lets more guesses run at once.
 */
export async function succeedAttempt(db: Tx, key: string, id: number): Promise<void> {
  await db
    .delete(authAttempts)
    .where(and(eq(authAttempts.key, key), or(eq(authAttempts.id, id), eq(authAttempts.pending, false))));
}

/**
 * Ends what was counted of `key` (sends, or failures: a reset password lifts the sign-in lock); checks
 * still running keep their places.
 */
export async function clearCounted(db: Tx, key: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.key, key), eq(authAttempts.pending, false)));
}
