import { and, eq, gt, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import type { AcceptInvitationRequest, InvitationView, SignupRequest } from '../../../contract/auth';
import { accountIdOfReferralCode, REFERRAL_CODE_INVALID } from '../../../contract/referral-code';
import { EMAIL_LINK_TTL_HOURS } from '../../../contract/constants';
import { currencyOfCountry } from '../../../contract/countries';
import { SERVER_LOGIN_ERRORS } from '../../../contract/messages';
import { newPasswordField } from '../../../contract/validators';
import { clearCounted, countSend, failAttempt, succeedAttempt, takeAttempt } from '../../auth/attempts';
import { hashPassword, newToken, sha256, verifyPassword } from '../../auth/crypto';
import { revokeUserSessions } from '../../auth/sessions';
import { recordAudit } from '../../audit';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { accounts, emailTokens, invitations, memberships, merchantKeys, referrals, users } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { send } from '../../sandbox/outbox';
import { issueMessage } from '../../http';
import { loginKey } from './login';
import { ROLE_IDS } from './permissions';
import { sameAccount } from './team';

const RESET_TTL_HOURS = 1;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

/** Mail requests (confirmations, resets) per address are limited like failed logins. */
async function limitMailRequests(db: Db, key: string): Promise<void> {
  await countSend(db, key);
}

async function mailLink(
  tx: Tx,
  userId: number,
  to: string,
  purpose: 'confirm' | 'reset',
  url: (token: string) => string,
  subject: string,
  text: string,
): Promise<void> {
  const token = newToken();
  await tx.insert(emailTokens).values({
    tokenHash: sha256(token),
    userId,
    purpose,
    expiresAt: hoursFromNow(purpose === 'reset' ? RESET_TTL_HOURS : EMAIL_LINK_TTL_HOURS),
  });
  const link = url(token);
  await send(tx, { channel: 'email', to, subject, body: `${text}\n\n${link}`, link });
}

/** Generated API keys of a new business: test keys at once, live keys once it goes live. */
export function newMerchantKeys(accountId: number) {
  const part = () => newToken().replace(/[-_]/g, '').slice(0, 24);
  return {
    accountId,
    testKey: `FLWPUBK_TEST-${part()}-X`,
    testSecret: `FLWSECK_TEST-${part()}-X`,
    liveKey: null,
    liveSecret: null,
    v1PublicKey: null,
    v1SecretKey: null,
  };
}

/** The business a referral code names; a code naming none is refused, so a mistyped code is not lost. */
async function referrerOf(db: Db, code: string) {
  const id = accountIdOfReferralCode(code);
  const [referrer] =
    id === null
      ? []
      : await db.select({ id: accounts.id, currency: accounts.currency }).from(accounts).where(eq(accounts.id, id));
  if (!referrer) throw new ApiError(400, REFERRAL_CODE_INVALID);
  return referrer;
}

/** Sign-up: the person (unconfirmed), their first business, the referrer's record, and the confirmation mail. */
export const SIGNUP_CONFLICT_MESSAGE = 'An account with this email already exists. Please log in.';

export async function signup(db: Db, publicUrl: string, body: v.InferOutput<typeof SignupRequest>) {
  // The password is hashed first, whether or not the email is taken: the answer's time says nothing.
  const [passwordHash, [existing]] = await Promise.all([
    hashPassword(body.password),
    db.select({ id: users.id }).from(users).where(eq(users.email, body.email)),
  ]);
  if (existing) throw new ApiError(409, SIGNUP_CONFLICT_MESSAGE);
  const referrer = body.referral_code ? await referrerOf(db, body.referral_code) : null;
  // Sign-ups racing for one email: the unique email decides; every one but the first is the same 409.
  await db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: body.email,
          passwordHash,
          firstName: body.first_name.trim(),
          lastName: body.last_name.trim(),
          phone: body.phone?.trim() || null,
          isActivated: false,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      const [account] = await tx
        .insert(accounts)
        .values({
          businessName: body.business_name.trim(),
          businessEmail: body.email,
          country: body.country,
          currency: currencyOfCountry(body.country),
          contactPerson: `${body.first_name.trim()} ${body.last_name.trim()}`,
          regMeta: [{ name: 'business_type', value: body.business_type }],
        })
        .returning({ id: accounts.id });
      if (!account) throw new Error('account insert returned nothing');
      await tx.update(accounts).set({ parentAccountId: account.id }).where(eq(accounts.id, account.id));
      await tx
        .insert(memberships)
        .values({ accountId: account.id, userId: user.id, role: 'Owner', roleId: null, isOwner: true });
      await tx.insert(merchantKeys).values(newMerchantKeys(account.id));
      if (referrer) {
        await tx.insert(referrals).values({
          accountId: referrer.id,
          businessName: body.business_name.trim(),
          email: body.email,
          status: 'signed-up',
          reward: 0,
          currency: referrer.currency,
        });
      }
      await mailLink(
        tx,
        user.id,
        body.email,
        'confirm',
        (token) => `${publicUrl}/activate/${token}`,
        'Confirm your email address',
        `Welcome, ${body.first_name.trim()}. Confirm your email address to start using your dashboard.`,
      );
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? new ApiError(409, SIGNUP_CONFLICT_MESSAGE) : err;
    });
  return { email: body.email };
}

/** POST v2/onboarding-emails/resend: a new confirmation link for an unconfirmed account. */
export async function resendConfirmation(db: Db, publicUrl: string, email: string): Promise<void> {
  await limitMailRequests(db, `resend:${email}`);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  // Unknown, confirmed or not: the same answer (the caller's message), so resend tells nobody whether an
  // account exists; only an unconfirmed one is mailed.
  if (!user || user.isActivated) return;
  await db.transaction((tx) =>
    mailLink(
      tx,
      user.id,
      email,
      'confirm',
      (token) => `${publicUrl}/confirm-account/${token}`,
      'Confirm your email address',
      'Here is a new link to confirm your email address.',
    ),
  );
}

async function redeemEmailToken(tx: Tx, token: string, purpose: 'confirm' | 'reset', consume: boolean) {
  const where = and(
    eq(emailTokens.tokenHash, sha256(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, new Date()),
  );
  const rows = consume
    ? await tx.update(emailTokens).set({ usedAt: new Date() }).where(where).returning({ userId: emailTokens.userId })
    : await tx.select({ userId: emailTokens.userId }).from(emailTokens).where(where);
  const userId = rows[0]?.userId;
  if (userId === undefined) {
    throw new ApiError(
      400,
      purpose === 'confirm'
        ? 'This confirmation link is invalid or has expired. Request a new one.'
        : 'This reset link is invalid or has expired. Request a new one.',
    );
  }
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(400, 'This link is invalid');
  return user;
}

/** /confirm-account/{token} and /activate/{id}: the email address is proven. */
export async function confirmAccount(db: Db, token: string) {
  return db.transaction(async (tx) => {
    const user = await redeemEmailToken(tx, token, 'confirm', true);
    await tx.update(users).set({ isActivated: true }).where(eq(users.id, user.id));
    return { email: user.email };
  });
}

const RESET_SENT = 'If an account exists for this email, we have sent a link to reset the password.';

/** POST v2/password/reset: mails a link when the address is known; the answer is the same either way. */
export async function requestReset(db: Db, publicUrl: string, email: string): Promise<string> {
  await limitMailRequests(db, `reset:${email}`);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (user) {
    await db.transaction((tx) =>
      mailLink(
        tx,
        user.id,
        email,
        'reset',
        (token) => `${publicUrl}/reset/${token}`,
        'Reset your password',
        `Someone asked to reset the password of this account. The link works once, for ${RESET_TTL_HOURS} hour. If it was not you, ignore this email.`,
      ),
    );
  }
  return RESET_SENT;
}

export async function resetInfo(db: Db, token: string) {
  const user = await redeemEmailToken(db, token, 'reset', false);
  return { email: user.email };
}

/** Sets the new password, ends every session of the user and lifts the failed-login lock. */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const user = await redeemEmailToken(tx, token, 'reset', true);
    // The mailed link proves the address, so the account counts as confirmed too.
    await tx.update(users).set({ passwordHash, isActivated: true }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id);
    await clearCounted(tx, loginKey(user.email));
  });
}

async function invitationById(db: Tx, id: string) {
  const [row] = await db
    .select({ invitation: invitations, businessName: accounts.businessName, inviter: users })
    .from(invitations)
    .innerJoin(accounts, eq(accounts.id, invitations.accountId))
    .innerJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.idHash, sha256(id)));
  if (!row) throw new ApiError(404, 'This invitation does not exist');
  return row;
}

const invitationStatus = (inv: typeof invitations.$inferSelect): InvitationView['status'] =>
  inv.acceptedAt ? 'accepted' : inv.expiresAt.getTime() <= Date.now() ? 'expired' : 'pending';

export async function viewInvitation(db: Db, id: string): Promise<InvitationView> {
  const { invitation, businessName, inviter } = await invitationById(db, id);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
  return {
    id,
    email: invitation.email,
    role: invitation.role,
    business_name: businessName,
    invited_by: `${inviter.firstName} ${inviter.lastName}`,
    has_account: existing !== undefined,
    status: invitationStatus(invitation),
  };
}

/** /accept/{id}: an existing user proves it with their password; a new one chooses names and a password. */
export async function acceptInvitation(
  db: Db,
  id: string,
  body: v.InferOutput<typeof AcceptInvitationRequest>,
  address: string,
) {
  const { invitation } = await invitationById(db, id);
  const status = invitationStatus(invitation);
  if (status === 'accepted') throw new ApiError(409, 'This invitation has already been accepted');
  if (status === 'expired') throw new ApiError(400, 'This invitation has expired. Ask for a new one.');
  const [existing] = await db.select().from(users).where(eq(users.email, invitation.email));
  let newUser: { passwordHash: string; firstName: string; lastName: string } | undefined;
  if (existing) {
    const key = loginKey(existing.email);
    // Counted before the password is checked, as at sign-in (the same key).
    const attempt = await takeAttempt(db, key);
    if (!(await verifyPassword(body.password, existing.passwordHash))) {
      await failAttempt(db, attempt);
      throw new ApiError(400, SERVER_LOGIN_ERRORS.incorrectCredentials);
    }
    await succeedAttempt(db, key, attempt);
  } else {
    if (!body.first_name || !body.last_name) {
      throw new ApiError(400, body.first_name ? 'Last name is empty' : 'First name is empty');
    }
    const strong = v.safeParse(newPasswordField, body.password);
    if (!strong.success) throw new ApiError(400, issueMessage(strong.issues));
    newUser = { passwordHash: await hashPassword(body.password), firstName: body.first_name, lastName: body.last_name };
  }
  await db.transaction(async (tx) => {
    const accepted = await tx
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(invitations.idHash, invitation.idHash), isNull(invitations.acceptedAt)))
      .returning({ id: invitations.idHash });
    if (accepted.length === 0) throw new ApiError(409, 'This invitation has already been accepted');
    let userId = existing?.id;
    if (!userId && newUser) {
      const [created] = await tx
        .insert(users)
        .values({ email: invitation.email, isActivated: true, ...newUser }) // the mailed link proves the address
        .returning({ id: users.id });
      userId = created?.id;
    }
    if (!userId) throw new Error('invitation accepted without a user');
    await tx
      .insert(memberships)
      .values({
        accountId: invitation.accountId,
        userId,
        role: invitation.role,
        roleId: ROLE_IDS[invitation.role] ?? null,
        isOwner: invitation.role === 'Owner',
      })
      .onConflictDoNothing();
    await recordAudit(tx, invitation.accountId, { userId, address }, 'team.invitation_accepted', {
      email: invitation.email,
      role: invitation.role,
    });
  });
  return { email: invitation.email };
}

export async function collaborators(db: Db, session: SessionInfo, accountId: string) {
  const id = sameAccount(session, accountId);
  const rows = await db
    .select({ user: users, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.accountId, id))
    .orderBy(users.id);
  return rows.map(({ user, role }) => ({
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role,
  }));
}
