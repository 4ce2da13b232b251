import type { Db } from '../../db/client';
import { referrals } from '../../db/schema';
import type { SessionInfo } from '../../http';
import { accountPage } from '../../tenancy';
import { isoDate, listAnswer, type ListQuery } from '../../paging';

export async function referralList(db: Db, session: SessionInfo, query: ListQuery) {
  const r = await accountPage(db, referrals, session, query, [referrals.businessName, referrals.email]);
  return listAnswer('referrals', r, (x) => ({
    id: x.id,
    business_name: x.businessName,
    email: x.email,
    status: x.status,
    reward: x.reward,
    currency: x.currency,
    date_created: isoDate(x.createdAt),
  }));
}
