import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from './db/client';
import { walletEntries, wallets } from './db/schema';

/**
 * The business's wallet and its ledger, moved together in the caller's transaction (DESIGN §7): every
 * change of the ledger balance writes one entry with its signed amount and the balance after it, so
 * the entries of a wallet add up to its ledger balance.
 */
export interface WalletMovement {
  accountId: number;
  currency: string;
  /** Minor units, above zero: the direction is the function's. */
  amount: number;
  narration: string;
  reference: string;
  createdAt?: Date;
}

/**
 * Credits the ledger balance, and the available balance too when the money is spendable at once
 * (a loan paid out, a settlement) rather than waiting for its settlement (a customer's payment).
 */
export async function creditWallet(tx: Tx, m: WalletMovement, options: { available: boolean }): Promise<void> {
  const available = options.available ? m.amount : 0;
  const [wallet] = await tx
    .insert(wallets)
    .values({ accountId: m.accountId, currency: m.currency, ledgerBalance: m.amount, availableBalance: available })
    .onConflictDoUpdate({
      target: [wallets.accountId, wallets.currency],
      set: {
        ledgerBalance: sql`${wallets.ledgerBalance} + ${m.amount}`,
        availableBalance: sql`${wallets.availableBalance} + ${available}`,
      },
    })
    .returning({ ledger: wallets.ledgerBalance });
  await tx.insert(walletEntries).values({
    accountId: m.accountId,
    currency: m.currency,
    amount: m.amount,
    balanceAfter: wallet!.ledger,
    type: 'C',
    narration: m.narration,
    reference: m.reference,
    createdAt: m.createdAt,
  });
}

/**
 * Debits the ledger and available balances only if the available balance holds the amount (one
 * conditional update, so two debits at once can never overdraw it); false, and nothing written, when
 * it does not.
 */
export async function debitWallet(tx: Tx, m: WalletMovement): Promise<boolean> {
  const [wallet] = await tx
    .update(wallets)
    .set({
      ledgerBalance: sql`${wallets.ledgerBalance} - ${m.amount}`,
      availableBalance: sql`${wallets.availableBalance} - ${m.amount}`,
    })
    .where(
      and(
        eq(wallets.accountId, m.accountId),
        eq(wallets.currency, m.currency),
        sql`${wallets.availableBalance} >= ${m.amount}`,
      ),
    )
    .returning({ ledger: wallets.ledgerBalance });
  if (!wallet) return false;
  await tx.insert(walletEntries).values({
    accountId: m.accountId,
    currency: m.currency,
    amount: -m.amount,
    balanceAfter: wallet.ledger,
    type: 'D',
    narration: m.narration,
    reference: m.reference,
    createdAt: m.createdAt,
  });
  return true;
}

/** A ledger entry as the balance history and the wallet history answer it. */
export const walletEntryOut = (e: typeof walletEntries.$inferSelect) => ({
  id: e.id,
  currency: e.currency,
  amount: e.amount,
  balance_after: e.balanceAfter,
  type: e.type,
  narration: e.narration,
  reference: e.reference,
  date_created: e.createdAt.toISOString(),
});
