import { and, count, eq, gt, lt } from 'drizzle-orm';
import { ATTEMPT_WINDOW_MINUTES, MAX_FAILED_ATTEMPTS } from '../../contract/constants';
import type { Tx } from '../db/client';
import { ERROR_CODES } from '../../contract/envelope';
import { authAttempts } from '../db/schema';
import { ApiError } from '../http';

const windowStart = () => new Date(Date.now() - ATTEMPT_WINDOW_MINUTES * 60_000);

export const TOO_MANY_ATTEMPTS_MESSAGE = `Too many attempts. Please try again in ${ATTEMPT_WINDOW_MINUTES} minutes.`;

/** Refuses with 429 once `key` has MAX_FAILED_ATTEMPTS failures inside the window; else answers how many. */
export async function assertAttemptsLeft(db: Tx, key: string, max = MAX_FAILED_ATTEMPTS): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(and(eq(authAttempts.key, key), gt(authAttempts.createdAt, windowStart())));
  if ((row?.n ?? 0) >= max) {
    throw new ApiError(429, TOO_MANY_ATTEMPTS_MESSAGE, ERROR_CODES.tooManyAttempts);
  }
  return row?.n ?? 0;
}

export async function recordAttempt(db: Tx, key: string): Promise<void> {
  await db.insert(authAttempts).values({ key });
  // Old rows are useless; trim them as we go so the table stays small without a job.
  await db.delete(authAttempts).where(and(eq(authAttempts.key, key), lt(authAttempts.createdAt, windowStart())));
}

export async function clearAttempts(db: Tx, key: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.key, key));
}
