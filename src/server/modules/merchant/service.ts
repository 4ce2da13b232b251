import { and, eq } from 'drizzle-orm';
import { isNeverRemembered, LAST_VIEWED_FALLBACK, lastViewedPageFor } from '../../../contract/last-viewed';
import type { MerchantKeys, WhiteLabelPreferences } from '../../../contract/merchant';
import { isAdminRole } from '../../../contract/roles';
import type { Db } from '../../db/client';
import { merchantKeys, merchantPreferences, routeVisits, users, whitelabels } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { keysView } from '../api-keys';
import { accountOf } from '../../tenancy';

export async function preferences(db: Db, session: SessionInfo) {
  const rows = await db
    .select({ setting_name: merchantPreferences.settingName, preference_value: merchantPreferences.preferenceValue })
    .from(merchantPreferences)
    .where(eq(merchantPreferences.accountId, accountOf(session)))
    .orderBy(merchantPreferences.settingName);
  return rows;
}

export async function setPreference(db: Db, session: SessionInfo, setting: string, value: string) {
  const accountId = accountOf(session);
  await db
    .insert(merchantPreferences)
    .values({ accountId, settingName: setting, preferenceValue: value })
    .onConflictDoUpdate({
      target: [merchantPreferences.accountId, merchantPreferences.settingName],
      set: { preferenceValue: value },
    });
  return { setting_name: setting, preference_value: value };
}

/** Keys of the account; secrets masked for everyone (the clear ones: POST v2/merchantkeys/reveal). */
export async function keys(db: Db, session: SessionInfo, includeV1: boolean): Promise<MerchantKeys> {
  const [row] = await db
    .select()
    .from(merchantKeys)
    .where(eq(merchantKeys.accountId, accountOf(session)));
  if (!row) throw new ApiError(404, 'No keys for this account');
  return keysView(row, isAdminRole(session.role), includeV1);
}

/** The brand named by the white-label header, else the default brand. */
export async function whitelabel(db: Db, id: string | undefined): Promise<WhiteLabelPreferences> {
  const rows = await db
    .select()
    .from(whitelabels)
    .where(id && id !== 'default' ? eq(whitelabels.id, id) : eq(whitelabels.id, 'default'));
  const brand = rows[0] ?? (await db.select().from(whitelabels).where(eq(whitelabels.id, 'default')))[0];
  if (!brand) throw new ApiError(404, 'No brand configured');
  return {
    merchant_name: brand.merchantName,
    hide_signup: brand.hideSignup,
    primary_color: brand.primaryColor,
    logo_url: brand.logoUrl,
    support_email: brand.supportEmail,
    banks_allowed: brand.banksAllowed,
    show_monthly_sale: brand.showMonthlySale,
    hidden_menu: brand.hiddenMenu,
  };
}

/** v2/lastvp/log: logs the visit and remembers the page to restore at the next login. */
export async function logVisit(db: Db, session: SessionInfo, name: string, id: string | undefined) {
  const accountId = accountOf(session);
  if (isNeverRemembered(name)) {
    await db.insert(routeVisits).values({ userId: session.userId, accountId, name, routeId: id ?? null });
    const [user] = await db.select({ page: users.lastViewedPage }).from(users).where(eq(users.id, session.userId));
    return { last_viewed_page: user?.page ?? LAST_VIEWED_FALLBACK };
  }
  const page = lastViewedPageFor(name, id);
  await db.transaction(async (tx) => {
    await tx.insert(routeVisits).values({ userId: session.userId, accountId, name, routeId: id ?? null });
    await tx
      .update(users)
      .set({ lastViewedPage: page })
      .where(and(eq(users.id, session.userId)));
  });
  return { last_viewed_page: page };
}
