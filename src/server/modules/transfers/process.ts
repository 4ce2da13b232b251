import { sql } from 'drizzle-orm';
import { TRANSFER_MESSAGES } from '../../../contract/transfers';
import type { Tx } from '../../db/client';
import { transfers, walletEntries, wallets } from '../../db/schema';

type TransferRow = typeof transfers.$inferSelect;

/**
 * Pays a transfer out of its wallet, inside the caller's transaction: the wallet row is
 * debited only if it holds amount + fee (a conditional UPDATE, so two payouts can never
 * overdraw it), a ledger entry is written, and the transfer ends SUCCESSFUL; without the
 * funds it ends FAILED with 'Insufficient balance' and no money moves.
 *
 * All three in one statement: the debit locks the business's wallet row until COMMIT, and every
 * approver of the business queues on that row, so the lock is held for one round trip, not three.
 */
export async function processTransfer(tx: Tx, t: TransferRow): Promise<TransferRow> {
  const total = t.amount + t.fee;
  const result = await tx.execute(sql`
    WITH debit AS (
      UPDATE ${wallets}
      SET ledger_balance = ledger_balance - ${total}, available_balance = available_balance - ${total}
      WHERE account_id = ${t.accountId} AND currency = ${t.debitCurrency} AND available_balance >= ${total}
      RETURNING ledger_balance
    ), entry AS (
      INSERT INTO ${walletEntries} (account_id, currency, amount, balance_after, type, narration, reference, transfer_id)
      SELECT ${t.accountId}, ${t.debitCurrency}, ${-total}, ledger_balance, 'D',
             ${`Transfer to ${t.fullname}: ${t.narration}`}, ${t.reference}, ${t.id}
      FROM debit
    )
    UPDATE ${transfers}
    SET status = CASE WHEN EXISTS (SELECT 1 FROM debit) THEN 'SUCCESSFUL' ELSE 'FAILED' END,
        complete_message = CASE WHEN EXISTS (SELECT 1 FROM debit) THEN 'Transfer completed'
                                ELSE ${TRANSFER_MESSAGES.insufficientBalance} END
    WHERE id = ${t.id}
    RETURNING status, complete_message`);
  const [row] = (result as unknown as { rows: { status: string; complete_message: string }[] }).rows;
  if (!row) throw new Error(`Transfer ${t.id} vanished while it was paid out`);
  // Nothing else of the row changes here: the caller's row with its final status.
  return { ...t, status: row.status, completeMessage: row.complete_message };
}
