import { and, eq, or } from 'drizzle-orm';
import type * as v from 'valibot';
import type { SubaccountsQuery } from '../../../contract/search';
import type { Db } from '../../db/client';
import { subaccounts } from '../../db/schema';
import type { SessionInfo } from '../../http';
import { accountOf } from '../../tenancy';
import { contains, listAnswer, newestPage, termOf } from '../../paging';

// v2/transactions/query and v2/customers/query are served by modules/transactions and modules/customers.

/** A subaccount as the list writes it; its detail adds the bank, contact, split and totals. */
export const subaccountRow = (s: typeof subaccounts.$inferSelect) => ({
  id: s.id,
  subaccount_id: s.subaccountId,
  business_name: s.businessName,
  fullname: s.fullname,
  account_number: s.accountNumber,
  bank_name: s.bankName,
  status: s.status,
  date_created: s.createdAt.toISOString(),
});
/** GET v2/subaccounts: by business name, contact name, subaccount id or account number. */
export async function searchSubaccounts(db: Db, session: SessionInfo, query: v.InferOutput<typeof SubaccountsQuery>) {
  const term = termOf(query.business_name);
  const where = and(
    eq(subaccounts.accountId, accountOf(session)),
    term
      ? or(
          contains(subaccounts.businessName, term),
          contains(subaccounts.fullname, term),
          contains(subaccounts.subaccountId, term),
          contains(subaccounts.accountNumber, term),
        )
      : undefined,
  );
  const result = await newestPage(db, subaccounts, where, query);
  return listAnswer('subaccounts', result, subaccountRow);
}
