import { and, eq, inArray, or } from 'drizzle-orm';
import type * as v from 'valibot';
import type { ChargebacksQuery } from '../../../contract/areas';
import type { Db } from '../../db/client';
import { accounts, chargebacks, memberships } from '../../db/schema';
import type { SessionInfo } from '../../http';
import { accountOf } from '../../tenancy';
import { listAnswer, newestPage } from '../../paging';

// v2/transactions/query and v2/customers/query are served by modules/transactions and modules/customers.

/**
 * GET chargebacks (cross-host API): by status; include_subaccounts=1 adds the businesses
 * whose main account is this one. status=initiated gives the sidebar badge's count.
 */
export async function listChargebacks(db: Db, session: SessionInfo, query: v.InferOutput<typeof ChargebacksQuery>) {
  const accountId = accountOf(session);
  const owners =
    query.include_subaccounts === '1'
      ? or(
          eq(chargebacks.accountId, accountId),
          // Child businesses the user is a member of: being in the parent opens none of the others.
          inArray(
            chargebacks.accountId,
            db
              .select({ id: accounts.id })
              .from(accounts)
              .innerJoin(
                memberships,
                and(eq(memberships.accountId, accounts.id), eq(memberships.userId, session.userId)),
              )
              .where(eq(accounts.parentAccountId, accountId)),
          ),
        )
      : eq(chargebacks.accountId, accountId);
  const where = and(owners, query.status ? eq(chargebacks.status, query.status) : undefined);
  const result = await newestPage(db, chargebacks, where, query);
  return listAnswer('chargebacks', result, (c) => ({
    id: c.id,
    transaction_reference: c.transactionReference,
    amount: c.amount,
    currency: c.currency,
    status: c.status,
    due_date: c.dueDate.toISOString(),
    date_created: c.createdAt.toISOString(),
  }));
}
