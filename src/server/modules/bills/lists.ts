import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { BillsQuery } from '../../../contract/areas';
import { BILL_MESSAGES } from '../../../contract/bills';
import type { Db } from '../../db/client';
import { bills } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { hasBillsAccess } from '../../preferences';
import { accountOf } from '../../tenancy';
import { accountPage } from '../../tenancy';
import { isoDate, listAnswer } from '../../paging';

/** GET v2/bills: only with bills access (spec 1 §6), as the menu shows it. */
export async function billList(db: Db, session: SessionInfo, query: v.InferOutput<typeof BillsQuery>) {
  if (!(await hasBillsAccess(db, accountOf(session)))) throw new ApiError(403, BILL_MESSAGES.noAccess);
  const r = await accountPage(db, bills, session, query, [], [query.type ? eq(bills.type, query.type) : undefined]);
  return listAnswer('bills', r, (b) => ({
    id: b.id,
    type: b.type,
    customer: b.customer,
    amount: b.amount,
    currency: b.currency,
    reference: b.reference,
    status: b.status,
    date_created: isoDate(b.createdAt),
  }));
}
