import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { oneTimeCodes } from '../db/schema';
import { sha256 } from './crypto';

/**
 * Spec 2 §4: "creating a business also switches into it" without a one-time code. The user who creates
 * a business is already signed in to a business of theirs (past its code, when it asks one), so the
 * creation grants one switch into the new business, for a few minutes, used at most once; any later
 * switch asks for the code as usual. Kept as a one-time-code row: nothing new to store or expire.
 */
const PURPOSE = 'new-business-switch';
const PASS_TTL_MS = 10 * 60_000;

export async function grantNewBusinessPass(tx: Tx, userId: number, accountId: number): Promise<void> {
  await tx.insert(oneTimeCodes).values({
    userId,
    accountId,
    purpose: PURPOSE,
    codeHash: sha256(randomBytes(32).toString('hex')),
    expiresAt: new Date(Date.now() + PASS_TTL_MS),
  });
}

/** Uses the pass in one statement (two racing switches cannot both use it); true when there was one. */
export async function takeNewBusinessPass(db: Db, userId: number, accountId: number): Promise<boolean> {
  const taken = await db
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.accountId, accountId),
        eq(oneTimeCodes.purpose, PURPOSE),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return taken.length > 0;
}
