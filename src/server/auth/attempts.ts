import { and, eq, lt, sql } from 'drizzle-orm';
import { ATTEMPT_WINDOW_MINUTES, MAX_FAILED_ATTEMPTS } from '../../contract/constants';
import { ERROR_CODES } from '../../contract/envelope';
import type { Tx } from '../db/client';
import { authAttempts } from '../db/schema';
import { ApiError } from '../http';

const windowStart = () => new Date(Date.now() - ATTEMPT_WINDOW_MINUTES * 60_000);

export const TOO_MANY_ATTEMPTS_MESSAGE = `Too many attempts. Please try again in ${ATTEMPT_WINDOW_MINUTES} minutes.`;

/** Namespace of the advisory locks taken per attempt key (the second half is the key's hash). */
const ATTEMPT_LOCK_SPACE = 7201;

/**
 * Counts one attempt of `key` before the check it guards (a password, a code, a mail sent), or refuses
 * with 429 when the window already holds `max`. The count and the insert run under a lock per key, so
 * however many requests arrive at once, at most `max` are ever let through to the check: counting after
 * the check let 40 parallel guesses all be checked. Answers the attempt's id, for forgiveAttempt.
 */
export async function takeAttempt(db: Tx, key: string, max = MAX_FAILED_ATTEMPTS): Promise<number> {
  const taken = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ATTEMPT_LOCK_SPACE}, hashtext(${key}))`);
    // Old rows are useless; trim them as we go so the table stays small without a job.
    await tx.delete(authAttempts).where(and(eq(authAttempts.key, key), lt(authAttempts.createdAt, windowStart())));
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(authAttempts)
      .where(eq(authAttempts.key, key));
    if ((row?.n ?? 0) >= max) return null;
    const [inserted] = await tx.insert(authAttempts).values({ key }).returning({ id: authAttempts.id });
    return inserted!.id;
  });
  if (taken === null) throw new ApiError(429, TOO_MANY_ATTEMPTS_MESSAGE, ERROR_CODES.tooManyAttempts);
  return taken;
}

/** The attempt turned out not to be a failure (the code was right, but the work it guarded refused). */
export async function forgiveAttempt(db: Tx, id: number): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.id, id));
}

/** A success ends the count: the one who knew the password or the code starts afresh. */
export async function clearAttempts(db: Tx, key: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.key, key));
}
