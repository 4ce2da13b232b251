import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { walletEntries, wallets } from '../db/schema';
import type { TestServer } from './harness';

/** A business's wallet in one currency, as stored. */
export async function walletOf(s: TestServer, accountId: number, currency = 'NGN') {
  const [w] = await s.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.accountId, accountId), eq(wallets.currency, currency)));
  return w!;
}

/** The ledger balances (DESIGN §7): the wallet's ledger balance is the sum of its entries. */
export async function expectBalancedLedger(s: TestServer, accountId: number, currency = 'NGN') {
  const [sum] = await s.db
    .select({ total: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
    .from(walletEntries)
    .where(and(eq(walletEntries.accountId, accountId), eq(walletEntries.currency, currency)));
  expect(Number(sum!.total)).toBe((await walletOf(s, accountId, currency)).ledgerBalance);
}
