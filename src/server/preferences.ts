import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from './db/client';
import { merchantPreferences } from './db/schema';

/** One merchant preference's value (spec 1 §3 setting_name/preference_value), or null when unset. */
export async function preferenceOf(db: Db | Tx, accountId: number, name: string): Promise<string | null> {
  const [row] = await db
    .select({ value: merchantPreferences.preferenceValue })
    .from(merchantPreferences)
    .where(and(eq(merchantPreferences.accountId, accountId), eq(merchantPreferences.settingName, name)));
  return row?.value ?? null;
}

/** Airtime & DSTV: only with bills access (spec 1 §2 sidebar, §6 menu gating), the menu's own preference. */
export const hasBillsAccess = async (db: Db | Tx, accountId: number): Promise<boolean> =>
  (await preferenceOf(db, accountId, 'bills_enabled')) === '1';
