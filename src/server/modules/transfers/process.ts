import { type SQL, sql } from 'drizzle-orm';
import { TRANSFER_MESSAGES } from '../../../contract/transfers';
import type { Tx } from '../../db/client';
import { transfers, walletEntries, wallets } from '../../db/schema';

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
    RETURNING ${transfers.status} AS status, ${transfers.completeMessage} AS complete_message`);
  return (result as unknown as { rows: { status: string; complete_message: string }[] }).rows[0];
}

/** Pays out a transfer the caller's transaction has just written (not needing approval). */
export async function processTransfer(tx: Tx, t: TransferRow): Promise<TransferRow> {
  const row = await payOut(tx, sql`${transfers.id} = ${t.id}`);
  if (!row) throw new Error(`Transfer ${t.id} vanished while it was paid out`);
  // Nothing else of the row changes here: the caller's row with its final status.
  return { ...t, status: row.status, completeMessage: row.complete_message };
}

/**
 * Approves and pays out a transfer of the business in one statement, if it still waits for approval
 * and the approver did not start it (four eyes). No row: it was not decided here (the caller asks why).
 * Of two approvers racing, the second waits for the first's row lock, then finds it decided.
 */
export async function approveAndPay(db: Tx, d: { id: number; accountId: number; userId: number; key: string | null }) {
  return payOut(
    db,
    sql`${transfers.id} = ${d.id} AND ${transfers.accountId} = ${d.accountId} AND ${transfers.status} = 'NEW'
        AND ${transfers.requiresApproval} AND ${transfers.initiatedBy} IS DISTINCT FROM ${d.userId}`,
    sql`approved_by = ${d.userId}, decided_at = now(), decision_key = ${d.key}`,
  );
}
