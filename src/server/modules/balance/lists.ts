import type * as v from 'valibot';
import type { listQuery } from '../../../contract/areas';
import type { Db } from '../../db/client';
import { settlements } from '../../db/schema';
import type { SessionInfo } from '../../http';
import { accountPage } from '../../tenancy';

type ListQuery = v.InferOutput<typeof listQuery>;

const date = (d: Date) => d.toISOString();

export async function settlementList(db: Db, session: SessionInfo, query: ListQuery) {
  const r = await accountPage(db, settlements, session, query, [settlements.currency, settlements.status]);
  return {
    settlements: r.rows.map((s) => ({
      id: s.id,
      currency: s.currency,
      gross_amount: s.grossAmount,
      fee: s.fee,
      net_amount: s.netAmount,
      transactions_count: s.transactionsCount,
      status: s.status,
      due_date: date(s.dueDate),
      date_created: date(s.createdAt),
    })),
    page_info: r.page_info,
  };
}
