import { and, eq, gte, sql } from 'drizzle-orm';
import { TRANSFER_MESSAGES } from '../../../contract/transfers';
import type { Tx } from '../../db/client';
import { transfers, walletEntries, wallets } from '../../db/schema';

type TransferRow = typeof transfers.$inferSelect;

/**
 * Pays a transfer out of its wallet, inside the caller's transaction: the wallet row is
 * debited only if it holds amount + fee (a conditional UPDATE, so two payouts can never
 * overdraw it), a ledger entry is written, and the transfer ends SUCCESSFUL; without the
 * funds it ends FAILED with 'Insufficient balance' and no money moves.
 */
export async function processTransfer(tx: Tx, t: TransferRow): Promise<TransferRow> {
  const total = t.amount + t.fee;
  const [wallet] = await tx
    .update(wallets)
    .set({
      ledgerBalance: sql`${wallets.ledgerBalance} - ${total}`,
      availableBalance: sql`${wallets.availableBalance} - ${total}`,
    })
    .where(
      and(
        eq(wallets.accountId, t.accountId),
        eq(wallets.currency, t.debitCurrency),
        gte(wallets.availableBalance, total),
      ),
    )
    .returning({ ledger: wallets.ledgerBalance });
  if (!wallet) {
    const [failed] = await tx
      .update(transfers)
      .set({ status: 'FAILED', completeMessage: TRANSFER_MESSAGES.insufficientBalance })
      .where(eq(transfers.id, t.id))
      .returning();
    return failed!;
  }
  await tx.insert(walletEntries).values({
    accountId: t.accountId,
    currency: t.debitCurrency,
    amount: -total,
    balanceAfter: wallet.ledger,
    type: 'D',
    narration: `Transfer to ${t.fullname}: ${t.narration}`,
    reference: t.reference,
    transferId: t.id,
  });
  const [done] = await tx
    .update(transfers)
    .set({ status: 'SUCCESSFUL', completeMessage: 'Transfer completed' })
    .where(eq(transfers.id, t.id))
    .returning();
  return done!;
}
