import { plainAmount } from '../../../contract/plain-amount';
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import {
  COUNT_CAP,
  type RefundRecord,
  type RefundRequest,
  type RefundsQuery,
  type TimelineEvent,
  type TransactionDetail,
  type TransactionRow,
  type TransactionsFilterQuery,
} from '../../../contract/queries';
import { isAdminRole } from '../../../contract/roles';
import type { Tx } from '../../db/client';
import { accounts, customers, refunds, settlements, subaccounts, transactions } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { send } from '../../sandbox/outbox';
import { debitWallet } from '../../wallet';
import { enqueueWebhook } from '../../webhooks/enqueue';
import { accountOf } from '../../tenancy';
import { customerMatch } from '../../customer-search';
import { cappedCount, cappedPage, dateRange, iso, pageInfo, publicInfo, startsWith } from '../../listing';

type Filters = v.InferOutput<typeof TransactionsFilterQuery>;

/**
 * Customers matched by a search term, taken as a list when few (an index lookup per customer). Up to
 * this many, a search is split in two (`splitSearch`); past it matches are dense, and the newest-first
 * scan finds a page at once.
 */
const FEW_CUSTOMERS = 5000;

const customerMatchOf = (accountId: number, term: string) =>
  and(eq(customers.accountId, accountId), customerMatch(term));

/** The ids of the customers a term matches, at most FEW_CUSTOMERS + 1 of them (more: "many"). */
async function matchedCustomers(db: Tx, accountId: number, term: string): Promise<number[]> {
  const matched = await db
    .select({ id: customers.id })
    .from(customers)
    .where(customerMatchOf(accountId, term))
    .limit(FEW_CUSTOMERS + 1);
  return matched.map((m) => m.id);
}

const byReference = (term: string) => startsWith(transactions.reference, term.toUpperCase());

/**
 * q matches a reference by prefix (references are upper case; the text_pattern_ops index
 * answers it) or the customer's name, email or phone. When few customers match, their ids
 * go in as a list so the customer index answers; when many do, matches are dense and the
 * newest-first scan finds a page at once.
 */
async function searchCondition(db: Tx, accountId: number, term: string): Promise<SQL> {
  const matched = await matchedCustomers(db, accountId, term);
  if (matched.length === 0) return byReference(term);
  if (matched.length <= FEW_CUSTOMERS) return or(byReference(term), inArray(transactions.customerId, matched))!;
  return or(
    byReference(term),
    inArray(
      transactions.customerId,
      db.select({ id: customers.id }).from(customers).where(customerMatchOf(accountId, term)),
    ),
  )!;
}

export async function transactionFilters(db: Tx, accountId: number, f: Filters): Promise<SQL> {
  if (f.amount_min !== undefined && f.amount_max !== undefined && f.amount_min > f.amount_max) {
    throw new ApiError(400, 'Minimum amount must not be more than the maximum amount');
  }
  const parts: (SQL | undefined)[] = [
    eq(transactions.accountId, accountId),
    f.status ? eq(transactions.status, f.status) : undefined,
    f.currency ? eq(transactions.currency, f.currency) : undefined,
    f.payment_type ? eq(transactions.paymentType, f.payment_type) : undefined,
    ...dateRange(transactions.createdAt, f.from, f.to),
    f.amount_min !== undefined ? sql`${transactions.amount} >= ${f.amount_min}` : undefined,
    f.amount_max !== undefined ? sql`${transactions.amount} <= ${f.amount_max}` : undefined,
    f.customer_id !== undefined ? eq(transactions.customerId, f.customer_id) : undefined,
    f.settlement_id !== undefined ? eq(transactions.settlementId, f.settlement_id) : undefined,
    f.subaccount_id !== undefined ? eq(transactions.subaccountId, f.subaccount_id) : undefined,
    f.q ? await searchCondition(db, accountId, f.q) : undefined,
  ];
  return and(...parts)!;
}

type TxRow = typeof transactions.$inferSelect;
type CustomerRowDb = typeof customers.$inferSelect;

function toRow(t: TxRow, c: Pick<CustomerRowDb, 'fullname' | 'email'> | null): TransactionRow {
  return {
    id: t.id,
    currency: t.currency,
    amount_charged: t.amount,
    status: t.status,
    narration: t.narration,
    unique_reference: t.reference,
    date_created: t.createdAt.toISOString(),
    payment_type: t.paymentType,
    fee: t.fee,
    amount_refunded: t.amountRefunded,
    customer_name: c?.fullname ?? null,
    customer_email: c?.email ?? null,
  };
}

const newestFirst = [desc(transactions.createdAt), desc(transactions.id)];

/** GET v2/transactions/query: one page, newest first, with the filters. */
export async function listTransactions(db: Tx, session: SessionInfo, f: Filters) {
  const accountId = accountOf(session);
  const split = f.q ? await splitSearch(db, accountId, f, f.q) : null;
  const where = split ? null : await transactionFilters(db, accountId, f);
  const fromWhere = split ? split.fromMatches : sql`FROM ${transactions} WHERE ${where}`;
  const page = await cappedPage(db, f, fromWhere, (total, limit, offset) => {
    // The page's ids first, from the index alone, then only its rows are read and joined: an OFFSET
    // otherwise fetches and joins every row it skips (page 500: 10,000 rows and customers for 20).
    const pageIds = split
      ? split.pageIds(limit, offset)
      : db
          .select({ id: transactions.id })
          .from(transactions)
          .where(where!)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset)
          .as('page_ids');
    return db
      .select({ t: transactions, c: { fullname: customers.fullname, email: customers.email }, total })
      .from(pageIds)
      .innerJoin(transactions, eq(transactions.id, pageIds.id))
      .leftJoin(customers, eq(customers.id, transactions.customerId))
      .orderBy(...newestFirst);
  });
  return {
    transactions: page.rows.map((r) => toRow(r.t, r.c)),
    page_info: publicInfo(page.info),
    ...(page.capped ? { total_capped: true } : {}),
  };
}

/**
 * A search whose term matches a few customers (FEW_CUSTOMERS at most), split in two disjoint halves:
 * payments whose reference starts with the term, and payments of the matched customers whose reference
 * does not. Each half is one index range (the reference prefix index; the customer index, per customer),
 * so the capped count stops at COUNT_CAP + 1 instead of testing every payment of the business against
 * an OR, and a page takes the newest of each half and merges them by time. The same rows, order and
 * count as the OR (`searchCondition`), which export and the dense case keep.
 */
async function splitSearch(db: Tx, accountId: number, f: Filters, term: string) {
  const matched = await matchedCustomers(db, accountId, term);
  if (matched.length === 0 || matched.length > FEW_CUSTOMERS) return null;
  const base = await transactionFilters(db, accountId, { ...f, q: undefined });
  const halves = [
    and(base, byReference(term))!,
    and(base, inArray(transactions.customerId, matched), sql`NOT (${byReference(term)})`)!,
  ];
  const newest = (where: SQL, upTo: number) =>
    db
      .select({ id: transactions.id, createdAt: transactions.createdAt })
      .from(transactions)
      .where(where)
      .orderBy(...newestFirst)
      .limit(upTo);
  return {
    fromMatches: sql`FROM (${sql.join(
      halves.map((where) => sql`SELECT 1 FROM ${transactions} WHERE ${where}`),
      sql` UNION ALL `,
    )}) AS matches`,
    pageIds: (limit: number, offset: number) => {
      const [references, ofCustomers] = halves.map((where) => newest(where, offset + limit));
      return unionAll(references!, ofCustomers!)
        .orderBy(sql`2 DESC`, sql`1 DESC`)
        .limit(limit)
        .offset(offset)
        .as('page_ids');
    },
  };
}

/** GET v2/transactions/export: the filtered rows, newest first, at most COUNT_CAP of them. */
export async function exportTransactions(db: Tx, session: SessionInfo, f: Filters) {
  const where = await transactionFilters(db, accountOf(session), f);
  const rows = await db
    .select({ t: transactions, c: { fullname: customers.fullname, email: customers.email } })
    .from(transactions)
    .leftJoin(customers, eq(customers.id, transactions.customerId))
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(COUNT_CAP + 1);
  return { transactions: rows.slice(0, COUNT_CAP).map((r) => toRow(r.t, r.c)), truncated: rows.length > COUNT_CAP };
}

async function ownTransaction(db: Tx, accountId: number, id: number, lock = false): Promise<TxRow> {
  const query = db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.accountId, accountId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, 'Transaction not found');
  return row;
}

const refundRecord = (
  r: typeof refunds.$inferSelect,
  txReference: string,
  customerEmail: string | null,
): RefundRecord => ({
  id: r.id,
  transaction_id: r.transactionId,
  transaction_reference: txReference,
  reference: r.reference,
  amount: r.amount,
  currency: r.currency,
  status: r.status,
  reason: r.reason,
  customer_email: customerEmail,
  date_created: r.createdAt.toISOString(),
});

const OUTCOME_LABELS: Record<string, [string, string]> = {
  successful: ['successful', 'Payment successful'],
  failed: ['failed', 'Payment failed'],
  pending: ['pending', 'Awaiting payment'],
  'pending-capture': ['pending-capture', 'Authorised, awaiting capture'],
};

/** GET v2/transactions/{id}: the payment, its customer, card or bank, settlement, refunds and timeline. */
export async function transactionDetail(db: Tx, session: SessionInfo, id: number): Promise<TransactionDetail> {
  const accountId = accountOf(session);
  const t = await ownTransaction(db, accountId, id);
  const [customer] = t.customerId
    ? await db
        .select()
        .from(customers)
        .where(and(eq(customers.id, t.customerId), eq(customers.accountId, accountId)))
    : [];
  const [settlement] = t.settlementId
    ? await db
        .select()
        .from(settlements)
        .where(and(eq(settlements.id, t.settlementId), eq(settlements.accountId, accountId)))
    : [];
  const [subaccount] = t.subaccountId
    ? await db
        .select()
        .from(subaccounts)
        .where(and(eq(subaccounts.id, t.subaccountId), eq(subaccounts.accountId, accountId)))
    : [];
  const refundRows = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.transactionId, t.id), eq(refunds.accountId, accountId)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));

  const created = t.createdAt.toISOString();
  const timeline: TimelineEvent[] = [{ event: 'created', label: 'Payment started', at: created }];
  const outcome = OUTCOME_LABELS[t.status];
  if (outcome) timeline.push({ event: outcome[0], label: outcome[1], at: created });
  if (settlement) {
    timeline.push({
      event: 'settlement',
      label: settlement.status === 'completed' ? 'Settled to your bank account' : 'Settlement scheduled',
      at: settlement.dueDate.toISOString(),
    });
  }
  for (const r of refundRows) {
    timeline.push({ event: 'refund', label: `Refund ${r.reference} completed`, at: r.createdAt.toISOString() });
  }
  if (t.receiptSentAt) {
    timeline.push({ event: 'receipt', label: 'Receipt sent to the customer', at: t.receiptSentAt.toISOString() });
  }
  timeline.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

  return {
    ...toRow(t, customer ?? null),
    net_amount: t.amount - t.fee,
    refundable: t.status === 'successful' ? t.amount - t.amountRefunded : 0,
    device: t.device,
    bank: t.bank,
    city: t.city,
    card:
      t.cardFirst6 && t.cardLast4 ? { first6: t.cardFirst6, last4: t.cardLast4, brand: t.cardBrand ?? 'Card' } : null,
    customer: customer
      ? { id: customer.id, fullname: customer.fullname, email: customer.email, phone: customer.phone }
      : null,
    settlement: settlement
      ? {
          id: settlement.id,
          status: settlement.status,
          due_date: settlement.dueDate.toISOString(),
          net_amount: settlement.netAmount,
          currency: settlement.currency,
        }
      : null,
    subaccount: subaccount ? { id: subaccount.id, business_name: subaccount.businessName } : null,
    refunds: refundRows.map((r) => refundRecord(r, t.reference, customer?.email ?? null)),
    receipt_sent_at: iso(t.receiptSentAt),
    timeline,
  };
}

/** Refund references: RF and ten upper-case letters and digits (12 characters, spec 1 §9). */
const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function refundReference(): string {
  const bytes = randomBytes(10);
  return `RF${Array.from(bytes, (b) => REF_ALPHABET[b % REF_ALPHABET.length]).join('')}`;
}

/**
 * POST v2/transactions/{id}/refund. In one database transaction: lock the payment's row,
 * check the bounds, raise amount_refunded only if it stays within the amount (so two
 * refunds at once can never pass it), debit the wallet once, and write the refund and
 * its ledger entry. Any failure leaves nothing written.
 */
export async function refundTransaction(
  db: Tx,
  session: SessionInfo,
  id: number,
  body: v.InferOutput<typeof RefundRequest>,
) {
  const accountId = accountOf(session);
  if (!isAdminRole(session.role)) throw new ApiError(403, 'Only an Owner or Admin can refund payments');
  const refund = await db.transaction(async (tx) => {
    const t = await ownTransaction(tx, accountId, id, true);
    if (t.status !== 'successful') throw new ApiError(409, 'Only successful payments can be refunded');
    const left = t.amount - t.amountRefunded;
    if (left <= 0) throw new ApiError(409, 'This payment has already been refunded in full');
    const amount = body.amount ?? left;
    if (amount > left) throw new ApiError(400, 'Amount is more than what is left to refund on this payment');

    const raised = await tx
      .update(transactions)
      .set({ amountRefunded: sql`${transactions.amountRefunded} + ${amount}` })
      .where(
        and(
          eq(transactions.id, t.id),
          eq(transactions.accountId, accountId),
          sql`${transactions.amountRefunded} + ${amount} <= ${transactions.amount}`,
        ),
      )
      .returning({ id: transactions.id });
    if (raised.length === 0) throw new ApiError(409, 'Amount is more than what is left to refund on this payment');

    const reference = refundReference();
    const debited = await debitWallet(tx, {
      accountId,
      currency: t.currency,
      amount,
      narration: `Refund of payment ${t.reference}`,
      reference,
    });
    if (!debited) throw new ApiError(409, `Your ${t.currency} balance is too low to refund this amount`);

    const [row] = await tx
      .insert(refunds)
      .values({
        accountId,
        transactionId: t.id,
        reference,
        amount,
        currency: t.currency,
        status: 'completed',
        reason: body.reason ?? '',
        createdBy: session.userId,
      })
      .returning();
    // The merchant's server hears of it once the refund commits (never if it rolls back).
    await enqueueWebhook(tx, accountId, 'refund.completed', {
      id: row!.id,
      reference,
      amount,
      currency: t.currency,
      status: 'completed',
      reason: row!.reason,
      transaction_id: t.id,
      tx_ref: t.reference,
      created_at: row!.createdAt.toISOString(),
    });
    return row!;
  });
  const transaction = await transactionDetail(db, session, id);
  return { refund: refundRecord(refund, transaction.unique_reference, transaction.customer_email), transaction };
}

/** POST v2/transactions/{id}/receipt: emails the receipt to the customer (the sandbox outbox here). */
export async function resendReceipt(db: Tx, session: SessionInfo, id: number) {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    const t = await ownTransaction(tx, accountId, id);
    if (t.status !== 'successful') throw new ApiError(409, 'Receipts are only sent for successful payments');
    const [customer] = t.customerId
      ? await tx
          .select()
          .from(customers)
          .where(and(eq(customers.id, t.customerId), eq(customers.accountId, accountId)))
      : [];
    if (!customer) throw new ApiError(409, 'This payment has no customer email to send a receipt to');
    const [account] = await tx.select({ name: accounts.businessName }).from(accounts).where(eq(accounts.id, accountId));
    const when = t.createdAt.toISOString().slice(0, 10);
    await send(tx, {
      channel: 'email',
      to: customer.email,
      subject: `Your receipt from ${account?.name ?? 'the merchant'}`,
      body: [
        `Hello ${customer.fullname},`,
        `Thank you for your payment of ${plainAmount(t.amount, t.currency)} to ${account?.name ?? 'us'} on ${when}.`,
        `Reference: ${t.reference}`,
        t.amountRefunded > 0 ? `Refunded so far: ${plainAmount(t.amountRefunded, t.currency)}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    });
    const sentAt = new Date();
    await tx.update(transactions).set({ receiptSentAt: sentAt }).where(eq(transactions.id, t.id));
    return { sent_to: customer.email, receipt_sent_at: sentAt.toISOString() };
  });
}

/** GET v2/refunds: refunds newest first; q matches the refund's or the payment's reference. */
export async function listRefunds(db: Tx, session: SessionInfo, f: v.InferOutput<typeof RefundsQuery>) {
  const accountId = accountOf(session);
  const term = f.q?.toUpperCase();
  const where = and(
    eq(refunds.accountId, accountId),
    f.currency ? eq(refunds.currency, f.currency) : undefined,
    ...dateRange(refunds.createdAt, f.from, f.to),
    term ? or(startsWith(refunds.reference, term), startsWith(transactions.reference, term)) : undefined,
  )!;
  const from = sql`FROM ${refunds} INNER JOIN ${transactions} ON ${transactions.id} = ${refunds.transactionId}`;
  const { total, capped } = await cappedCount(db, sql`${from} WHERE ${where}`);
  const info = pageInfo(f, total);
  const rows =
    total === 0
      ? []
      : await db
          .select({ r: refunds, ref: transactions.reference, email: customers.email })
          .from(refunds)
          .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
          .leftJoin(customers, eq(customers.id, transactions.customerId))
          .where(where)
          .orderBy(desc(refunds.createdAt), desc(refunds.id))
          .limit(info.limit)
          .offset(info.offset);
  return {
    refunds: rows.map((r) => refundRecord(r.r, r.ref, r.email)),
    page_info: publicInfo(info),
    ...(capped ? { total_capped: true } : {}),
  };
}
