import { type SQL, sql } from 'drizzle-orm';
import { TRANSFER_MESSAGES } from '../../../contract/transfers';
import type { Tx } from '../../db/client';
import { transfers, walletEntries, wallets } from '../../db/schema';
import { enqueueWebhook } from '../../webhooks/enqueue';

type TransferRow = typeof transfers.$inferSelect;

/**
 * One statement that pays out the transfer `pick` selects (and locks): the wallet row is debited only
 * if it holds amount + fee (a conditional UPDATE, so two payouts can never overdraw it), a ledger
 * entry is written, and the transfer ends SUCCESSFUL; without the funds it ends FAILED with
 * 'Insufficient balance' and no money moves. `decision` sets more columns of the transfer.
 *
 * All in one statement: the debit locks the business's wallet row for one round trip, not three,
 * and every approver of the business queues on that row. Answers no row when `pick` finds none.
 */
async function payOut(db: Tx, pick: SQL, decision?: SQL) {
  const result = await db.execute(sql`
    WITH t AS (
      SELECT id, account_id, debit_currency, amount + fee AS total, fullname, narration, reference
      FROM ${transfers} WHERE ${pick} FOR UPDATE
    ), debit AS (
      UPDATE ${wallets} w
      SET ledger_balance = w.ledger_balance - t.total, available_balance = w.available_balance - t.total
      FROM t WHERE w.account_id = t.account_id AND w.currency = t.debit_currency AND w.available_balance >= t.total
      RETURNING w.ledger_balance
    ), entry AS (
      INSERT INTO ${walletEntries} (account_id, currency, amount, balance_after, type, narration, reference, transfer_id)
      SELECT t.account_id, t.debit_currency, -t.total, debit.ledger_balance, 'D',
             'Transfer to ' || t.fullname || ': ' || t.narration, t.reference, t.id
      FROM t, debit
    )
    UPDATE ${transfers}
    SET status = CASE WHEN EXISTS (SELECT 1 FROM debit) THEN 'SUCCESSFUL' ELSE 'FAILED' END,
        complete_message = CASE WHEN EXISTS (SELECT 1 FROM debit) THEN 'Transfer completed'
                                ELSE ${TRANSFER_MESSAGES.insufficientBalance} END
        ${decision ? sql`, ${decision}` : sql``}
    FROM t WHERE ${transfers.id} = t.id
    RETURNING ${transfers.status} AS status, ${transfers.completeMessage} AS complete_message,
      ${transfers.id} AS id, ${transfers.accountId} AS account_id, ${transfers.reference} AS reference,
      ${transfers.amount} AS amount, ${transfers.fee} AS fee, ${transfers.currency} AS currency,
      ${transfers.debitCurrency} AS debit_currency, ${transfers.fullname} AS fullname,
      ${transfers.accountNumber} AS account_number, ${transfers.bankCode} AS bank_code,
      ${transfers.narration} AS narration`);
  return (result as unknown as { rows: PaidOut[] }).rows[0];
}

/** What the payout statement answers: the transfer's final state and what its webhook reports. */
export interface PaidOut {
  status: string;
  complete_message: string;
  id: number;
  account_id: number;
  reference: string;
  amount: number | string;
  fee: number | string;
  currency: string;
  debit_currency: string;
  fullname: string;
  account_number: string;
  bank_code: string;
  narration: string;
}

/**
 * Queues the transfer.completed webhook of a transfer whose status just changed (paid, failed,
 * rejected), in the caller's transaction: a rolled-back change sends nothing.
 */
export async function transferWebhook(tx: Tx, t: PaidOut): Promise<void> {
  await enqueueWebhook(tx, t.account_id, 'transfer.completed', {
    id: t.id,
    reference: t.reference,
    status: t.status,
    complete_message: t.complete_message,
    amount: Number(t.amount),
    fee: Number(t.fee),
    currency: t.currency,
    debit_currency: t.debit_currency,
    fullname: t.fullname,
    account_number: t.account_number,
    bank_code: t.bank_code,
    narration: t.narration,
  });
}

/** Pays out a transfer the caller's transaction has just written (not needing approval). */
export async function processTransfer(tx: Tx, t: TransferRow): Promise<TransferRow> {
  const row = await payOut(tx, sql`${transfers.id} = ${t.id}`);
  if (!row) throw new Error(`Transfer ${t.id} vanished while it was paid out`);
  await transferWebhook(tx, row);
  // Nothing else of the row changes here: the caller's row with its final status.
  return { ...t, status: row.status, completeMessage: row.complete_message };
}

/**
 * Approves and pays out a transfer of the business in one statement, if it still waits for approval
 * and the approver did not start it (four eyes). No row: it was not decided here (the caller asks why).
 * Of two approvers racing, the second waits for the first's row lock, then finds it decided.
 */
export async function approveAndPay(db: Tx, d: { id: number; accountId: number; userId: number; key: string | null }) {
  const paid = await payOut(
    db,
    sql`${transfers.id} = ${d.id} AND ${transfers.accountId} = ${d.accountId} AND ${transfers.status} = 'NEW'
        AND ${transfers.requiresApproval} AND ${transfers.initiatedBy} IS DISTINCT FROM ${d.userId}`,
    sql`approved_by = ${d.userId}, decided_at = now(), decision_key = ${d.key}`,
  );
  if (paid) await transferWebhook(db, paid);
  return paid;
}
