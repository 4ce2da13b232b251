import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { OTP_TTL_MINUTES } from '../../contract/constants';
import { TRANSFER_MESSAGES, type TransferOtpResponse } from '../../contract/transfers';
import type { Db, Tx } from '../db/client';
import { accounts, oneTimeCodes, users } from '../db/schema';
import { ApiError, type SessionInfo } from '../http';
import { send } from '../sandbox/outbox';
import { clearCounted, countSend, failAttempt, forgiveAttempt, succeedAttempt, takeAttempt } from './attempts';
import { newNumericCode, sha256 } from './crypto';

/**
 * Confirmation codes of money-moving writes (spec 2 §4 confirmation-code modal): transfers, bulk
 * submits and retries, loan acceptance. Each kind has its own purpose, so a code sent for one
 * never confirms another, and its own wording in the mail.
 */
export interface CodePurpose {
  /** Stored with the code; also names the attempt counters. */
  purpose: string;
  /** What the code confirms, in the mail's subject ('transfer'). */
  what: string;
  /** The mail's warning line ('If you did not start a transfer, change your password.'). */
  warning: string;
}

function accountOf(session: SessionInfo): number {
  if (session.accountId === null) throw new ApiError(403, 'Choose an account to continue');
  return session.accountId;
}
/** A new code may be sent 60 s after the last one (spec 2 §9 OTP resend wait). */
export const RESEND_WAIT_SECONDS = 60;

const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, (_, first: string) => `${first}***`);

async function userOf(db: Tx, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(401, 'Unauthorized access, please login again');
  return user;
}

/**
 * Sends a confirmation code: authenticator users read their app; others get a 6-digit code by
 * email (the sandbox outbox), at most one per RESEND_WAIT_SECONDS.
 */
export async function sendConfirmationCode(
  db: Db,
  session: SessionInfo,
  kind: CodePurpose,
): Promise<TransferOtpResponse> {
  const { purpose } = kind;
  const accountId = accountOf(session);
  const user = await userOf(db, session.userId);
  if (user.totpSecret) return { auth_type: 'authenticator', sent_to: null, wait_seconds: 0 };
  const [last] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  const since = last ? (Date.now() - last.createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
  if (since < RESEND_WAIT_SECONDS) {
    return { auth_type: 'email', sent_to: maskEmail(user.email), wait_seconds: Math.ceil(RESEND_WAIT_SECONDS - since) };
  }
  await countSend(db, `${purpose}-otp-send:${user.id}`);
  const [account] = await db.select({ name: accounts.businessName }).from(accounts).where(eq(accounts.id, accountId));
  const code = newNumericCode(6);
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({
      userId: user.id,
      accountId,
      purpose,
      codeHash: sha256(code),
      expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
    });
    await send(tx, {
      channel: 'email',
      to: user.email,
      subject: `Your ${kind.what} confirmation code for ${account?.name ?? 'your business'}`,
      body: `Your one-time code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes. ${kind.warning}`,
      code,
    });
  });
  return { auth_type: 'email', sent_to: maskEmail(user.email), wait_seconds: 0 };
}

/** Whether the user confirms with an authenticator app. */
export async function authTypeOf(db: Tx, userId: number): Promise<'authenticator' | 'email'> {
  const user = await userOf(db, userId);
  return user.totpSecret ? 'authenticator' : 'email';
}

async function acceptCode(tx: Tx, userId: number, accountId: number, code: string, purpose: string): Promise<boolean> {
  const user = await userOf(tx, userId);
  if (user.totpSecret) {
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(user.totpSecret), digits: 6, period: 30 });
    if (totp.validate({ token: code, window: 1 }) === null) return false;
    // A TOTP code works once: one seen in the last two minutes is a replay.
    const codeHash = sha256(`totp:${code}`);
    const [seen] = await tx
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
    await tx.insert(oneTimeCodes).values({
      userId,
      accountId,
      purpose: 'totp',
      codeHash,
      expiresAt: new Date(Date.now() + 2 * 60_000),
      consumedAt: new Date(),
    });
    return true;
  }
  return consumeSentCode(tx, userId, accountId, purpose, code);
}

/** Uses up a code the user was sent (by email or SMS) for `purpose`: false when it is wrong, used or expired. */
export async function consumeSentCode(
  db: Db | Tx,
  userId: number,
  accountId: number,
  purpose: string,
  code: string,
): Promise<boolean> {
  const consumed = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.accountId, accountId),
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.codeHash, sha256(code)),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return consumed.length === 1;
}

class InvalidOtp extends Error {}

/**
 * Runs `work` in one transaction that first consumes the code: a wrong code writes nothing
 * but a failed attempt (counted outside the transaction, so it sticks).
 */
export async function withConfirmationCode<T>(
  db: Db,
  session: SessionInfo,
  kind: CodePurpose,
  code: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const key = `${kind.purpose}-otp:${session.userId}`;
  // Counted before the code is looked at: parallel guesses get no more tries than sequential ones.
  const attempt = await takeAttempt(db, key);
  try {
    const result = await db.transaction(async (tx) => {
      if (!(await acceptCode(tx, session.userId, accountOf(session), code, kind.purpose))) throw new InvalidOtp();
      return work(tx);
    });
    // As at sign-in: a code that worked ends both the failure count and the send limit.
    await succeedAttempt(db, key, attempt);
    await clearCounted(db, `${kind.purpose}-otp-send:${session.userId}`);
    return result;
  } catch (err) {
    // The code was right but the work refused (its transaction rolled back, the code is unused): no failure.
    if (!(err instanceof InvalidOtp)) {
      await forgiveAttempt(db, attempt);
      throw err;
    }
    await failAttempt(db, attempt);
    throw new ApiError(400, TRANSFER_MESSAGES.invalidOtp);
  }
}

/** The envelope's message for a code sent (or not yet sendable again, or read from an authenticator). */
export const codeSentMessage = (answer: TransferOtpResponse): string =>
  answer.auth_type === 'authenticator'
    ? 'Enter the code from your authenticator app'
    : answer.wait_seconds > 0
      ? `Resend Code in ${answer.wait_seconds} seconds`
      : 'OTP has been sent to your email successfully';
