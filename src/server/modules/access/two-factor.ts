import { and, eq, isNull } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type * as v from 'valibot';
import {
  type AuthenticatorSetup,
  type EmailCodesRequest,
  formatRecoveryCode,
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_MESSAGES,
  type TwoFactorStatus,
} from '../../../contract/profile-settings';
import { type Actor, recordAudit } from '../../audit';
import { acceptAuthenticatorCode } from '../../auth/authenticator';
import { failAttempt, succeedAttempt, takeAttempt } from '../../auth/attempts';
import { hashPassword, newNumericCode, verifyPassword } from '../../auth/crypto';
import type { Db, Tx } from '../../db/client';
import { accounts, merchantPreferences, recoveryCodes, users } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';

const REQUIRE_2FACTOR = 'require_2factor';

function accountOf(session: SessionInfo): number {
  if (session.accountId === null) throw new ApiError(403, 'Choose a business first');
  return session.accountId;
}

async function userOf(db: Tx, session: SessionInfo) {
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw new ApiError(401, 'Unauthorized access, please login again');
  return user;
}

export async function twoFactorStatus(db: Tx, session: SessionInfo): Promise<TwoFactorStatus> {
  const accountId = accountOf(session);
  const user = await userOf(db, session);
  const left = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  const [pref] = await db
    .select({ value: merchantPreferences.preferenceValue })
    .from(merchantPreferences)
    .where(and(eq(merchantPreferences.accountId, accountId), eq(merchantPreferences.settingName, REQUIRE_2FACTOR)));
  return {
    authenticator: user.totpSecret !== null,
    recovery_codes_left: user.totpSecret ? left.length : 0,
    email_codes_required: pref?.value === '1',
  };
}

/**
 * Uses one of the user's recovery codes (8 digits), once: the row is claimed by an update that only an unused
 * code matches, so two requests with the same code cannot both succeed.
 */
export async function spendRecoveryCode(db: Tx, userId: number, code: string): Promise<boolean> {
  if (code.length !== 8) return false;
  const unused = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const checks = await Promise.all(unused.map((row) => verifyPassword(code, row.codeHash)));
  const match = unused[checks.indexOf(true)];
  if (!match) return false;
  const claimed = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.id, match.id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return claimed.length === 1;
}

/** POST v2/two-factor/authenticator/setup: a new secret, kept pending until a code from it is confirmed. */
export async function startAuthenticator(db: Db, session: SessionInfo): Promise<AuthenticatorSetup> {
  const accountId = accountOf(session);
  const user = await userOf(db, session);
  if (user.totpSecret) throw new ApiError(409, TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = new OTPAuth.Secret({ size: 20 });
  await db.update(users).set({ totpPendingSecret: secret.base32 }).where(eq(users.id, user.id));
  const [account] = await db.select({ name: accounts.businessName }).from(accounts).where(eq(accounts.id, accountId));
  const totp = new OTPAuth.TOTP({
    issuer: account?.name ?? 'Merchant dashboard',
    label: user.email,
    secret,
    digits: 6,
    period: 30,
  });
  return { secret: secret.base32, otpauth_uri: totp.toString() };
}

const twoFactorKey = (userId: number) => `two-factor:${userId}`;

/** Wrong codes here are limited like sign-in codes (5 per 15 minutes, then 429), under a key of their own. */
async function checkedCode(db: Db, userId: number, check: () => Promise<boolean>): Promise<void> {
  const key = twoFactorKey(userId);
  const attempt = await takeAttempt(db, key);
  if (!(await check())) {
    await failAttempt(db, attempt);
    throw new ApiError(400, TWO_FACTOR_MESSAGES.wrongCode);
  }
  await succeedAttempt(db, key, attempt);
}

/** POST v2/two-factor/authenticator/confirm: the pending secret becomes the sign-in's, with new recovery codes. */
export async function confirmAuthenticator(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  code: string,
): Promise<{ recovery_codes: string[] }> {
  const accountId = accountOf(session);
  const user = await userOf(db, session);
  if (user.totpSecret) throw new ApiError(409, TWO_FACTOR_MESSAGES.alreadyOn);
  const pending = user.totpPendingSecret;
  if (!pending) throw new ApiError(409, TWO_FACTOR_MESSAGES.noSetup);
  await checkedCode(db, user.id, () => acceptAuthenticatorCode(db, user.id, accountId, pending, code));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => newNumericCode(8));
  const hashes = await Promise.all(codes.map((one) => hashPassword(one)));
  await db.transaction(async (tx) => {
    // Only the secret that was confirmed is switched on: a setup restarted meanwhile wins nothing.
    const [on] = await tx
      .update(users)
      .set({ totpSecret: pending, totpPendingSecret: null })
      .where(and(eq(users.id, user.id), eq(users.totpPendingSecret, pending), isNull(users.totpSecret)))
      .returning({ id: users.id });
    if (!on) throw new ApiError(409, TWO_FACTOR_MESSAGES.noSetup);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId: user.id, codeHash })));
    await recordAudit(tx, accountId, actor, 'two_factor.authenticator_on', {
      email: user.email,
      recovery_codes: String(RECOVERY_CODE_COUNT),
    });
  });
  return { recovery_codes: codes.map(formatRecoveryCode) };
}

/** POST v2/two-factor/authenticator/disable: with a current code or a recovery code. */
export async function turnOffAuthenticator(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  code: string,
): Promise<TwoFactorStatus> {
  const accountId = accountOf(session);
  const user = await userOf(db, session);
  const secret = user.totpSecret;
  if (!secret) throw new ApiError(409, TWO_FACTOR_MESSAGES.notOn);
  const byRecoveryCode = code.length === 8;
  await checkedCode(db, user.id, () =>
    byRecoveryCode
      ? spendRecoveryCode(db, user.id, code)
      : acceptAuthenticatorCode(db, user.id, accountId, secret, code),
  );
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpSecret: null, totpPendingSecret: null }).where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await recordAudit(tx, accountId, actor, 'two_factor.authenticator_off', {
      email: user.email,
      with: byRecoveryCode ? 'recovery code' : 'authenticator code',
    });
  });
  return twoFactorStatus(db, session);
}

/** PUT v2/two-factor/email-codes (admins): require_2factor, an emailed code at every sign-in to the business. */
export async function setEmailCodes(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  body: v.InferOutput<typeof EmailCodesRequest>,
): Promise<TwoFactorStatus> {
  const accountId = accountOf(session);
  await db.transaction(async (tx) => {
    const value = body.required ? '1' : '0';
    const [before] = await tx
      .select({ value: merchantPreferences.preferenceValue })
      .from(merchantPreferences)
      .where(and(eq(merchantPreferences.accountId, accountId), eq(merchantPreferences.settingName, REQUIRE_2FACTOR)))
      .for('update');
    if ((before?.value === '1') === body.required) return;
    await tx
      .insert(merchantPreferences)
      .values({ accountId, settingName: REQUIRE_2FACTOR, preferenceValue: value })
      .onConflictDoUpdate({
        target: [merchantPreferences.accountId, merchantPreferences.settingName],
        set: { preferenceValue: value },
      });
    await recordAudit(
      tx,
      accountId,
      actor,
      body.required ? 'two_factor.email_codes_required' : 'two_factor.email_codes_not_required',
      { require_2factor: value },
    );
  });
  return twoFactorStatus(db, session);
}
