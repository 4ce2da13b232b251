import { and, eq } from 'drizzle-orm';
import { ANSWERABLE_STATUSES, CHARGEBACK_MESSAGES, type ChargebackDetail } from '../../../contract/chargebacks';
import type { Db, Tx } from '../../db/client';
import { chargebacks, customers, transactions } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { fileOfAccount, fileTokenOf } from '../../uploads';
import { debitWallet } from '../../wallet';
import { accountOf } from '../../tenancy';

type ChargebackRow = typeof chargebacks.$inferSelect;

const isAnswerable = (row: ChargebackRow, now: Date): boolean =>
  (ANSWERABLE_STATUSES as readonly string[]).includes(row.status) && row.dueDate.getTime() > now.getTime();

/** What happened to it, oldest first: opened, answered, decided. */
function timelineOf(row: ChargebackRow): ChargebackDetail['timeline'] {
  const events = [{ label: 'Chargeback opened by the customer’s bank', date: row.createdAt.toISOString() }];
  if (row.respondedAt) {
    events.push({
      label: row.responseNote === null ? 'You accepted the chargeback' : 'You declined it and sent evidence',
      date: row.respondedAt.toISOString(),
    });
  }
  if (row.decidedAt && row.responseNote !== null) {
    events.push({
      label: row.status === 'won' ? 'Review decided in your favour: won' : 'Review decided against you: lost',
      date: row.decidedAt.toISOString(),
    });
  }
  return events;
}

/** The chargeback with its payment (found by reference in the same business) and the payment's customer. */
async function detailOf(tx: Db | Tx, row: ChargebackRow): Promise<ChargebackDetail> {
  const [payment] = await tx
    .select({ id: transactions.id, name: customers.fullname, email: customers.email })
    .from(transactions)
    .leftJoin(customers, eq(customers.id, transactions.customerId))
    .where(and(eq(transactions.reference, row.transactionReference), eq(transactions.accountId, row.accountId)));
  return {
    id: row.id,
    transaction_reference: row.transactionReference,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    due_date: row.dueDate.toISOString(),
    date_created: row.createdAt.toISOString(),
    transaction_id: payment?.id ?? null,
    customer_name: payment?.name ?? null,
    customer_email: payment?.email ?? null,
    reason: row.reason,
    response_note: row.responseNote,
    evidence: row.evidence,
    can_respond: isAnswerable(row, new Date()),
    timeline: timelineOf(row),
  };
}

const idOf = (param: string): number => {
  if (!/^\d{1,9}$/.test(param)) throw new ApiError(404, CHARGEBACK_MESSAGES.notFound);
  return Number(param);
};

/** The business's own chargeback, locked for the answer when asked; another business's is not found. */
async function ownChargeback(tx: Db | Tx, session: SessionInfo, param: string, lock = false) {
  const query = tx
    .select()
    .from(chargebacks)
    .where(and(eq(chargebacks.id, idOf(param)), eq(chargebacks.accountId, accountOf(session))));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, CHARGEBACK_MESSAGES.notFound);
  return row;
}

/** Refuses an answer to a chargeback already answered or past its due date. */
function checkAnswerable(row: ChargebackRow, now: Date): void {
  if (!(ANSWERABLE_STATUSES as readonly string[]).includes(row.status)) {
    throw new ApiError(409, CHARGEBACK_MESSAGES.answered);
  }
  if (row.dueDate.getTime() <= now.getTime()) throw new ApiError(409, CHARGEBACK_MESSAGES.overdue);
}

/** Takes a lost chargeback's amount from the balance, in the ledger, once (the status change guards it). */
async function debitLost(tx: Tx, row: ChargebackRow, now: Date): Promise<void> {
  const debited = await debitWallet(tx, {
    accountId: row.accountId,
    currency: row.currency,
    amount: row.amount,
    narration: `Chargeback lost on ${row.transactionReference}`,
    reference: `CHB-${row.id}`,
    createdAt: now,
  });
  if (!debited) throw new ApiError(409, CHARGEBACK_MESSAGES.insufficientBalance);
}

export async function getChargeback(db: Db, session: SessionInfo, param: string): Promise<ChargebackDetail> {
  return detailOf(db, await ownChargeback(db, session, param));
}

/** The merchant agrees: the amount leaves the balance and the chargeback is lost. */
export async function acceptChargeback(db: Db, session: SessionInfo, param: string): Promise<ChargebackDetail> {
  return db.transaction(async (tx) => {
    const row = await ownChargeback(tx, session, param, true);
    const now = new Date();
    checkAnswerable(row, now);
    await debitLost(tx, row, now);
    const [updated] = await tx
      .update(chargebacks)
      .set({ status: 'lost', respondedAt: now, decidedAt: now })
      .where(eq(chargebacks.id, row.id))
      .returning();
    return detailOf(tx, updated!);
  });
}

/** The merchant disputes it with a note and evidence: it goes to review (pending). */
export async function declineChargeback(
  db: Db,
  session: SessionInfo,
  param: string,
  body: { note: string; documents: string[] },
): Promise<ChargebackDetail> {
  return db.transaction(async (tx) => {
    const row = await ownChargeback(tx, session, param, true);
    const now = new Date();
    checkAnswerable(row, now);
    // Evidence must be live uploads of this business (tenant isolation, expiry).
    for (const url of body.documents) {
      const token = fileTokenOf(url);
      if (!token || !(await fileOfAccount(tx, row.accountId, token))) {
        throw new ApiError(400, CHARGEBACK_MESSAGES.fileGone);
      }
    }
    const [updated] = await tx
      .update(chargebacks)
      .set({ status: 'pending', responseNote: body.note, evidence: [...new Set(body.documents)], respondedAt: now })
      .where(eq(chargebacks.id, row.id))
      .returning();
    return detailOf(tx, updated!);
  });
}

/** The sandbox's reviewer: a declined chargeback under review is won (no money moves) or lost (debited once). */
export async function reviewChargeback(
  db: Db,
  body: { chargeback_id: number; decision: 'won' | 'lost' },
): Promise<ChargebackDetail> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(chargebacks).where(eq(chargebacks.id, body.chargeback_id)).for('update');
    if (!row) throw new ApiError(404, CHARGEBACK_MESSAGES.notFound);
    if (row.status !== 'pending' || row.responseNote === null) {
      throw new ApiError(409, CHARGEBACK_MESSAGES.notUnderReview);
    }
    const now = new Date();
    if (body.decision === 'lost') await debitLost(tx, row, now);
    const [updated] = await tx
      .update(chargebacks)
      .set({ status: body.decision, decidedAt: now })
      .where(eq(chargebacks.id, row.id))
      .returning();
    return detailOf(tx, updated!);
  });
}
