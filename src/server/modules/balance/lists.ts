import type { Db } from '../../db/client';
import { settlements } from '../../db/schema';
import type { SessionInfo } from '../../http';
import { accountPage } from '../../tenancy';
import { isoDate, listAnswer, type ListQuery } from '../../paging';

/** A settlement as the list writes it; its detail adds the period and where it was paid. */
export const settlementOut = (s: typeof settlements.$inferSelect) => ({
  id: s.id,
  currency: s.currency,
  gross_amount: s.grossAmount,
  fee: s.fee,
  net_amount: s.netAmount,
  transactions_count: s.transactionsCount,
  status: s.status,
  due_date: isoDate(s.dueDate),
  date_created: isoDate(s.createdAt),
});

export async function settlementList(db: Db, session: SessionInfo, query: ListQuery) {
  const r = await accountPage(db, settlements, session, query, [settlements.currency, settlements.status]);
  return listAnswer('settlements', r, settlementOut);
}
