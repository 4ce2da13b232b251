import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/** Demo Stores Ltd (seed.ts DEMO_ACCOUNTS; repeated here so this step does not import seed.ts). */
const DEMO_STORES = 20001;
const DAY_MS = 86_400_000;

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Demo data of the queries area, derived from the shell's rows so it stays deterministic: each
 * successful payment points at the weekly settlement that paid it, card payments get a
 * card, one in five Demo Stores payments is split to a subaccount, ledger entries record
 * the settlements credited to the wallets (balances after each entry computed back from
 * today's balance), a few refunds exist, and two identifiers are blacklisted.
 */
export async function seedQueries(tx: Tx): Promise<void> {
  // Settlements cover the seven days before they were made, per currency.
  await tx.execute(sql`
    UPDATE transactions t SET settlement_id = s.id
    FROM settlements s
    WHERE t.account_id = s.account_id AND t.currency = s.currency AND t.status = 'successful'
      AND t.created_at >= s.created_at - interval '7 days' AND t.created_at < s.created_at`);

  await tx.execute(sql`
    UPDATE transactions SET
      card_brand = (ARRAY['MASTERCARD', 'VISA', 'VERVE'])[id % 3 + 1],
      card_first6 = (ARRAY['539983', '418742', '506099'])[id % 3 + 1],
      card_last4 = lpad(((id * 7919) % 10000)::text, 4, '0')
    WHERE payment_type = 'card'`);

  await tx.execute(sql`
    UPDATE transactions t SET subaccount_id = s.id
    FROM subaccounts s
    WHERE t.account_id = ${DEMO_STORES} AND s.account_id = ${DEMO_STORES}
      AND t.id % 5 = 0 AND s.id = (t.id / 5) % 8 + 1`);

  // Refunds of a few older successful NGN payments (half of each), newest first in the list.
  const picked = rows<{ id: number; amount: string; reference: string }>(
    await tx.execute(sql`
      SELECT id, amount, reference FROM transactions
      WHERE account_id = ${DEMO_STORES} AND status = 'successful' AND currency = 'NGN' AND id % 97 = 0
      ORDER BY id LIMIT 5`),
  );
  const now = Date.now();
  const today = now - (now % DAY_MS);
  const refundRows = picked.map((t, i) => ({
    transactionId: Number(t.id),
    amount: Math.floor(Number(t.amount) / 200) * 100,
    reference: `RFDEMO${String(i + 1).padStart(6, '0')}`,
    at: new Date(today - (20 - i * 3) * DAY_MS + 11 * 3_600_000),
    txReference: t.reference,
  }));
  for (const [i, r] of refundRows.entries()) {
    await tx.execute(sql`
      INSERT INTO refunds (id, account_id, transaction_id, reference, amount, currency, status, reason, created_at)
      VALUES (${i + 1}, ${DEMO_STORES}, ${r.transactionId}, ${r.reference}, ${r.amount}, 'NGN', 'completed',
              'Customer returned the item', ${r.at.toISOString()})`);
    await tx.execute(sql`UPDATE transactions SET amount_refunded = ${r.amount} WHERE id = ${r.transactionId}`);
  }

  // Ledger entries: settlements of the last 120 days credited, the refunds debited. The
  // balance after each is counted back from the wallet's balance today.
  type Move = { currency: string; amount: number; type: 'C' | 'D'; narration: string; reference: string; at: Date };
  const credits = rows<{ id: number; currency: string; net_amount: string; created_at: string | Date }>(
    await tx.execute(sql`
      SELECT id, currency, net_amount, created_at FROM settlements
      WHERE account_id = ${DEMO_STORES} AND status = 'completed' AND created_at >= now() - interval '120 days'
      ORDER BY created_at`),
  );
  const moves: Move[] = [
    ...credits.map((s) => ({
      currency: s.currency,
      amount: Number(s.net_amount),
      type: 'C' as const,
      narration: `Payments settled to balance (settlement ${s.id})`,
      reference: `STL${String(s.id).padStart(9, '0')}`,
      at: new Date(s.created_at),
    })),
    // A debit's amount is signed, as every money path writes it (server/wallet.ts).
    ...refundRows.map((r) => ({
      currency: 'NGN',
      amount: -r.amount,
      type: 'D' as const,
      narration: `Refund of payment ${r.txReference}`,
      reference: r.reference,
      at: r.at,
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  const balances = new Map(
    rows<{ currency: string; ledger_balance: string }>(
      await tx.execute(sql`SELECT currency, ledger_balance FROM wallets WHERE account_id = ${DEMO_STORES}`),
    ).map((w) => [w.currency, Number(w.ledger_balance)]),
  );
  const after: { move: Move; balance: number }[] = [];
  for (const move of [...moves].reverse()) {
    const balance = balances.get(move.currency);
    if (balance === undefined) continue;
    after.push({ move, balance });
    balances.set(move.currency, balance - move.amount);
  }
  for (const [i, { move, balance }] of after.reverse().entries()) {
    await tx.execute(sql`
      INSERT INTO wallet_entries (id, account_id, currency, amount, balance_after, type, narration, reference, created_at)
      VALUES (${500_000 + i}, ${DEMO_STORES}, ${move.currency}, ${move.amount}, ${balance}, ${move.type},
              ${move.narration}, ${move.reference}, ${move.at.toISOString()})`);
  }

  // Blacklist: a customer's email, and a phone number that is no customer's.
  await tx.execute(sql`
    INSERT INTO blacklist (id, account_id, type, value, customer_id, reason, created_at)
    SELECT 1, account_id, 'email', lower(email), id, 'Chargebacks on three payments', now() - interval '12 days'
    FROM customers WHERE account_id = ${DEMO_STORES} ORDER BY id DESC LIMIT 1`);
  await tx.execute(sql`
    INSERT INTO blacklist (id, account_id, type, value, customer_id, reason, created_at)
    VALUES (2, ${DEMO_STORES}, 'phone', '+2348000000099', NULL, 'Card testing from this number', now() - interval '30 days')`);
}
