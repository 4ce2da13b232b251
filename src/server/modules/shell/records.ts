import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { ChargebacksQuery } from '../../../contract/areas';
import type { CardsQuery, SubaccountsQuery } from '../../../contract/search';
import type { Db } from '../../db/client';
import { accounts, chargebacks, memberships, subaccounts, virtualCards } from '../../db/schema';
import type { SessionInfo } from '../../http';
import { accountOf, contains, page, termOf } from './paging';

type Q<S extends v.GenericSchema> = v.InferOutput<S>;

// v2/transactions/query and v2/customers/query are served by modules/queries.

/** GET v2/cards/search: cards whose name or card id (or last four digits) match. */
export async function searchCards(db: Db, session: SessionInfo, query: Q<typeof CardsQuery>) {
  const name = termOf(query.name);
  const cardId = termOf(query.card_id);
  const matches = [
    name ? contains(virtualCards.name, name) : undefined,
    cardId ? or(contains(virtualCards.cardId, cardId), eq(virtualCards.last4, cardId)) : undefined,
  ].filter((m): m is SQL => m !== undefined);
  const where = and(eq(virtualCards.accountId, accountOf(session)), matches.length > 0 ? or(...matches) : undefined);
  const result = await page(
    query,
    () => db.$count(virtualCards, where),
    (limit, offset) =>
      db
        .select()
        .from(virtualCards)
        .where(where)
        .orderBy(desc(virtualCards.createdAt), desc(virtualCards.cardId))
        .limit(limit)
        .offset(offset),
  );
  return { cards: result.rows.map(cardRecord), page_info: result.page_info };
}

export const cardRecord = (c: typeof virtualCards.$inferSelect) => ({
  card_id: c.cardId,
  first6: c.first6,
  last4: c.last4,
  currency: c.currency,
  name: c.name,
  date_created: c.createdAt.toISOString(),
});

/** GET v2/subaccounts: by business name, contact name, subaccount id or account number. */
export async function searchSubaccounts(db: Db, session: SessionInfo, query: Q<typeof SubaccountsQuery>) {
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
  const result = await page(
    query,
    () => db.$count(subaccounts, where),
    (limit, offset) =>
      db
        .select()
        .from(subaccounts)
        .where(where)
        .orderBy(desc(subaccounts.createdAt), desc(subaccounts.id))
        .limit(limit)
        .offset(offset),
  );
  return {
    subaccounts: result.rows.map((s) => ({
      id: s.id,
      subaccount_id: s.subaccountId,
      business_name: s.businessName,
      fullname: s.fullname,
      account_number: s.accountNumber,
      bank_name: s.bankName,
      status: s.status,
      date_created: s.createdAt.toISOString(),
    })),
    page_info: result.page_info,
  };
}

/**
 * GET chargebacks (cross-host API): by status; include_subaccounts=1 adds the businesses
 * whose main account is this one. status=initiated gives the sidebar badge's count.
 */
export async function listChargebacks(db: Db, session: SessionInfo, query: Q<typeof ChargebacksQuery>) {
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
  const result = await page(
    query,
    () => db.$count(chargebacks, where),
    (limit, offset) =>
      db
        .select()
        .from(chargebacks)
        .where(where)
        .orderBy(desc(chargebacks.createdAt), desc(chargebacks.id))
        .limit(limit)
        .offset(offset),
  );
  return {
    chargebacks: result.rows.map((c) => ({
      id: c.id,
      transaction_reference: c.transactionReference,
      amount: c.amount,
      currency: c.currency,
      status: c.status,
      due_date: c.dueDate.toISOString(),
      date_created: c.createdAt.toISOString(),
    })),
    page_info: result.page_info,
  };
}
