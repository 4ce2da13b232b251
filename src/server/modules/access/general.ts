import { and, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Company } from '../../../contract/merchant';
import {
  type BusinessProfile,
  type OwnProfile,
  PROFILE_MESSAGES,
  type UpdateBusinessProfileRequest,
  type UpdateOwnProfileRequest,
} from '../../../contract/profile-settings';
import { type Actor, recordAudit } from '../../audit';
import type { Db, Tx } from '../../db/client';
import { accounts, merchantPreferences, users } from '../../db/schema';
import { publishUpload } from '../../uploads';
import { ApiError, type SessionInfo } from '../../http';
import { membershipOn, toCompany } from './profile';

const SUPPORT_EMAIL = 'business_support_email';
const SUPPORT_PHONE = 'business_support_phone';
const WEBSITE = 'business_website';

function accountOf(session: SessionInfo): number {
  if (session.accountId === null) throw new ApiError(403, 'Choose a business first');
  return session.accountId;
}

async function readBusinessProfile(db: Tx, accountId: number): Promise<BusinessProfile> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new ApiError(404, 'Business not found');
  const prefs = await db
    .select({ name: merchantPreferences.settingName, value: merchantPreferences.preferenceValue })
    .from(merchantPreferences)
    .where(
      and(
        eq(merchantPreferences.accountId, accountId),
        inArray(merchantPreferences.settingName, [SUPPORT_EMAIL, SUPPORT_PHONE]),
      ),
    );
  const pref = (name: string) => prefs.find((row) => row.name === name)?.value || null;
  return {
    business_name: account.businessName,
    business_email: account.businessEmail,
    support_email: pref(SUPPORT_EMAIL),
    support_phone: pref(SUPPORT_PHONE),
    business_address: account.businessAddress,
    website: account.regMeta.find((meta) => meta.name === WEBSITE)?.value || null,
    business_logo: account.businessLogo,
  };
}

export const businessProfile = (db: Db, session: SessionInfo) => readBusinessProfile(db, accountOf(session));

async function setPreferenceValue(tx: Tx, accountId: number, settingName: string, value: string | null) {
  await tx
    .insert(merchantPreferences)
    .values({ accountId, settingName, preferenceValue: value })
    .onConflictDoUpdate({
      target: [merchantPreferences.accountId, merchantPreferences.settingName],
      set: { preferenceValue: value },
    });
}

/**
 * PUT v2/business-profile (admins, by the write-access table): the business row, its support preferences and
 * its website in reg_meta change together, under a lock on the business, with the fields that changed audited.
 */
export async function updateBusinessProfile(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  body: v.InferOutput<typeof UpdateBusinessProfileRequest>,
): Promise<{ profile: BusinessProfile; company: Company }> {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
    if (!locked) throw new ApiError(404, 'Business not found');
    const before = await readBusinessProfile(tx, accountId);
    const regMeta = [
      ...locked.regMeta.filter((meta) => meta.name !== WEBSITE),
      ...(body.website ? [{ name: WEBSITE, value: body.website }] : []),
    ];
    const businessLogo = body.business_logo === undefined ? locked.businessLogo : body.business_logo;
    if (businessLogo && businessLogo !== locked.businessLogo) await keepLogo(tx, accountId, businessLogo);
    await tx
      .update(accounts)
      .set({ businessName: body.business_name, businessAddress: body.business_address, regMeta, businessLogo })
      .where(eq(accounts.id, accountId));
    await setPreferenceValue(tx, accountId, SUPPORT_EMAIL, body.support_email);
    await setPreferenceValue(tx, accountId, SUPPORT_PHONE, body.support_phone);
    const profile = await readBusinessProfile(tx, accountId);
    const changed: Record<string, string | null> = {};
    const fields = ['business_name', 'support_email', 'support_phone', 'business_address', 'website', 'business_logo'];
    for (const key of fields as (keyof BusinessProfile)[]) {
      if (before[key] !== profile[key]) changed[key] = profile[key];
    }
    if (Object.keys(changed).length > 0) {
      await recordAudit(tx, accountId, actor, 'business.profile_changed', changed);
    }
    const row = await membershipOn(tx, session.userId, accountId);
    if (!row) throw new ApiError(403, 'You do not have access to this business');
    return { profile, company: toCompany(row.account, row.membership) };
  });
}

/**
 * A logo is an upload of this business made for it (purpose logo); saved into the profile it becomes public (the
 * checkout and receipts show it) and stops expiring.
 */
async function keepLogo(tx: Tx, accountId: number, url: string): Promise<void> {
  if (!(await publishUpload(tx, accountId, url, 'logo'))) throw new ApiError(400, PROFILE_MESSAGES.logoGone);
}

const toOwnProfile = (user: typeof users.$inferSelect): OwnProfile => ({
  id: user.id,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  phone: user.phone,
});

export async function ownProfile(db: Db, session: SessionInfo): Promise<OwnProfile> {
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw new ApiError(401, 'Unauthorized access, please login again');
  return toOwnProfile(user);
}

/** PUT v2/profile: one's own name and phone; the email stays (it is the sign-in). Audited on this business. */
export async function updateOwnProfile(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  body: v.InferOutput<typeof UpdateOwnProfileRequest>,
): Promise<OwnProfile> {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, session.userId)).for('update');
    if (!before) throw new ApiError(401, 'Unauthorized access, please login again');
    const [after] = await tx
      .update(users)
      .set({ firstName: body.first_name, lastName: body.last_name, phone: body.phone })
      .where(eq(users.id, session.userId))
      .returning();
    if (!after) throw new ApiError(401, 'Unauthorized access, please login again');
    const changed: Record<string, string | null> = {};
    if (before.firstName !== after.firstName) changed.first_name = after.firstName;
    if (before.lastName !== after.lastName) changed.last_name = after.lastName;
    if (before.phone !== after.phone) changed.phone = after.phone;
    if (Object.keys(changed).length > 0) await recordAudit(tx, accountId, actor, 'account.profile_changed', changed);
    return toOwnProfile(after);
  });
}
