import { and, eq, gt } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { Tx } from '../db/client';
import { oneTimeCodes } from '../db/schema';
import { sha256 } from './crypto';

/** How long a used authenticator code is remembered: longer than it stays valid (window 1 of 30 s). */
const USED_CODE_MEMORY_MS = 2 * 60_000;

/**
 * A valid code of the secret, used once: a code seen in the last two minutes is refused, the same memory
 * the sign-in keeps, so a code typed here cannot be replayed at sign-in either.
 */
export async function acceptAuthenticatorCode(
  db: Tx,
  userId: number,
  accountId: number,
  secret: string,
  code: string,
): Promise<boolean> {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  if (code.length !== 6 || totp.validate({ token: code, window: 1 }) === null) return false;
  const codeHash = sha256(`totp:${code}`);
  const [seen] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, 'totp'),
        eq(oneTimeCodes.codeHash, codeHash),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    );
  if (seen) return false;
  await db.insert(oneTimeCodes).values({
    userId,
    accountId,
    purpose: 'totp',
    codeHash,
    expiresAt: new Date(Date.now() + USED_CODE_MEMORY_MS),
    consumedAt: new Date(),
  });
  return true;
}
