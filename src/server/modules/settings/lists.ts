import { eq } from 'drizzle-orm';
import { hookPreferenceOn } from '../../../contract/webhooks';
import type { Db } from '../../db/client';
import { webhookSettings, whitelistIps } from '../../db/schema';
import type { SessionInfo } from '../../http';
import { preferenceOf } from '../../preferences';
import { accountOf } from '../../tenancy';
import { accountPage } from '../../tenancy';
import { isoDate, listAnswer, type ListQuery } from '../../paging';

/** GET v2/webhooks: URL and secret hash, with the hook switches from the merchant preferences. */
export async function webhookDetails(db: Db, session: SessionInfo) {
  const accountId = accountOf(session);
  const [settings] = await db.select().from(webhookSettings).where(eq(webhookSettings.accountId, accountId));
  const on = async (name: string) => hookPreferenceOn(await preferenceOf(db, accountId, name));
  return {
    url: settings?.url ?? null,
    secret_hash: settings?.secretHash ?? null,
    hook_as_json: await on('hook_as_json'),
    cache_hook_data_on_error: await on('cache_hook_data_on_error'),
    can_use_v3_webhook: await on('can_use_v3_webhook'),
  };
}

export async function whitelistIpList(db: Db, session: SessionInfo, query: ListQuery) {
  const r = await accountPage(db, whitelistIps, session, query, [whitelistIps.ip]);
  return listAnswer('ips', r, (x) => ({ id: x.id, ip: x.ip, date_created: isoDate(x.createdAt) }));
}
