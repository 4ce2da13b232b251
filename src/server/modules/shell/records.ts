import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { ChargebacksQuery } from '../../../contract/areas';
import { isApproverRole } from '../../../contract/roles';
import type {
  CardsQuery,
  CustomersQuery,
  SubaccountsQuery,
  TransactionsQuery,
  TransfersQuery,
} from '../../../contract/search';
import type { Db } from '../../db/client';
import { accounts, chargebacks, customers, subaccounts, transactions, transfers, virtualCards } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf, contains, page, termOf } from './paging';

type Q<S extends v.GenericSchema> = v.InferOutput<S>;

/** GET v2/transactions/query: by reference, narration, or the customer's name or email. */
export async function searchTransactions(db: Db, session: SessionInfo, query: Q<typeof TransactionsQuery>) {
  const accountId = accountOf(session);
  const term = termOf(query.q);
  const where = and(
    eq(transactions.accountId, accountId),
    term
      ? or(
          contains(transactions.reference, term),
          contains(transactions.narration, term),
          inArray(
            transactions.customerId,
            db
              .select({ id: customers.id })
              .from(customers)
              .where(
                and(
                  eq(customers.accountId, accountId),
                  or(contains(customers.email, term), contains(customers.fullname, term)),
                ),
              ),
          ),
        )
      : undefined,
  );
  const result = await page(
    query,
    () => db.$count(transactions, where),
    (limit, offset) =>
      db
        .select()
        .from(transactions)
        .where(where)
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(limit)
        .offset(offset),
  );
  return {
    transactions: result.rows.map((t) => ({
      id: t.id,
      currency: t.currency,
      amount_charged: t.amount,
      status: t.status,
      narration: t.narration,
      unique_reference: t.reference,
      date_created: t.createdAt.toISOString(),
    })),
    page_info: result.page_info,
  };
}

/** GET v2/customers/query: by name, email or phone. */
export async function searchCustomers(db: Db, session: SessionInfo, query: Q<typeof CustomersQuery>) {
  const term = termOf(query.q);
  const where = and(
    eq(customers.accountId, accountOf(session)),
    term
      ? or(contains(customers.fullname, term), contains(customers.email, term), contains(customers.phone, term))
      : undefined,
  );
  const result = await page(
    query,
    () => db.$count(customers, where),
    (limit, offset) =>
      db
        .select()
        .from(customers)
        .where(where)
        .orderBy(desc(customers.createdAt), desc(customers.id))
        .limit(limit)
        .offset(offset),
  );
  return {
    customers: result.rows.map((c) => ({
      id: c.id,
      customer_fullname: c.fullname,
      customer_email: c.email,
      date_created: c.createdAt.toISOString(),
    })),
    page_info: result.page_info,
  };
}

/** Status filters group the stored statuses the way the transfer labels do (spec 1 §4). */
const TRANSFER_STATUS_GROUPS: Record<string, string[]> = {
  NEW: ['NEW'],
  PENDING: ['PENDING', 'PENDING-HOOK'],
  SUCCESSFUL: ['SUCCESSFUL'],
  FAILED: ['FAILED', 'FAILED:INVALID_ACCOUNT', 'REJECTED'],
};

/**
 * GET v2/transfers: the list with status, approval and reference filters; with
 * list_pending_approvals=1 the transfers awaiting approval, which only approvers may see.
 */
export async function listTransfers(db: Db, session: SessionInfo, query: Q<typeof TransfersQuery>) {
  const pending = query.list_pending_approvals === '1';
  if (pending && !isApproverRole(session.role)) {
    throw new ApiError(403, 'Only an Owner or Admin can view transfers awaiting approval');
  }
  const term = termOf(query.reference);
  const filters: (SQL | undefined)[] = [eq(transfers.accountId, accountOf(session))];
  if (pending) filters.push(eq(transfers.status, 'NEW'), eq(transfers.requiresApproval, true));
  if (query.status) filters.push(inArray(transfers.status, TRANSFER_STATUS_GROUPS[query.status] ?? [query.status]));
  if (query.requires_approval) filters.push(eq(transfers.requiresApproval, query.requires_approval === '1'));
  if (term) {
    filters.push(
      or(
        contains(transfers.reference, term),
        contains(transfers.fullname, term),
        contains(transfers.narration, term),
        contains(transfers.accountNumber, term),
      ),
    );
  }
  const where = and(...filters);
  const result = await page(
    query,
    () => db.$count(transfers, where),
    (limit, offset) =>
      db
        .select()
        .from(transfers)
        .where(where)
        .orderBy(desc(transfers.createdAt), desc(transfers.id))
        .limit(limit)
        .offset(offset),
  );
  return {
    transfers: result.rows.map((t) => ({
      id: t.id,
      currency: t.currency,
      amount: t.amount,
      status: t.status,
      narration: t.narration,
      fullname: t.fullname,
      reference: t.reference,
      date_created: t.createdAt.toISOString(),
    })),
    page_info: result.page_info,
  };
}

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
          inArray(
            chargebacks.accountId,
            db.select({ id: accounts.id }).from(accounts).where(eq(accounts.parentAccountId, accountId)),
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
