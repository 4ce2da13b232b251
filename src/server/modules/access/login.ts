import { and, eq, isNull } from 'drizzle-orm';
import type * as v from 'valibot';
import type { AccountSession, LoginRequest, OtpRequired, TokensCreateRequest } from '../../../contract/auth';
import { ERROR_CODES } from '../../../contract/envelope';
import { lastViewedPageFor } from '../../../contract/last-viewed';
import type { LoginResponse } from '../../../contract/auth';
import { MESSAGES, SERVER_LOGIN_ERRORS } from '../../../contract/messages';
import { OTP_TTL_MINUTES } from '../../../contract/constants';
import { clearCounted, countSend, failAttempt, succeedAttempt, takeAttempt } from '../../auth/attempts';
import { dummyPasswordHash, newNumericCode, newToken, sha256, verifyPassword } from '../../auth/crypto';
import { takeNewBusinessPass } from '../../auth/new-business-pass';
import { consumeSentCode } from '../../auth/confirmation-codes';
import {
  createAccountSession,
  createLoginSession,
  familyOf,
  revokeSession,
  type SessionDevice,
} from '../../auth/sessions';
import type { Db } from '../../db/client';
import { merchantPreferences, oneTimeCodes, users } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { send } from '../../sandbox/outbox';
import { permissionsFor } from './permissions';
import { acceptAuthenticatorCode } from '../../auth/authenticator';
import { spendRecoveryCode } from './two-factor';
import { recordAudit } from '../../audit';
import { membershipOn, membershipsOf, toCompany, toUser, type UserRow } from './profile';

export const loginKey = (email: string) => `login:${email}`;

async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/** POST login: checks the password and opens a login session for choosing an account. */
export async function login(db: Db, body: v.InferOutput<typeof LoginRequest>): Promise<LoginResponse> {
  const key = loginKey(body.identifier);
  // The attempt is counted before the password is checked (the 429 wins); the user is read meanwhile.
  const [attempt, user] = await Promise.all([takeAttempt(db, key), userByEmail(db, body.identifier)]);
  if (!user) {
    await verifyPassword(body.password, await dummyPasswordHash()); // same cost as a real check
    await failAttempt(db, attempt);
    throw new ApiError(400, SERVER_LOGIN_ERRORS.emailDoesNotExist);
  }
  // While scrypt runs (in libuv's pool, ~90 ms of CPU) the businesses are read. The login session is
  // written only once the password was right: a row that exists counts as having re-entered the
  // password (the profile-name change), so none may exist during a wrong guess.
  const [passwordOk, owned] = await Promise.all([
    verifyPassword(body.password, user.passwordHash),
    membershipsOf(db, user.id),
  ]);
  if (!passwordOk) {
    await failAttempt(db, attempt);
    throw new ApiError(400, SERVER_LOGIN_ERRORS.incorrectCredentials);
  }
  const home = owned[0];
  if (!user.hasProductAccess || !home) {
    await succeedAttempt(db, key, attempt);
    throw new ApiError(403, SERVER_LOGIN_ERRORS.noAccess, ERROR_CODES.noAccess);
  }
  if (!user.isActivated) {
    await succeedAttempt(db, key, attempt);
    throw new ApiError(403, MESSAGES.notVerified, ERROR_CODES.notActivated, { email: user.email, user_id: user.id });
  }
  const [token] = await Promise.all([createLoginSession(db, user.id), succeedAttempt(db, key, attempt)]);
  let lastViewed = user.lastViewedPage;
  if (body.last_viewed_page) {
    lastViewed = lastViewedPageFor(body.last_viewed_page);
    await db.update(users).set({ lastViewedPage: lastViewed }).where(eq(users.id, user.id));
  }
  return {
    'flw-auth-token': token,
    'fraud-token': newToken(),
    role: home.membership.role,
    roleid: home.membership.roleId,
    permissions: permissionsFor(home.membership.role),
    last_viewed_page: lastViewed,
    is_core_bridge: home.account.isCoreBridge,
    user: toUser(user, home.account.id),
    company: toCompany(home.account, home.membership),
  };
}

/** GET v2/merchant/businesses: the signed-in user's own list, never another's. */
export async function businesses(db: Db, session: SessionInfo, email: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, session.userId));
  if (user?.email !== email) throw new ApiError(403, 'You can only list your own businesses');
  const rows = await membershipsOf(db, session.userId);
  return rows.map(({ account }) => ({
    id: account.id,
    business_name: account.businessName,
    barter: { merchant_id: account.merchantId },
  }));
}

const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, (_, first: string) => `${first}***`);

async function requiresSentCode(db: Db, accountId: number): Promise<boolean> {
  const [pref] = await db
    .select({ value: merchantPreferences.preferenceValue })
    .from(merchantPreferences)
    .where(and(eq(merchantPreferences.accountId, accountId), eq(merchantPreferences.settingName, 'require_2factor')));
  return pref?.value === '1';
}

async function sendLoginCode(db: Db, user: UserRow, accountId: number, businessName: string): Promise<void> {
  await countSend(db, `otp-send:${user.id}`);
  const code = newNumericCode(6);
  await db.transaction(async (tx) => {
    // Only the newest code works.
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'login'), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({
      userId: user.id,
      accountId,
      purpose: 'login',
      codeHash: sha256(code),
      expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
    });
    await send(tx, {
      channel: 'email',
      to: user.email,
      subject: `Your sign-in code for ${businessName}`,
      body: `Your one-time code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes. If you did not try to sign in, change your password.`,
      code,
    });
  });
}

/**
 * POST merchant/tokens/create: issues the account session for a business the user
 * belongs to, after a one-time code when the user has an authenticator or the
 * business requires two-factor sign-in (require_2factor = 1).
 */
export async function createTokens(
  db: Db,
  session: SessionInfo,
  body: v.InferOutput<typeof TokensCreateRequest>,
  device?: SessionDevice,
): Promise<{ data: AccountSession | OtpRequired; message: string }> {
  const row = await membershipOn(db, session.userId, body.account);
  if (!row) throw new ApiError(403, 'You do not have access to this business');
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw new ApiError(401, 'Unauthorized access, please login again', ERROR_CODES.unauthorized);

  const asksCode = user.totpSecret ? 'authenticator' : (await requiresSentCode(db, body.account)) ? 'email' : null;
  // The first switch into a business this user just created needs no code (spec 2 §4).
  const firstSwitchIntoNew =
    asksCode !== null && !(body.token ?? body.rave_otp) && (await takeNewBusinessPass(db, user.id, body.account));
  // Renewing the business this session already holds (the bulk review's 10-minute refresh, spec 2 §7)
  // proves nothing new and grants nothing new: its code was asked when the session began.
  const renewing = session.kind === 'account' && session.accountId === body.account;
  const authType = firstSwitchIntoNew || renewing ? null : asksCode;
  if (authType) {
    const code = body.token ?? body.rave_otp;
    if (!code) {
      if (authType === 'email') await sendLoginCode(db, user, body.account, row.account.businessName);
      return {
        message: authType === 'email' ? MESSAGES.codeSent : 'Enter the code from your authenticator app',
        data: { otp_required: true, auth_type: authType, sent_to: authType === 'email' ? maskEmail(user.email) : null },
      };
    }
    const key = `otp:${user.id}`;
    // Counted before the code is looked at: parallel guesses get no more tries than sequential ones.
    const attempt = await takeAttempt(db, key);
    // An 8-digit code in place of the authenticator's is one of the user's recovery codes, good once.
    const byRecoveryCode = authType === 'authenticator' && code.length === 8;
    const valid = byRecoveryCode
      ? await spendRecoveryCode(db, user.id, code)
      : authType === 'authenticator'
        ? await acceptAuthenticatorCode(db, user.id, body.account, user.totpSecret ?? '', code)
        : await consumeSentCode(db, user.id, body.account, 'login', code);
    if (!valid) {
      await failAttempt(db, attempt);
      throw new ApiError(400, MESSAGES.invalidOtp);
    }
    await succeedAttempt(db, key, attempt);
    if (byRecoveryCode) {
      await db.transaction((tx) =>
        recordAudit(
          tx,
          body.account,
          { userId: user.id, address: device?.address ?? 'unknown' },
          'two_factor.recovery_code_used',
          {
            email: user.email,
          },
        ),
      );
    }
    // A code that worked ends the send limit too: it guards against mail floods, not against signing in.
    await clearCounted(db, `otp-send:${user.id}`);
  }

  const tokens = await db.transaction(async (tx) => {
    const family = await familyOf(tx, session.id);
    await revokeSession(tx, session.id); // the login token, or the account being switched away from
    return createAccountSession(tx, user.id, body.account, family, device);
  });
  const owned = await membershipsOf(db, user.id);
  return {
    message: 'Token created',
    data: {
      ...tokens,
      company: toCompany(row.account, row.membership),
      user: toUser(user, owned[0]?.account.id ?? row.account.id),
      role: row.membership.role,
      roleid: row.membership.roleId,
      permissions: permissionsFor(row.membership.role),
      is_core_bridge: row.account.isCoreBridge,
    },
  };
}
