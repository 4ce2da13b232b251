import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  type ChargebackBalance,
  type ChargebackFine,
  type ChargebackFineDetail,
  type ChargebackFinesQuery,
  FINE_MESSAGES,
} from '../../../contract/chargeback-fines';
import { isAdminRole } from '../../../contract/roles';
import type { Db, Tx } from '../../db/client';
import { chargebackFines, chargebacks, transactions } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { debitWallet } from '../../wallet';
import { accountOf, accountPage } from '../../tenancy';
import { iso } from '../../paging';

type FineRow = typeof chargebackFines.$inferSelect;

const fineRecord = (row: FineRow): ChargebackFine => ({
  id: row.id,
  scheme: row.scheme,
  reason: row.reason,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  due_date: row.dueDate.toISOString(),
  chargeback_id: row.chargebackId,
  transaction_reference: row.transactionReference,
  paid_at: iso(row.paidAt),
  waived_at: iso(row.waivedAt),
  date_created: row.createdAt.toISOString(),
});

/** GET chargebacks/fines: the business's fines, newest first, by status when asked. */
export async function listFines(db: Db, session: SessionInfo, query: v.InferOutput<typeof ChargebackFinesQuery>) {
  const result = await accountPage(
    db,
    chargebackFines,
    session,
    query,
    [],
    [query.status ? eq(chargebackFines.status, query.status) : undefined],
  );
  return { fines: result.rows.map(fineRecord), page_info: result.page_info };
}

const idOf = (param: string): number => {
  if (!/^\d{1,9}$/.test(param)) throw new ApiError(404, FINE_MESSAGES.notFound);
  return Number(param);
};

/** The business's own fine, locked for payment when asked; another business's is not found. */
async function ownFine(tx: Db | Tx, session: SessionInfo, param: string, lock = false): Promise<FineRow> {
  const query = tx
    .select()
    .from(chargebackFines)
    .where(and(eq(chargebackFines.id, idOf(param)), eq(chargebackFines.accountId, accountOf(session))));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, FINE_MESSAGES.notFound);
  return row;
}

/** The fine with its chargeback's status and the payment behind it (both in the same business only). */
async function detailOf(tx: Db | Tx, session: SessionInfo, row: FineRow): Promise<ChargebackFineDetail> {
  const [chargeback] =
    row.chargebackId === null
      ? []
      : await tx
          .select({ status: chargebacks.status })
          .from(chargebacks)
          .where(and(eq(chargebacks.id, row.chargebackId), eq(chargebacks.accountId, row.accountId)));
  const [payment] =
    row.transactionReference === null
      ? []
      : await tx
          .select({ id: transactions.id })
          .from(transactions)
          .where(and(eq(transactions.reference, row.transactionReference), eq(transactions.accountId, row.accountId)));
  return {
    ...fineRecord(row),
    transaction_id: payment?.id ?? null,
    chargeback_status: chargeback?.status ?? null,
    can_pay: row.status === 'due' && isAdminRole(session.role),
  };
}

export async function getFine(db: Db, session: SessionInfo, param: string): Promise<ChargebackFineDetail> {
  return detailOf(db, session, await ownFine(db, session, param));
}

/**
 * Pays a due fine from the balance of its currency: one ledger debit (FINE-<id>) and the status, in one
 * transaction; the row lock and the status make a second payment a refusal, never a second debit.
 */
export async function payFine(db: Db, session: SessionInfo, param: string): Promise<ChargebackFineDetail> {
  return db.transaction(async (tx) => {
    const row = await ownFine(tx, session, param, true);
    if (row.status !== 'due') throw new ApiError(409, FINE_MESSAGES.notDue);
    const now = new Date();
    const debited = await debitWallet(tx, {
      accountId: row.accountId,
      currency: row.currency,
      amount: row.amount,
      narration: `${row.scheme} chargeback fine: ${row.reason}`,
      reference: `FINE-${row.id}`,
      createdAt: now,
    });
    if (!debited) throw new ApiError(409, FINE_MESSAGES.insufficientBalance);
    const [updated] = await tx
      .update(chargebackFines)
      .set({ status: 'paid', paidAt: now })
      .where(eq(chargebackFines.id, row.id))
      .returning();
    return detailOf(tx, session, updated!);
  });
}

/**
 * GET chargebacks/balance: per currency, what lost chargebacks and paid fines took from the business and
 * what fines it still owes; a currency appears once it has any of them.
 */
export async function chargebackBalance(
  db: Db,
  session: SessionInfo,
): Promise<v.InferOutput<typeof ChargebackBalance>> {
  const accountId = accountOf(session);
  const lost = await db
    .select({
      currency: chargebacks.currency,
      amount: sql<string>`coalesce(sum(${chargebacks.amount}), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(chargebacks)
    .where(and(eq(chargebacks.accountId, accountId), eq(chargebacks.status, 'lost')))
    .groupBy(chargebacks.currency);
  const fines = await db
    .select({
      currency: chargebackFines.currency,
      status: chargebackFines.status,
      amount: sql<string>`coalesce(sum(${chargebackFines.amount}), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(chargebackFines)
    .where(eq(chargebackFines.accountId, accountId))
    .groupBy(chargebackFines.currency, chargebackFines.status);
  const lines = new Map<string, v.InferOutput<typeof ChargebackBalance>['balances'][number]>();
  const lineOf = (currency: string) => {
    let line = lines.get(currency);
    if (!line) {
      line = {
        currency,
        lost_amount: 0,
        lost_count: 0,
        fines_paid: 0,
        fines_paid_count: 0,
        fines_due: 0,
        fines_due_count: 0,
        fines_waived: 0,
        total_taken: 0,
      };
      lines.set(currency, line);
    }
    return line;
  };
  for (const row of lost) {
    const line = lineOf(row.currency);
    line.lost_amount = Number(row.amount);
    line.lost_count = Number(row.count);
  }
  for (const row of fines) {
    const line = lineOf(row.currency);
    if (row.status === 'paid') {
      line.fines_paid = Number(row.amount);
      line.fines_paid_count = Number(row.count);
    } else if (row.status === 'due') {
      line.fines_due = Number(row.amount);
      line.fines_due_count = Number(row.count);
    } else {
      line.fines_waived = Number(row.amount);
    }
  }
  for (const line of lines.values()) line.total_taken = line.lost_amount + line.fines_paid;
  // The local currency (most owed, then most taken) first.
  return {
    balances: [...lines.values()].sort(
      (a, b) => b.fines_due - a.fines_due || b.total_taken - a.total_taken || a.currency.localeCompare(b.currency),
    ),
  };
}
