import { and, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { referralCodeOf } from '../../../contract/referral-code';
import type { ReferralSummary } from '../../../contract/referrals';
import type { Db } from '../../db/client';
import { accounts, referrals } from '../../db/schema';
import type { AppEnv, SessionInfo } from '../../http';
import { byQuery, bySession, serveWithSession } from '../../session-routes';
import { accountOf } from '../../tenancy';
import { referralList } from './lists';

/** The business's referral code, how many it referred and went live, and the rewards in its currency. */
export async function referralSummary(db: Db, session: SessionInfo): Promise<ReferralSummary> {
  const accountId = accountOf(session);
  const [account] = await db.select({ currency: accounts.currency }).from(accounts).where(eq(accounts.id, accountId));
  const currency = account?.currency ?? 'NGN';
  const [totals] = await db
    .select({
      referred: sql<number>`count(*)::int`,
      activated: sql<number>`(count(*) filter (where ${referrals.status} = 'activated'))::int`,
      earned: sql<string>`coalesce(sum(${referrals.reward}) filter (where ${referrals.currency} = ${currency}), 0)`,
    })
    .from(referrals)
    .where(and(eq(referrals.accountId, accountId)));
  return {
    referral_code: referralCodeOf(accountId),
    referred: Number(totals?.referred ?? 0),
    activated: Number(totals?.activated ?? 0),
    total_earned: Number(totals?.earned ?? 0),
    currency,
  };
}

/** Referrals: the summary beside the shell's list of referred businesses. */
export function referralRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.referrals, byQuery(referralList));
  serveWithSession(api, endpoints.referralSummary, bySession(referralSummary));
}
