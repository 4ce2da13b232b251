import { randomBytes } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import type { SubaccountDetail } from '../../../contract/queries';
import { SETTLEMENT_ACCOUNT_MESSAGES } from '../../../contract/settlement-accounts';
import {
  basisPointsToPercent,
  flatCurrencyInUse,
  percentToBasisPoints,
  SUBACCOUNT_MESSAGES,
  type SubaccountRequest,
  type SubaccountStatusRequest,
} from '../../../contract/subaccounts';
import { bankByCode, TRANSFER_MESSAGES } from '../../../contract/transfers';
import { type Actor, recordAudit } from '../../audit';
import type { Db, Tx } from '../../db/client';
import {
  accounts,
  customers,
  paymentLinks,
  settlements,
  subaccountSplits,
  subaccounts,
  transactions,
  wallets,
} from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { resolveAccountName } from '../../sandbox/bank-directory';
import { accountOf } from '../../tenancy';
import { subaccountRow } from './search';

type Row = typeof subaccounts.$inferSelect;
type Input = v.InferOutput<typeof SubaccountRequest>;
type Paging = { page?: number; page_size?: number };

/** A path id: digits only, else the record cannot exist (404, so ids reveal nothing). */
export function subaccountIdOf(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw new ApiError(404, SUBACCOUNT_MESSAGES.notFound);
  return Number(raw);
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (date: Date | string): string => (date instanceof Date ? date : new Date(date)).toISOString();

function pageOf(paging: Paging, total: number) {
  const size = paging.page_size ?? DEFAULT_PAGE_SIZE;
  const current = paging.page ?? 1;
  return {
    info: { total, current_page: current, total_pages: Math.ceil(total / size), page_size: size },
    limit: size,
    offset: (current - 1) * size,
  };
}

/** One of this business's subaccounts (locked for a change); another business's id is a 404. */
async function ownSubaccount(db: Db | Tx, accountId: number, id: number, lock = false): Promise<Row> {
  const query = db
    .select()
    .from(subaccounts)
    .where(and(eq(subaccounts.id, id), eq(subaccounts.accountId, accountId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, SUBACCOUNT_MESSAGES.notFound);
  return row;
}

/** The subaccount as GET v2/subaccounts/{id} answers it, with its shares per currency. */
async function detailOf(db: Db | Tx, s: Row): Promise<SubaccountDetail> {
  const totals = await db
    .select({
      currency: subaccountSplits.currency,
      total: sql<string>`coalesce(sum(${subaccountSplits.subaccountShare}), 0)`,
      payments: sql<string>`count(*)`,
    })
    .from(subaccountSplits)
    .where(and(eq(subaccountSplits.subaccountId, s.id), eq(subaccountSplits.accountId, s.accountId)))
    .groupBy(subaccountSplits.currency)
    .orderBy(subaccountSplits.currency);
  return {
    ...subaccountRow(s),
    bank_code: s.bankCode,
    account_name: s.accountName,
    business_email: s.businessEmail,
    business_mobile: s.businessMobile,
    split_type: s.splitType,
    split_value: s.splitType === 'percentage' ? basisPointsToPercent(s.splitValue) : s.splitValue,
    split_currency: s.splitType === 'flat' ? s.splitCurrency : null,
    totals: totals.map((t) => ({ currency: t.currency, total: Number(t.total), payments: Number(t.payments) })),
  };
}

/** GET v2/subaccounts/{id}. */
export async function subaccountDetail(db: Db, session: SessionInfo, id: number) {
  return detailOf(db, await ownSubaccount(db, accountOf(session), id));
}

/**
 * The request checked against the business: the bank is one of its country's, the account resolves
 * to the name the user was shown (resolved again here, never trusted), a flat share is in one of the
 * business's currencies, and no other subaccount of the business is paid to the same account.
 */
async function checked(tx: Tx, accountId: number, body: Input, except: number | null) {
  const [business] = await tx.select({ country: accounts.country }).from(accounts).where(eq(accounts.id, accountId));
  const bank = bankByCode(body.bank_code);
  if (!bank || bank.country !== business?.country) throw new ApiError(400, TRANSFER_MESSAGES.resolveNoBank);
  const resolved = resolveAccountName(bank, body.account_number);
  if ('problem' in resolved) throw new ApiError(400, resolved.problem);
  if (resolved.name.toUpperCase() !== body.account_name.toUpperCase()) {
    throw new ApiError(400, SETTLEMENT_ACCOUNT_MESSAGES.nameMismatch);
  }
  if (body.split_type === 'flat') {
    const [wallet] = await tx
      .select({ currency: wallets.currency })
      .from(wallets)
      .where(and(eq(wallets.accountId, accountId), eq(wallets.currency, body.split_currency ?? '')));
    if (!wallet) throw new ApiError(400, "Currency is not one of your business's currencies");
  }
  const [same] = await tx
    .select({ id: subaccounts.id })
    .from(subaccounts)
    .where(
      and(
        eq(subaccounts.accountId, accountId),
        eq(subaccounts.bankCode, bank.code),
        eq(subaccounts.accountNumber, body.account_number),
        except === null ? undefined : ne(subaccounts.id, except),
      ),
    );
  if (same) throw new ApiError(409, SUBACCOUNT_MESSAGES.duplicate);
  return {
    businessName: body.business_name,
    fullname: body.fullname,
    businessEmail: body.business_email.toLowerCase(),
    businessMobile: body.business_mobile,
    bankCode: bank.code,
    bankName: bank.name,
    accountNumber: body.account_number,
    accountName: resolved.name,
    splitType: body.split_type,
    splitValue: body.split_type === 'percentage' ? percentToBasisPoints(body.split_value) : body.split_value,
    splitCurrency: body.split_type === 'flat' ? body.split_currency : null,
  };
}

/** A public id like the provider's: RS_ and 10 unguessable letters and digits. */
function newSubaccountId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `RS_${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

const auditData = (s: Row) => ({
  subaccount: s.subaccountId,
  business_name: s.businessName,
  bank: `${s.bankName} ${s.accountNumber}`,
  split:
    s.splitType === 'percentage'
      ? `${basisPointsToPercent(s.splitValue)} %`
      : `${s.splitCurrency} ${(s.splitValue / 100).toFixed(2)}`,
});

/** POST v2/subaccounts. */
export async function createSubaccount(db: Db, session: SessionInfo, actor: Actor, body: Input) {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    // One business's subaccount changes queue behind each other, so the duplicate check holds.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const values = await checked(tx, accountId, body, null);
    const [row] = await tx
      .insert(subaccounts)
      .values({ ...values, accountId, subaccountId: newSubaccountId(), status: 'active' })
      .returning();
    await recordAudit(tx, accountId, actor, 'subaccount.created', auditData(row!));
    return detailOf(tx, row!);
  });
}

/** PUT v2/subaccounts/{id}: the split applies to payments from now on; earlier splits stay as made. */
export async function updateSubaccount(db: Db, session: SessionInfo, actor: Actor, id: number, body: Input) {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const current = await ownSubaccount(tx, accountId, id, true);
    const values = await checked(tx, accountId, body, current.id);
    if (values.splitType === 'flat') {
      // Their payments could not carry the flat share: they would go unsplit without anyone noticing.
      const elsewhere = await tx.$count(
        paymentLinks,
        and(
          eq(paymentLinks.accountId, accountId),
          eq(paymentLinks.subaccountId, current.id),
          eq(paymentLinks.status, 'active'),
          ne(paymentLinks.currency, values.splitCurrency ?? ''),
        ),
      );
      if (elsewhere > 0) throw new ApiError(409, flatCurrencyInUse(elsewhere, values.splitCurrency ?? ''));
    }
    const [row] = await tx.update(subaccounts).set(values).where(eq(subaccounts.id, current.id)).returning();
    await recordAudit(tx, accountId, actor, 'subaccount.updated', auditData(row!));
    return detailOf(tx, row!);
  });
}

/** PUT v2/subaccounts/{id}/status: deactivated, links naming it take payments unsplit. */
export async function setSubaccountStatus(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  id: number,
  body: v.InferOutput<typeof SubaccountStatusRequest>,
) {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    const current = await ownSubaccount(tx, accountId, id, true);
    if (current.status === body.status) {
      throw new ApiError(
        409,
        body.status === 'active' ? SUBACCOUNT_MESSAGES.alreadyActive : SUBACCOUNT_MESSAGES.alreadyInactive,
      );
    }
    const [row] = await tx
      .update(subaccounts)
      .set({ status: body.status })
      .where(eq(subaccounts.id, current.id))
      .returning();
    await recordAudit(
      tx,
      accountId,
      actor,
      body.status === 'active' ? 'subaccount.activated' : 'subaccount.deactivated',
      auditData(row!),
    );
    return detailOf(tx, row!);
  });
}

/** GET v2/subaccounts/{id}/transactions: the payments split with it, newest first, with both shares. */
export async function subaccountPayments(db: Db, session: SessionInfo, id: number, paging: Paging) {
  const accountId = accountOf(session);
  const s = await ownSubaccount(db, accountId, id);
  const where = and(eq(subaccountSplits.subaccountId, s.id), eq(subaccountSplits.accountId, accountId));
  const total = await db.$count(subaccountSplits, where);
  const page = pageOf(paging, total);
  const rows =
    total === 0
      ? []
      : await db
          .select({
            split: subaccountSplits,
            reference: transactions.reference,
            status: transactions.status,
            customerName: customers.fullname,
          })
          .from(subaccountSplits)
          .innerJoin(transactions, eq(transactions.id, subaccountSplits.transactionId))
          .leftJoin(customers, eq(customers.id, transactions.customerId))
          .where(where)
          .orderBy(desc(subaccountSplits.createdAt), desc(subaccountSplits.id))
          .limit(page.limit)
          .offset(page.offset);
  return {
    transactions: rows.map(({ split, reference, status, customerName }) => ({
      transaction_id: split.transactionId,
      reference,
      customer_name: customerName,
      currency: split.currency,
      amount: split.amount,
      fee: split.fee,
      merchant_share: split.merchantShare,
      subaccount_share: split.subaccountShare,
      split_type: split.splitType,
      split_value: split.splitType === 'percentage' ? basisPointsToPercent(split.splitValue) : split.splitValue,
      status,
      date_created: split.createdAt.toISOString(),
    })),
    page_info: page.info,
  };
}

/** GET v2/subaccounts/{id}/settlements: the subaccount's shares in each settlement, newest first. */
export async function subaccountSettlements(db: Db, session: SessionInfo, id: number, paging: Paging) {
  const accountId = accountOf(session);
  const s = await ownSubaccount(db, accountId, id);
  const from = sql`FROM ${subaccountSplits} sp
    JOIN ${transactions} t ON t.id = sp.transaction_id
    JOIN ${settlements} st ON st.id = t.settlement_id AND st.account_id = ${accountId}
    WHERE sp.subaccount_id = ${s.id} AND sp.account_id = ${accountId}`;
  const counted = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(DISTINCT st.id)::int AS n ${from}`));
  const page = pageOf(paging, Number(counted[0]?.n ?? 0));
  const result = await db.execute(sql`
    SELECT st.id AS settlement_id, st.currency, st.status, st.due_date, count(*)::int AS transactions_count,
           sum(sp.amount)::bigint AS gross_amount, sum(sp.fee)::bigint AS fee,
           sum(sp.subaccount_share)::bigint AS subaccount_share
    ${from}
    GROUP BY st.id, st.currency, st.status, st.due_date
    ORDER BY st.due_date DESC, st.id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`);
  const rows = rowsOf<{
    settlement_id: number;
    currency: string;
    status: string;
    due_date: string | Date;
    transactions_count: number;
    gross_amount: string;
    fee: string;
    subaccount_share: string;
  }>(result);
  return {
    settlements: rows.map((r) => ({
      settlement_id: Number(r.settlement_id),
      currency: r.currency,
      status: r.status,
      due_date: iso(r.due_date),
      transactions_count: Number(r.transactions_count),
      gross_amount: Number(r.gross_amount),
      fee: Number(r.fee),
      subaccount_share: Number(r.subaccount_share),
    })),
    page_info: page.info,
  };
}
