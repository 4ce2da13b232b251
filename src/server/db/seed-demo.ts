import { sql } from 'drizzle-orm';
import type { Tx } from './client';
import type { customers, settlements, transactions, transfers } from './schema';

/**
 * Demo data of the shell and the area lists (DEMO.md). Ids and figures are the same on
 * every machine (a seeded generator); dates are offsets from the day the seed runs, so
 * "the last 400 days" and "today" stay true whenever a fresh database is made.
 */

export const ACCOUNT = {
  demoStores: 20001,
  demoEvents: 20002,
  demoFoods: 20003,
  demoTravel: 20004,
  demoGadgets: 20005,
  unverified: 20006,
  newbie: 20007,
  demoCape: 20008,
  noAccess: 20009,
} as const;
export const USER = { owner: 1, admin: 2, member: 3, otp: 4 } as const;

/** mulberry32: a small deterministic generator. */
export function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = next() * total;
    for (const [item, w] of items) {
      roll -= w;
      if (roll < 0) return item;
    }
    return items[items.length - 1]![0];
  };
  const code = (length: number, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789') =>
    Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  const digits = (length: number) => code(length, '0123456789');
  return { next, int, pick, weighted, code, digits };
}
export type Gen = ReturnType<typeof generator>;

export const DAY_MS = 86_400_000;

/** Dates relative to the moment the seed runs, never in the future. */
export function clock(now: number) {
  const today = now - (now % DAY_MS);
  /** `daysAgo` days before today at the given UTC hour and minute, moved a day back if that is still ahead. */
  const at = (daysAgo: number, hour = 9, minute = 0) => {
    let t = today - daysAgo * DAY_MS + hour * 3_600_000 + minute * 60_000;
    if (t > now) t -= DAY_MS;
    return new Date(t);
  };
  /** A date ahead of today (due dates, next charges, upcoming events). */
  const ahead = (days: number, hour = 9) => new Date(today + days * DAY_MS + hour * 3_600_000);
  return { at, ahead };
}
export type Clock = ReturnType<typeof clock>;

export async function insertInBatches<T>(
  rows: T[],
  insert: (batch: T[]) => Promise<unknown>,
  size = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export const FIRST = [
  'Adaeze',
  'Tunde',
  'Ngozi',
  'Emeka',
  'Funmi',
  'Kelechi',
  'Bisi',
  'Yusuf',
  'Amaka',
  'Segun',
  'Halima',
  'Chinedu',
  'Zainab',
  'Olumide',
  'Ifeoma',
  'Musa',
  'Temitope',
  'Obinna',
  'Aisha',
  'Kunle',
  'Nneka',
  'Ibrahim',
  'Folake',
  'Uche',
  'Sade',
  'Tobi',
  'Chioma',
  'Babajide',
  'Hauwa',
  'Ejike',
] as const;
export const LAST = [
  'Okonkwo',
  'Adebayo',
  'Bello',
  'Nwachukwu',
  'Ogunleye',
  'Abubakar',
  'Eze',
  'Afolabi',
  'Okoro',
  'Danjuma',
  'Ibe',
  'Adeleke',
  'Lawal',
  'Onyeka',
  'Salami',
  'Obi',
  'Yakubu',
  'Oladipo',
  'Chukwu',
  'Akande',
] as const;
export const NG_CITIES = [
  'Lagos',
  'Lagos',
  'Lagos',
  'Abuja',
  'Abuja',
  'Port Harcourt',
  'Ibadan',
  'Kano',
  'Enugu',
  'Benin City',
];
export const NG_BANKS = [
  ['044', 'Access Bank'],
  ['058', 'Guaranty Trust Bank'],
  ['057', 'Zenith Bank'],
  ['011', 'First Bank of Nigeria'],
  ['033', 'United Bank for Africa'],
  ['50211', 'Kuda Microfinance Bank'],
] as const;
export const PRODUCTS_FOR_NARRATION = [
  'Office chair',
  'Standing desk',
  'LED desk lamp',
  'Kitchen blender',
  'Bookshelf',
  'Wall clock',
  'Bedside table',
  'Printer paper (5 reams)',
  'Stationery bundle',
  'Air purifier',
];
export const HOUR_WEIGHTS: (readonly [number, number])[] = Array.from({ length: 24 }, (_, h) => {
  const w = h < 6 ? 1 : h < 9 ? 4 : h < 13 ? 9 : h < 17 ? 8 : h < 21 ? 7 : 3;
  return [h, w] as const;
});

interface CustomerSeed {
  id: number;
  fullname: string;
  email: string;
  city: string;
}

export function makeCustomers(g: Gen, c: Clock, accountId: number, firstId: number, count: number, maxDaysAgo: number) {
  const rows: (typeof customers.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const first = g.pick(FIRST);
    const last = g.pick(LAST);
    const id = firstId + i;
    const city = g.pick(NG_CITIES);
    rows.push({
      id,
      accountId,
      fullname: `${first} ${last}`,
      email: `${first}.${last}${id}@example.com`.toLowerCase(),
      phone: `+23480${g.digits(8)}`,
      city,
      // Oldest first, so customer ids grow with their date.
      createdAt: c.at(Math.floor(maxDaysAgo - (i / count) * maxDaysAgo), g.int(7, 20), g.int(0, 59)),
    });
  }
  return rows;
}

/**
 * Customers and payments are drawn apart, so a customer could be "customer since" after paying: each
 * customer of these accounts becomes one no later than their first payment.
 */
export async function customersSinceFirstPayment(tx: Tx, accountIds: readonly number[]): Promise<void> {
  await tx.execute(sql`
    UPDATE customers c SET created_at = f.first_paid
    FROM (
      SELECT customer_id, min(created_at) AS first_paid FROM transactions
      WHERE account_id IN (${sql.join(
        accountIds.map((id) => sql`${id}`),
        sql`, `,
      )}) AND customer_id IS NOT NULL
      GROUP BY customer_id
    ) f
    WHERE c.id = f.customer_id AND f.first_paid < c.created_at`);
}

interface TxOptions {
  accountId: number;
  firstId: number;
  count: number;
  days: number;
  currency: string;
  /** Share of payments in a second currency (USD for Demo Stores). */
  second?: { currency: string; share: number; min: number; max: number };
  min: number;
  max: number;
  customers: readonly CustomerSeed[];
  refPrefix: string;
}

export function makeTransactions(g: Gen, c: Clock, o: TxOptions) {
  const rows: (typeof transactions.$inferInsert)[] = [];
  for (let i = 0; i < o.count; i++) {
    const id = o.firstId + i;
    const customer = g.pick(o.customers);
    const second = o.second && g.next() < o.second.share ? o.second : null;
    const currency = second ? second.currency : o.currency;
    const amount = second ? g.int(second.min, second.max) * 100 : g.int(o.min, o.max) * 100;
    const status = g.weighted([
      ['successful', 85],
      ['failed', 8],
      ['pending', 5],
      ['pending-capture', 2],
    ] as const);
    const paymentType = g.weighted([
      ['card', 55],
      ['bank_transfer', 20],
      ['ussd', 12],
      ['account', 13],
    ] as const);
    // Newer days are busier: the business grows.
    const daysAgo = Math.floor(o.days * g.next() ** 1.3);
    rows.push({
      id,
      accountId: o.accountId,
      customerId: customer.id,
      currency,
      amount,
      fee: status === 'successful' ? Math.min(Math.round(amount * 0.014), 200_000) : 0,
      status,
      narration: `${g.pick(PRODUCTS_FOR_NARRATION)} for ${customer.fullname}`,
      reference: `${o.refPrefix}${g.code(12 - o.refPrefix.length)}`,
      paymentType,
      device: g.next() < 0.64 ? 'mobile' : 'desktop',
      bank: paymentType === 'card' ? null : g.pick(NG_BANKS)[1],
      city: customer.city,
      createdAt: c.at(daysAgo, g.weighted(HOUR_WEIGHTS), g.int(0, 59)),
    });
  }
  return rows;
}

/** Weekly settlements computed from the successful payments of each currency. */
export function makeSettlements(
  c: Clock,
  accountId: number,
  firstId: number,
  txRows: readonly (typeof transactions.$inferInsert)[],
  weeks: number,
) {
  const rows: (typeof settlements.$inferInsert)[] = [];
  let id = firstId;
  const now = Date.now();
  for (const currency of [...new Set(txRows.map((t) => t.currency))]) {
    for (let w = weeks - 1; w >= 0; w--) {
      const start = c.at(w * 7 + 7, 0).getTime();
      const end = c.at(w * 7, 0).getTime();
      const inWeek = txRows.filter((t) => {
        const at = (t.createdAt as Date).getTime();
        return t.currency === currency && t.status === 'successful' && at >= start && at < end;
      });
      if (inWeek.length === 0) continue;
      const gross = inWeek.reduce((sum, t) => sum + t.amount, 0);
      const fee = inWeek.reduce((sum, t) => sum + (t.fee ?? 0), 0);
      const due = new Date(end + 86_400_000);
      rows.push({
        id: id++,
        accountId,
        currency,
        grossAmount: gross,
        fee,
        netAmount: gross - fee,
        transactionsCount: inWeek.length,
        status: due.getTime() > now ? 'pending' : 'completed',
        dueDate: due,
        createdAt: new Date(end),
      });
    }
  }
  return rows;
}

interface TransferOptions {
  accountId: number;
  firstId: number;
  count: number;
  days: number;
  currency: string;
  min: number;
  max: number;
  initiators: readonly number[];
  approver: number;
}

export function makeTransfers(g: Gen, c: Clock, o: TransferOptions) {
  const rows: (typeof transfers.$inferInsert)[] = [];
  for (let i = 0; i < o.count; i++) {
    const [bankCode, bankName] = g.pick(NG_BANKS);
    const status = g.weighted([
      ['SUCCESSFUL', 78],
      ['FAILED', 6],
      ['FAILED:INVALID_ACCOUNT', 3],
      ['REJECTED', 3],
      ['PENDING', 7],
      ['PENDING-HOOK', 3],
    ] as const);
    const requiresApproval = g.next() < 0.3;
    rows.push({
      id: o.firstId + i,
      accountId: o.accountId,
      currency: o.currency,
      debitCurrency: o.currency,
      amount: g.int(o.min, o.max) * 100,
      fee: 5_375,
      status,
      narration: g.pick(['Supplier payment', 'Staff salary', 'Rent', 'Logistics', 'Refund to customer', 'Utilities']),
      fullname: `${g.pick(FIRST)} ${g.pick(LAST)}`,
      accountNumber: g.digits(10),
      bankCode,
      bankName,
      reference: `TRF${g.code(9)}`,
      requiresApproval,
      initiatedBy: g.pick(o.initiators),
      approvedBy: requiresApproval && status !== 'REJECTED' ? o.approver : null,
      createdAt: c.at(g.int(1, o.days), g.int(8, 18), g.int(0, 59)),
    });
  }
  return rows;
}

/**
 * Named records that tests, the README and people rely on: the global search finds
 * them, e2e journeys open them. The generated rows at these places take these values.
 */
export const SEEDED = {
  customer: { id: 1, fullname: 'Amaka Obi', email: 'amaka.obi@example.com' },
  transaction: { id: 1, reference: 'DSTX00000001', narration: 'Order #1001' },
  transfer: { id: 1, reference: 'TRF000000001' },
  card: { cardId: 'card_demo_0001', name: 'Ada Okafor' },
  subaccount: { id: 2, businessName: 'Demo Stores Ikeja' },
} as const;

/** What every area's seed function draws on: the transaction, the seeded generator and the clock, shared so
 * each area takes its numbers from the one sequence, in the order seedShell calls them. */
export interface DemoSeed {
  tx: Tx;
  g: Gen;
  c: Clock;
}

/** What later areas draw on of the payments received: Demo Stores' customers and payments. */
export interface PaymentsReceived {
  storesTx: ReturnType<typeof makeTransactions>;
  storesCustomers: ReturnType<typeof makeCustomers>;
}
