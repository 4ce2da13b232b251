import { and, asc, eq, sql } from 'drizzle-orm';
import { nubanCheckDigit, PAYOUT_PRODUCT_ID } from '../../contract/transfers';
import type { Tx } from './client';
import { beneficiaries, payoutLimits, purposeCodes, transfers, walletEntries, wallets } from './schema';

/**
 * Demo data of the transfers area: payout limits, purpose codes, saved
 * beneficiaries and the wallet ledger behind the seeded transfers. Deterministic: fixed
 * values, and ledger entries derived from the (deterministic) seeded transfers.
 * The bank list is the contract's BANKS (NG, GH, KE, ZA, US, CI, UG).
 */

/** The demo businesses' fixed ids (DEMO_ACCOUNTS of seed.ts; not imported, seed.ts imports this file). */
const A = { demoStores: 20001, demoEvents: 20002, demoFoods: 20003, demoTravel: 20004, demoGadgets: 20005 } as const;

/** A valid NUBAN for a bank from a 9-digit serial. */
const nuban = (bankCode: string, serial: string): string => `${serial}${nubanCheckDigit(bankCode, serial)}`;

const PURPOSES: [string, string][] = [
  ['SAL', 'Salary payment'],
  ['SUP', 'Payment to a supplier'],
  ['RNT', 'Rent'],
  ['UTL', 'Utilities'],
  ['TAX', 'Tax payment'],
  ['FAM', 'Family support'],
  ['EDU', 'Education fees'],
  ['MED', 'Medical expenses'],
];
/** Kept to show that only active codes are served. */
const INACTIVE: [string, string] = ['OLD', 'Legacy purpose (withdrawn)'];

export async function seedTransfers(tx: Tx): Promise<void> {
  // Single-transaction payout limits (product 9), minor units; 0 would mean no limit.
  await tx.insert(payoutLimits).values([
    { accountId: A.demoStores, productId: PAYOUT_PRODUCT_ID, currency: 'NGN', singleTransactionLimit: 500_000_000 },
    { accountId: A.demoStores, productId: PAYOUT_PRODUCT_ID, currency: 'USD', singleTransactionLimit: 1_000_000 },
    { accountId: A.demoEvents, productId: PAYOUT_PRODUCT_ID, currency: 'NGN', singleTransactionLimit: 100_000_000 },
    { accountId: A.demoTravel, productId: PAYOUT_PRODUCT_ID, currency: 'NGN', singleTransactionLimit: 1_000_000_000 },
    { accountId: A.demoGadgets, productId: PAYOUT_PRODUCT_ID, currency: 'GHS', singleTransactionLimit: 5_000_000 },
    { accountId: A.demoFoods, productId: PAYOUT_PRODUCT_ID, currency: 'KES', singleTransactionLimit: 50_000_000 },
  ]);

  const codes: (typeof purposeCodes.$inferInsert)[] = [];
  for (const currency of ['NGN', 'USD', 'GHS', 'KES', 'ZAR']) {
    for (const senderType of ['individual', 'business']) {
      const list = senderType === 'individual' ? PURPOSES.filter(([c]) => c !== 'SUP' && c !== 'TAX') : PURPOSES;
      for (const [code, description] of list) codes.push({ currency, senderType, code, description, isActive: true });
      codes.push({ currency, senderType, code: INACTIVE[0], description: INACTIVE[1], isActive: false });
    }
  }
  await tx.insert(purposeCodes).values(codes);

  await tx.insert(beneficiaries).values(
    [
      ['Chinedu Okoro', '058', nuban('058', '012345678'), 'NGN'],
      ['Halima Bello', '057', nuban('057', '203948571'), 'NGN'],
      ['Swift Dispatch Ltd', '044', nuban('044', '069000003'), 'NGN'],
      ['Ngozi Foods Ltd', '011', nuban('011', '301928374'), 'NGN'],
      ['Kuda Payroll Pool', '50211', nuban('50211', '200118734'), 'NGN'],
      ['Acme Imports Inc', 'US021000021', '483920175', 'USD'],
    ].map(([fullName, bankCode, accountNumber, currency], i) => ({
      id: i + 1,
      accountId: A.demoStores,
      fullName: fullName!,
      bankCode: bankCode!,
      bankName: bankNames[bankCode!]!,
      accountNumber: accountNumber!,
      currency: currency!,
    })),
  );

  // The ledger behind Demo Stores' wallets: every successful transfer was a debit, and
  // weekly settlements credited the wallet; balances run back from today's ledger balance.
  for (const currency of ['NGN', 'USD']) {
    const [wallet] = await tx
      .select()
      .from(wallets)
      .where(and(eq(wallets.accountId, A.demoStores), eq(wallets.currency, currency)));
    if (!wallet) continue;
    const paid = await tx
      .select()
      .from(transfers)
      .where(
        and(
          eq(transfers.accountId, A.demoStores),
          eq(transfers.debitCurrency, currency),
          eq(transfers.status, 'SUCCESSFUL'),
        ),
      )
      .orderBy(asc(transfers.createdAt), asc(transfers.id));
    const entries: (typeof walletEntries.$inferInsert)[] = paid.map((t) => ({
      accountId: A.demoStores,
      currency,
      amount: -(t.amount + t.fee),
      balanceAfter: 0,
      type: 'D' as const,
      narration: `Transfer to ${t.fullname}: ${t.narration}`,
      reference: t.reference,
      transferId: t.id,
      createdAt: t.createdAt,
    }));
    const first = entries[0]?.createdAt?.getTime() ?? Date.now() - 90 * 86_400_000;
    for (let week = 0, at = first - 86_400_000; at < Date.now(); week++, at += 7 * 86_400_000) {
      entries.push({
        accountId: A.demoStores,
        currency,
        amount:
          (currency === 'NGN' ? 180_000_000 : 150_000) +
          ((week * 7919) % 97) * (currency === 'NGN' ? 1_000_000 : 1_000),
        balanceAfter: 0,
        type: 'C',
        narration: 'Settlement to wallet',
        reference: `STL${currency}${String(week + 1).padStart(5, '0')}`,
        transferId: null,
        createdAt: new Date(at),
      });
    }
    entries.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    let running = wallet.ledgerBalance;
    for (let i = entries.length - 1; i >= 0; i--) {
      entries[i]!.balanceAfter = running;
      running -= entries[i]!.amount;
    }
    for (let i = 0; i < entries.length; i += 500) await tx.insert(walletEntries).values(entries.slice(i, i + 500));
  }
  await chainBalances(tx, A.demoStores);
}

/**
 * One chain per wallet: every entry's balance after it is the wallet's ledger balance less the entries
 * that came later, whichever seed step wrote them (the refunds of the queries step, the transfers and
 * settlements here), so the history reads as one running balance ending at today's.
 */
async function chainBalances(tx: Tx, accountId: number): Promise<void> {
  await tx.execute(sql`
    WITH later AS (
      SELECT e.id, coalesce(sum(e.amount) OVER (
        PARTITION BY e.currency ORDER BY e.created_at DESC, e.id DESC
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING
      ), 0) AS after_it
      FROM ${walletEntries} e WHERE e.account_id = ${accountId}
    )
    UPDATE ${walletEntries} e SET balance_after = w.ledger_balance - later.after_it
    FROM later, ${wallets} w
    WHERE e.id = later.id AND w.account_id = e.account_id AND w.currency = e.currency`);
}

const bankNames: Record<string, string> = {
  '058': 'Guaranty Trust Bank',
  '057': 'Zenith Bank',
  '044': 'Access Bank',
  '011': 'First Bank of Nigeria',
  '50211': 'Kuda Microfinance Bank',
  US021000021: 'JPMorgan Chase Bank',
};
