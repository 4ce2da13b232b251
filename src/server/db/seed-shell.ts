import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from './client';
import { AIRTIME_NETWORKS, bouquetOf, sandboxSmartcardOwner } from '../../contract/bills';
import {
  bills,
  chargebacks,
  compliance,
  customers,
  eventTicketTypes,
  events,
  instagramAccounts,
  invoiceItems,
  invoices,
  loanOffers,
  loanRepayments,
  loans,
  merchantPreferences,
  orders,
  paymentLinks,
  paymentPlans,
  payrollRuns,
  posOrders,
  productCategories,
  products,
  referrals,
  settlementAccounts,
  settlements,
  stores,
  subaccounts,
  subscriptions,
  transactionLimits,
  transactions,
  transfers,
  virtualCards,
  cardTransactions,
  wallets,
  webhookSettings,
  whitelistIps,
} from './schema';

/**
 * Demo data of the shell and the area lists (DEMO.md). Ids and figures are the same on
 * every machine (a seeded generator); dates are offsets from the day the seed runs, so
 * "the last 400 days" and "today" stay true whenever a fresh database is made.
 */

const ACCOUNT = {
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
const USER = { owner: 1, admin: 2, member: 3, otp: 4 } as const;

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

const DAY_MS = 86_400_000;

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

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

const FIRST = [
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
const LAST = [
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
const NG_CITIES = [
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
const NG_BANKS = [
  ['044', 'Access Bank'],
  ['058', 'Guaranty Trust Bank'],
  ['057', 'Zenith Bank'],
  ['011', 'First Bank of Nigeria'],
  ['033', 'United Bank for Africa'],
  ['50211', 'Kuda Microfinance Bank'],
] as const;
const PRODUCTS_FOR_NARRATION = [
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
const HOUR_WEIGHTS: (readonly [number, number])[] = Array.from({ length: 24 }, (_, h) => {
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

const PREFERENCES: Record<number, Record<string, string>> = {
  [ACCOUNT.demoStores]: {
    bills_enabled: '1',
    capital_enabled: '1',
    enabled_for_payroll: '1',
    instagram_store_enabled: '1',
    merchant_can_make_posrequests: '1',
    hook_as_json: '1',
    cache_hook_data_on_error: '1',
    can_use_v3_webhook: '1',
  },
};

export async function seedShell(tx: Tx): Promise<void> {
  const g = generator(20_260_301);
  const c = clock(Date.now());
  const A = ACCOUNT;

  for (const [accountId, prefs] of Object.entries(PREFERENCES)) {
    for (const [settingName, preferenceValue] of Object.entries(prefs)) {
      await tx
        .insert(merchantPreferences)
        .values({ accountId: Number(accountId), settingName, preferenceValue })
        .onConflictDoNothing();
    }
  }

  // Compliance: filled (some section submitted) and completed (every section).
  await tx.insert(compliance).values([
    { accountId: A.demoStores, filled: true, completed: true, info: { status: 'approved' } },
    { accountId: A.demoEvents, filled: true, completed: true, info: { status: 'in-review' } },
    { accountId: A.demoFoods, filled: true, completed: true, info: { status: 'rejected' } },
    { accountId: A.demoTravel, filled: true, completed: true, info: { status: 'approved' } },
    { accountId: A.demoGadgets, filled: true, completed: true, info: { status: 'approved' } },
    { accountId: A.unverified, filled: false, completed: false },
    { accountId: A.newbie, filled: false, completed: false },
    { accountId: A.demoCape, filled: true, completed: true, info: { status: 'in-review' } },
    { accountId: A.noAccess, filled: false, completed: false },
  ]);

  // Daily limits of the approved accounts (0 = Unlimited); the others follow the type/status default.
  await tx.insert(transactionLimits).values([
    { accountId: A.demoStores, entity: 'currency', entityValue: 'NGN', limitDaily: 0 },
    { accountId: A.demoTravel, entity: 'currency', entityValue: 'NGN', limitDaily: 0 },
    { accountId: A.demoGadgets, entity: 'currency', entityValue: 'GHS', limitDaily: 0 },
  ]);

  // Wallets: ledger balance and available balance, in minor units.
  await tx.insert(wallets).values([
    { accountId: A.demoStores, currency: 'NGN', ledgerBalance: 4_825_075_035, availableBalance: 4_612_950_035 },
    { accountId: A.demoStores, currency: 'USD', ledgerBalance: 1_254_300, availableBalance: 1_198_050 },
    { accountId: A.demoEvents, currency: 'NGN', ledgerBalance: 35_000_000, availableBalance: 35_000_000 },
    { accountId: A.demoFoods, currency: 'KES', ledgerBalance: 0, availableBalance: 0 },
    { accountId: A.demoTravel, currency: 'NGN', ledgerBalance: 1_893_420_000, availableBalance: 1_850_000_000 },
    { accountId: A.demoGadgets, currency: 'GHS', ledgerBalance: 8_754_210, availableBalance: 8_700_000 },
    { accountId: A.unverified, currency: 'NGN', ledgerBalance: 0, availableBalance: 0 },
    { accountId: A.newbie, currency: 'NGN', ledgerBalance: 0, availableBalance: 0 },
    { accountId: A.demoCape, currency: 'ZAR', ledgerBalance: 0, availableBalance: 0 },
  ]);

  // Settlement bank accounts. Demo Gadgets (AA) has none: the add-a-bank banner shows there.
  await tx.insert(settlementAccounts).values([
    {
      id: 1,
      accountId: A.demoStores,
      accountNumber: '0123456789',
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      accountName: 'DEMO STORES LTD',
      country: 'NG',
      isDefault: true,
      accountMeta: [
        { name: 'phoneNumber', value: '+2348012345678' },
        { name: 'phoneNumberIsVerified', value: '1' },
      ],
      createdAt: c.at(380),
    },
    {
      id: 2,
      accountId: A.demoTravel,
      accountNumber: '2034567891',
      bankCode: '057',
      bankName: 'Zenith Bank',
      accountName: 'DEMO TRAVEL',
      country: 'NG',
      isDefault: true,
      createdAt: c.at(300),
    },
    {
      id: 3,
      accountId: A.demoEvents,
      accountNumber: '1029384756',
      bankCode: '044',
      bankName: 'Access Bank',
      accountName: 'DEMO EVENTS CO',
      country: 'NG',
      isDefault: true,
      createdAt: c.at(200),
    },
  ]);

  // Customers and payments.
  const storesCustomers = makeCustomers(g, c, A.demoStores, 1, 600, 400);
  Object.assign(storesCustomers[0]!, { fullname: SEEDED.customer.fullname, email: SEEDED.customer.email });
  // The fixture's name stays unique, so a search for it finds one customer.
  for (const other of storesCustomers.slice(1)) {
    if (other.fullname === SEEDED.customer.fullname) other.fullname = 'Amaka Nwankwo';
  }
  const eventsCustomers = makeCustomers(g, c, A.demoEvents, 601, 40, 200);
  const travelCustomers = makeCustomers(g, c, A.demoTravel, 641, 120, 300);
  const gadgetsCustomers = makeCustomers(g, c, A.demoGadgets, 761, 60, 300);
  const foodsCustomers = makeCustomers(g, c, A.demoFoods, 821, 10, 100);
  const allCustomers = [
    ...storesCustomers,
    ...eventsCustomers,
    ...travelCustomers,
    ...gadgetsCustomers,
    ...foodsCustomers,
  ];
  await insertInBatches(allCustomers, (batch) => tx.insert(customers).values(batch));
  const seeds = (rows: typeof storesCustomers) =>
    rows.map((r) => ({ id: r.id!, fullname: r.fullname, email: r.email, city: r.city ?? '' }));

  const storesTx = makeTransactions(g, c, {
    accountId: A.demoStores,
    firstId: 1,
    count: 5000,
    days: 400,
    currency: 'NGN',
    second: { currency: 'USD', share: 0.08, min: 20, max: 900 },
    min: 1_500,
    max: 450_000,
    customers: seeds(storesCustomers),
    refPrefix: 'DS',
  });
  Object.assign(storesTx[0]!, {
    customerId: SEEDED.customer.id,
    currency: 'NGN',
    amount: 2_450_000,
    fee: 34_300,
    status: 'successful',
    reference: SEEDED.transaction.reference,
    narration: SEEDED.transaction.narration,
  });
  const otherTx = [
    ...makeTransactions(g, c, {
      accountId: A.demoEvents,
      firstId: 5001,
      count: 150,
      days: 200,
      currency: 'NGN',
      min: 5_000,
      max: 60_000,
      customers: seeds(eventsCustomers),
      refPrefix: 'DE',
    }),
    ...makeTransactions(g, c, {
      accountId: A.demoTravel,
      firstId: 5151,
      count: 400,
      days: 300,
      currency: 'NGN',
      min: 45_000,
      max: 1_800_000,
      customers: seeds(travelCustomers),
      refPrefix: 'DT',
    }),
    ...makeTransactions(g, c, {
      accountId: A.demoGadgets,
      firstId: 5551,
      count: 250,
      days: 300,
      currency: 'GHS',
      min: 80,
      max: 9_000,
      customers: seeds(gadgetsCustomers),
      refPrefix: 'DG',
    }),
    ...makeTransactions(g, c, {
      accountId: A.demoFoods,
      firstId: 5801,
      count: 20,
      days: 100,
      currency: 'KES',
      min: 300,
      max: 20_000,
      customers: seeds(foodsCustomers),
      refPrefix: 'DF',
    }),
  ];
  await insertInBatches([...storesTx, ...otherTx], (batch) => tx.insert(transactions).values(batch));
  await customersSinceFirstPayment(tx, Object.values(A));

  await insertInBatches(
    [
      ...makeSettlements(c, A.demoStores, 1, storesTx, 57),
      ...makeSettlements(
        c,
        A.demoTravel,
        500,
        otherTx.filter((t) => t.accountId === A.demoTravel),
        40,
      ),
      ...makeSettlements(
        c,
        A.demoGadgets,
        700,
        otherTx.filter((t) => t.accountId === A.demoGadgets),
        40,
      ),
    ],
    (batch) => tx.insert(settlements).values(batch),
  );

  // Transfers: history, and three awaiting approval at Demo Stores started by the member.
  const storesTransfers = makeTransfers(g, c, {
    accountId: A.demoStores,
    firstId: 1,
    count: 80,
    days: 300,
    currency: 'NGN',
    min: 10_000,
    max: 2_500_000,
    initiators: [USER.owner, USER.admin, USER.member],
    approver: USER.admin,
  });
  Object.assign(storesTransfers[0]!, { reference: SEEDED.transfer.reference });
  const awaiting: (typeof transfers.$inferInsert)[] = [
    ['Chinedu Okoro', 'Supplier payment: October stock', 185_000_000, '058', 'Guaranty Trust Bank', 0],
    ['Halima Bello', 'Warehouse rent, Q4', 450_000_000, '057', 'Zenith Bank', 1],
    ['Swift Dispatch Ltd', 'Logistics for November deliveries', 27_550_000, '044', 'Access Bank', 2],
  ].map(([fullname, narration, amount, bankCode, bankName, daysAgo], i) => ({
    id: 81 + i,
    accountId: A.demoStores,
    currency: 'NGN',
    debitCurrency: 'NGN',
    amount: amount as number,
    fee: 5_375,
    status: 'NEW',
    narration: narration as string,
    fullname: fullname as string,
    accountNumber: g.digits(10),
    bankCode: bankCode as string,
    bankName: bankName as string,
    reference: `TRF${g.code(9)}`,
    requiresApproval: true,
    initiatedBy: USER.member,
    approvedBy: null,
    createdAt: c.at(daysAgo as number, 10 + i, 15),
  }));
  const travelTransfers = makeTransfers(g, c, {
    accountId: A.demoTravel,
    firstId: 201,
    count: 20,
    days: 200,
    currency: 'NGN',
    min: 50_000,
    max: 5_000_000,
    initiators: [USER.otp],
    approver: USER.otp,
  });
  await tx.insert(transfers).values([...storesTransfers, ...awaiting, ...travelTransfers]);

  // Virtual cards.
  const cardNames = ['Marketing', 'Cloud hosting', 'Travel', 'Office supplies', 'Subscriptions', 'Ads', 'Team lunch'];
  const seededCards = await tx
    .insert(virtualCards)
    .values(
      Array.from({ length: 12 }, (_, i) => {
        const usd = i % 3 === 0;
        return {
          cardId:
            i === 0
              ? SEEDED.card.cardId
              : `c${g.digits(4)}-${g.code(4).toLowerCase()}-${String(i + 1).padStart(4, '0')}`,
          accountId: i < 10 ? A.demoStores : A.demoTravel,
          first6: usd ? '553188' : '539983',
          last4: g.digits(4),
          currency: usd ? 'USD' : 'NGN',
          name: i === 0 ? SEEDED.card.name : `${cardNames[i % cardNames.length]} card`,
          status: i === 4 ? 'frozen' : i === 7 ? 'terminated' : 'active',
          // Drawn for every card (the later draws stay as they were); a terminated card gave its balance back.
          balance: ((drawn: number) => (i === 7 ? 0 : drawn))(
            usd ? g.int(10, 2_000) * 100 : g.int(5_000, 900_000) * 100,
          ),
          createdAt: c.at(g.int(5, 350)),
          terminatedAt: i === 7 ? c.at(2) : null,
        } as const;
      }),
    )
    .returning();
  // Each card's own ledger: its opening funding and, on active cards, one purchase (a tenth of what was
  // loaded); the frozen card holds a declined charge, the terminated one what it gave back. Figures follow from the cards, not the generator,
  // so the rest of the demo data stays as it was.
  await tx.insert(cardTransactions).values(
    seededCards.flatMap((card, i) => {
      const spent = card.status === 'active' ? Math.round(card.balance / 900) * 100 : 0;
      // The terminated card was loaded with 250,000.00 and gave it all back when it was terminated.
      const loaded = card.status === 'terminated' ? 25_000_000 : card.balance + spent;
      const funded = new Date(card.createdAt.getTime() + 60_000);
      const later = new Date(Math.min(card.createdAt.getTime() + 3 * 86_400_000, Date.now() - 3_600_000));
      const base = { accountId: card.accountId, cardId: card.cardId, currency: card.currency };
      const merchant = ['Cloud Host Inc', 'AdNetwork', 'Air Peace', 'Office Mart'][i % 4]!;
      return [
        {
          ...base,
          type: 'funding' as const,
          status: 'successful' as const,
          amount: loaded,
          balanceAfter: loaded,
          narration: 'Card created',
          reference: `CRFSEED${String(i + 1).padStart(4, '0')}`,
          createdAt: funded,
        },
        ...(spent > 0
          ? [
              {
                ...base,
                type: 'purchase' as const,
                status: 'successful' as const,
                amount: -spent,
                balanceAfter: card.balance,
                narration: `Purchase at ${merchant}`,
                merchant,
                reference: `CRPSEED${String(i + 1).padStart(4, '0')}`,
                createdAt: later,
              },
            ]
          : []),
        ...(card.status === 'frozen'
          ? [
              {
                ...base,
                type: 'purchase' as const,
                status: 'declined' as const,
                amount: -500_00,
                balanceAfter: null,
                narration: `Purchase at ${merchant}`,
                merchant,
                declineReason: 'Card is frozen',
                reference: `CRPSEED${String(i + 1).padStart(4, '0')}D`,
                createdAt: later,
              },
            ]
          : []),
        ...(card.terminatedAt
          ? [
              {
                ...base,
                type: 'termination' as const,
                status: 'successful' as const,
                amount: -loaded,
                balanceAfter: 0,
                narration: 'Returned on termination',
                reference: `CRTSEED${String(i + 1).padStart(4, '0')}`,
                createdAt: card.terminatedAt,
              },
            ]
          : []),
      ];
    }),
  );

  // Subaccounts (split payments).
  const subNames = [
    ['Lekki Branch', 'Tolu Adeyemi'],
    [SEEDED.subaccount.businessName, 'Kemi Bakare'],
    ['Abuja Branch', 'Musa Danladi'],
    ['Online Shop', 'Ifeoma Obi'],
    ['Furniture Partner', 'Chuka Nwosu'],
    ['Electronics Partner', 'Sola Akin'],
    ['Ibadan Kiosk', 'Bayo Ojo'],
    ['Port Harcourt Branch', 'Ebi Tamuno'],
  ] as const;
  await tx.insert(subaccounts).values(
    subNames.map(([business, person], i) => {
      const [bankCode, bankName] = NG_BANKS[i % NG_BANKS.length]!;
      return {
        id: i + 1,
        accountId: A.demoStores,
        subaccountId: `RS_${g.code(10)}`,
        businessName: business,
        fullname: person,
        accountNumber: g.digits(10),
        bankCode,
        bankName,
        createdAt: c.at(360 - i * 40),
      };
    }),
  );

  // Chargebacks: three initiated (the sidebar badge), others in every state.
  const cbStatuses = [
    'initiated',
    'initiated',
    'initiated',
    'pending',
    'pending',
    'response-pending',
    'won',
    'won',
    'lost',
  ] as const;
  const successful = storesTx.filter((t) => t.status === 'successful' && t.currency === 'NGN');
  await tx.insert(chargebacks).values(
    cbStatuses.map((status, i) => {
      const source = successful[successful.length - 1 - i * 37]!;
      return {
        id: i + 1,
        accountId: A.demoStores,
        transactionReference: source.reference,
        amount: source.amount,
        currency: source.currency,
        status,
        reason: (['Unrecognised transaction', 'Goods not received', 'Duplicate charge'] as const)[i % 3],
        dueDate: i < 6 ? c.ahead(3 + i) : c.at(20 + i),
        // Those past the merchant's answer were declined with a note (the demo has no evidence files).
        ...(['pending', 'won', 'lost'].includes(status)
          ? { responseNote: 'The order was delivered and signed for.', respondedAt: c.at(1 + i * 6) }
          : {}),
        ...(status === 'won' || status === 'lost' ? { decidedAt: c.at(i * 6) } : {}),
        createdAt: c.at(2 + i * 6),
      };
    }),
  );

  // Payment links, plans and subscriptions.
  const links = [
    ['Office chair pre-order', 'chair-preorder', 8_500_000],
    ['Donate to our school drive', 'school-drive', null],
    ['Standing desk', 'standing-desk', 21_000_000],
    ['Gift card', 'gift-card', 1_000_000],
    ['Delivery fee', 'delivery-fee', 250_000],
    ['Black Friday bundle', 'black-friday', 4_500_000],
    ['Custom order deposit', 'custom-deposit', null],
    ['Workshop ticket', 'workshop', 1_500_000],
  ] as const;
  await tx.insert(paymentLinks).values(
    links.map(([title, slug, amount], i) => ({
      id: i + 1,
      accountId: A.demoStores,
      title,
      slug: `${slug}-${g.code(4).toLowerCase()}`,
      amount,
      currency: 'NGN',
      status: i === 3 ? ('inactive' as const) : ('active' as const),
      createdAt: c.at(300 - i * 30),
    })),
  );
  const plans = [
    ['Office supplies monthly', 1_500_000, 'monthly', 0],
    ['Coffee subscription', 650_000, 'weekly', 0],
    ['Furniture instalments', 12_000_000, 'monthly', 6],
    ['Printer lease', 3_500_000, 'quarterly', 4],
    ['Annual maintenance', 25_000_000, 'yearly', 0],
  ] as const;
  await tx.insert(paymentPlans).values(
    plans.map(([name, amount, interval, duration], i) => ({
      id: i + 1,
      accountId: A.demoStores,
      name,
      amount,
      currency: 'NGN',
      interval,
      duration,
      status: i === 4 ? ('cancelled' as const) : ('active' as const),
      createdAt: c.at(330 - i * 45),
    })),
  );
  await tx.insert(subscriptions).values(
    Array.from({ length: 30 }, (_, i) => {
      const planIndex = i % 4;
      const plan = plans[planIndex]!;
      const active = i % 7 !== 6;
      return {
        id: i + 1,
        accountId: A.demoStores,
        planId: planIndex + 1,
        customerEmail: storesCustomers[i * 17]!.email,
        amount: plan[1],
        currency: 'NGN',
        status: active ? ('active' as const) : ('cancelled' as const),
        nextDue: active ? c.ahead(1 + (i % 28)) : null,
        createdAt: c.at(250 - i * 7),
      };
    }),
  );

  // Invoices.
  const invoiceStatuses = ['paid', 'paid', 'paid', 'sent', 'sent', 'overdue', 'draft'] as const;
  const invoiceRows = await tx
    .insert(invoices)
    .values(
      Array.from({ length: 15 }, (_, i) => {
        const customer = storesCustomers[i * 31 + 5]!;
        const status = invoiceStatuses[i % invoiceStatuses.length]!;
        const createdDaysAgo = 150 - i * 10;
        return {
          id: i + 1,
          accountId: A.demoStores,
          reference: `INV-${String(1001 + i)}`,
          publicRef: randomBytes(16).toString('base64url'),
          customerName: customer.fullname,
          customerEmail: customer.email,
          amount: g.int(20_000, 2_000_000) * 100,
          currency: 'NGN',
          status,
          dueDate: status === 'overdue' ? c.at(3) : status === 'paid' ? c.at(createdDaysAgo - 14) : c.ahead(14),
          sentAt: status === 'draft' ? null : c.at(createdDaysAgo),
          paidAt: status === 'paid' ? c.at(createdDaysAgo - 7) : null,
          createdAt: c.at(createdDaysAgo),
        };
      }),
    )
    .returning({ id: invoices.id, amount: invoices.amount });
  // One line each, carrying the whole amount, so the lines add up to the total.
  await tx.insert(invoiceItems).values(
    invoiceRows.map((r) => ({
      invoiceId: r.id,
      position: 0,
      description: 'Goods supplied',
      quantity: 1,
      unitPrice: r.amount,
    })),
  );

  // Events (Demo Events Co is an event manager; Demo Stores is a business, which may run events too).
  const eventRows = [
    [A.demoEvents, 'Lagos Jazz Night', 'Terra Kulture, Victoria Island', 21, 1_500_000, 0, 'upcoming'],
    [A.demoEvents, 'Tech Founders Summit', 'Landmark Centre, Lagos', 45, 5_000_000, 0, 'upcoming'],
    [A.demoEvents, 'Afrobeats Live', 'Eko Convention Centre', -30, 2_000_000, 842, 'ended'],
    [A.demoEvents, 'Comedy Central Lagos', 'Muson Centre', -90, 1_000_000, 455, 'ended'],
    [A.demoEvents, 'Food & Wine Fair', 'Harbour Point', -10, 750_000, 0, 'cancelled'],
    [A.demoStores, 'Home Office Expo', 'Demo Stores Lekki', 14, 0, 0, 'upcoming'],
  ] as const;
  const eventsMade = await tx
    .insert(events)
    .values(
      eventRows.map(([accountId, title, venue, inDays, price, sold, status], i) => ({
        id: i + 1,
        accountId,
        title,
        venue,
        startsAt: inDays >= 0 ? c.ahead(inDays, 18) : c.at(-inDays, 18),
        ticketPrice: price,
        currency: 'NGN',
        ticketsSold: status === 'upcoming' ? g.int(40, 300) : sold,
        status,
        createdAt: c.at(Math.abs(inDays) + 60),
      })),
    )
    .returning({ id: events.id, price: events.ticketPrice, sold: events.ticketsSold });
  // One ticket type each, holding what the event sold.
  await tx.insert(eventTicketTypes).values(
    eventsMade.map((e) => ({
      eventId: e.id,
      name: 'General admission',
      price: e.price,
      quantity: e.sold + 100,
      sold: e.sold,
    })),
  );

  // The online store, its products and orders; and the Instagram shop.
  await tx.insert(stores).values({
    id: 1,
    accountId: A.demoStores,
    name: 'Demo Stores',
    slug: 'demo-stores',
    description: 'Furniture, stationery and gadgets for home and office, delivered across Nigeria.',
    currency: 'NGN',
    shippingFee: 250_000,
    createdAt: c.at(390),
  });
  const catalogue = [
    ['Ergonomic office chair', 'Furniture', 8_500_000],
    ['Standing desk', 'Furniture', 21_000_000],
    ['Bookshelf, 5 tiers', 'Furniture', 6_500_000],
    ['Bedside table', 'Furniture', 3_200_000],
    ['LED desk lamp', 'Lighting', 1_250_000],
    ['Floor lamp', 'Lighting', 2_800_000],
    ['Wall clock', 'Decor', 950_000],
    ['Indoor plant pot', 'Decor', 600_000],
    ['Printer paper (5 reams)', 'Stationery', 1_750_000],
    ['Stationery bundle', 'Stationery', 850_000],
    ['Notebook pack', 'Stationery', 450_000],
    ['Fountain pen', 'Stationery', 1_200_000],
    ['Kitchen blender', 'Appliances', 4_200_000],
    ['Air purifier', 'Appliances', 9_800_000],
    ['Electric kettle', 'Appliances', 1_900_000],
    ['Rechargeable fan', 'Appliances', 3_600_000],
    ['Wireless keyboard', 'Electronics', 2_400_000],
    ['Wireless mouse', 'Electronics', 950_000],
    ['Laptop stand', 'Electronics', 1_800_000],
    ['USB-C hub', 'Electronics', 2_100_000],
    ['Noise-cancelling headphones', 'Electronics', 11_500_000],
    ['Webcam 1080p', 'Electronics', 3_900_000],
    ['Surge protector', 'Electronics', 1_100_000],
    ['Desk organiser', 'Decor', 700_000],
  ] as const;
  const instagram = [
    ['Ankara throw pillow', 'Decor', 1_500_000],
    ['Handwoven basket', 'Decor', 1_200_000],
    ['Scented candle set', 'Decor', 900_000],
    ['Ceramic mug', 'Kitchen', 450_000],
    ['Rattan lamp shade', 'Lighting', 2_300_000],
    ['Wall art print', 'Decor', 1_800_000],
  ] as const;
  // The store's categories, in the order the catalogue first names them.
  const categoryNames = [...new Set(catalogue.map(([, category]) => category))];
  await tx
    .insert(productCategories)
    .values(categoryNames.map((name, position) => ({ id: position + 1, accountId: A.demoStores, name, position })));
  await tx.insert(products).values([
    ...catalogue.map(([name, category, price], i) => ({
      id: i + 1,
      accountId: A.demoStores,
      channel: 'store' as const,
      name,
      price,
      currency: 'NGN',
      stock: i % 9 === 8 ? 0 : g.int(3, 120),
      categoryId: categoryNames.indexOf(category) + 1,
      status: i === 23 ? ('draft' as const) : ('published' as const),
      createdAt: c.at(380 - i * 12),
    })),
    ...instagram.map(([name, category, price], i) => ({
      id: 101 + i,
      accountId: A.demoStores,
      channel: 'instagram' as const,
      name,
      price,
      currency: 'NGN',
      stock: g.int(2, 40),
      category,
      status: 'published' as const,
      createdAt: c.at(120 - i * 15),
    })),
  ]);
  const orderStatuses = [
    ['delivered', 45],
    ['shipped', 15],
    ['new', 12],
    ['processing', 8],
    ['pending', 12],
    ['cancelled', 8],
  ] as const;
  const orderRows = (channel: 'store' | 'instagram', firstId: number, count: number, days: number) =>
    Array.from({ length: count }, (_, i) => {
      const items = g.int(1, 5);
      const daysAgo = Math.floor(days - (i / count) * days);
      return {
        id: firstId + i,
        accountId: A.demoStores,
        channel,
        reference: `${channel === 'store' ? 'ORD' : 'IGO'}-${g.code(8)}`,
        customerName: g.pick(storesCustomers).fullname,
        items,
        amount: items * g.int(4_500, 90_000) * 100 + 250_000,
        currency: 'NGN',
        status: daysAgo < 3 ? ('pending' as const) : g.weighted(orderStatuses),
        createdAt: c.at(daysAgo, g.int(8, 21), g.int(0, 59)),
      };
    });
  await tx.insert(orders).values([...orderRows('store', 1, 40, 200), ...orderRows('instagram', 101, 8, 90)]);
  // The Instagram shop those came from, connected by the owner (instagram_store_enabled is on).
  await tx
    .insert(instagramAccounts)
    .values({ accountId: A.demoStores, handle: 'demostores.ng', connectedBy: 1, connectedAt: c.at(130) });

  // Airtime and DSTV bills.
  await tx.insert(bills).values(
    Array.from({ length: 20 }, (_, i) => {
      const airtime = i % 3 !== 2;
      const customer = airtime ? `+23480${g.digits(8)}` : `70${g.digits(8)}`;
      // One pick either way, so the rows after these stay as they were.
      const amount = airtime ? g.pick([100_000, 200_000, 500_000, 1_000_000]) : null;
      const bouquet = airtime ? null : g.pick(['compact', 'compact-plus', 'premium'] as const);
      return {
        id: i + 1,
        accountId: A.demoStores,
        type: airtime ? ('airtime' as const) : ('dstv' as const),
        customer,
        amount: amount ?? bouquetOf(bouquet!)!.price,
        network: airtime ? AIRTIME_NETWORKS.NG![i % 4]! : null,
        recipientName: airtime ? null : sandboxSmartcardOwner(customer),
        bouquet,
        currency: 'NGN',
        reference: `BPUSSD${g.digits(10)}`,
        status: i === 5 ? ('failed' as const) : i === 11 ? ('pending' as const) : ('successful' as const),
        createdAt: c.at(i * 9 + 1, g.int(8, 20)),
      };
    }),
  );

  // POS terminal requests, one at each step of its way to delivery.
  const pos = (
    id: number,
    terminals: number,
    address: string,
    contactName: string,
    contactPhone: string,
    daysAgo: number,
    reached: 'requested' | 'approved' | 'shipped' | 'delivered',
  ) => {
    const step = ['requested', 'approved', 'shipped', 'delivered'].indexOf(reached);
    return {
      id,
      accountId: A.demoStores,
      reference: `POS-${g.code(8)}`,
      terminals,
      address,
      contactName,
      contactPhone,
      status: reached,
      createdAt: c.at(daysAgo),
      approvedAt: step >= 1 ? c.at(daysAgo - 1) : null,
      shippedAt: step >= 2 ? c.at(daysAgo - 2) : null,
      deliveredAt: step >= 3 ? c.at(daysAgo - 4) : null,
    };
  };
  await tx
    .insert(posOrders)
    .values([
      pos(1, 2, '12 Admiralty Way, Lekki, Lagos', 'Tolu Adebayo', '+2348031234501', 210, 'delivered'),
      pos(2, 1, '5 Allen Avenue, Ikeja, Lagos', 'Chidi Nnamdi', '+2348031234502', 120, 'delivered'),
      pos(3, 3, '14 Aminu Kano Crescent, Wuse 2, Abuja', 'Hauwa Sani', '+2348031234503', 6, 'shipped'),
      pos(4, 1, '22 Aba Road, Port Harcourt', 'Ebere Okeke', '+2348031234504', 2, 'requested'),
    ]);

  // Payroll runs: the last six months paid, the next scheduled.
  const monthName = (monthsAgo: number) => {
    const d = c.at(0);
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() - monthsAgo);
    return d.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  };
  await tx.insert(payrollRuns).values(
    Array.from({ length: 7 }, (_, i) => {
      const monthsAgo = 6 - i;
      const employees = 18 + Math.floor(i / 2);
      return {
        id: i + 1,
        accountId: A.demoStores,
        period: monthName(monthsAgo),
        employees,
        amount: employees * 32_500_000,
        currency: 'NGN',
        status: i === 6 ? ('scheduled' as const) : ('paid' as const),
        createdAt: c.at(Math.max(monthsAgo * 30, 1)),
      };
    }),
  );

  // Referrals.
  await tx.insert(referrals).values(
    [
      ['Kemi Bakes', 'hello@kemibakes.test', 'activated', 500_000, 210],
      ['Lagos Threads', 'sales@lagosthreads.test', 'activated', 500_000, 160],
      ['Abuja Autos', 'info@abujaautos.test', 'signed-up', 0, 45],
      ['Naija Naturals', 'team@naijanaturals.test', 'signed-up', 0, 12],
      ['Ibadan Prints', 'print@ibadanprints.test', 'activated', 500_000, 95],
    ].map(([businessName, email, status, reward, daysAgo], i) => ({
      id: i + 1,
      accountId: A.demoStores,
      businessName: businessName as string,
      email: email as string,
      status: status as 'signed-up' | 'activated',
      reward: reward as number,
      currency: 'NGN',
      createdAt: c.at(daysAgo as number),
    })),
  );

  // Webhooks and the IP whitelist.
  await tx.insert(webhookSettings).values({
    accountId: A.demoStores,
    url: 'https://demostores.test/hooks/payments',
    secretHash: 'dms-hook-7f3a9c21',
  });
  await tx.insert(whitelistIps).values([
    { id: 1, accountId: A.demoStores, ip: '102.89.34.17', createdAt: c.at(200) },
    { id: 2, accountId: A.demoStores, ip: '41.58.112.9', createdAt: c.at(64) },
  ]);

  // Capital: an open offer and two repaid loans at Demo Stores; an active loan at Demo Travel.
  await tx.insert(loanOffers).values([
    {
      offerId: 'OFR-DMS-0001',
      accountId: A.demoStores,
      amount: 500_000_000,
      currency: 'NGN',
      interestRateBp: 500,
      tenor: 3,
      tenorUnit: 'months',
      status: 'open',
      createdAt: c.at(4),
    },
    {
      offerId: 'OFR-DMT-0001',
      accountId: A.demoTravel,
      amount: 300_000_000,
      currency: 'NGN',
      interestRateBp: 450,
      tenor: 6,
      tenorUnit: 'months',
      status: 'accepted',
      createdAt: c.at(70),
    },
  ]);
  await tx.insert(loans).values([
    {
      id: 1,
      accountId: A.demoStores,
      amount: 150_000_000,
      currency: 'NGN',
      status: 'repaid',
      interestRateBp: 500,
      totalRepayment: 157_500_000,
      paid: 157_500_000,
      tenor: 3,
      tenorUnit: 'months',
      closedAt: c.at(250),
      createdAt: c.at(340),
    },
    {
      id: 2,
      accountId: A.demoStores,
      amount: 250_000_000,
      currency: 'NGN',
      status: 'repaid',
      interestRateBp: 500,
      totalRepayment: 262_500_000,
      paid: 262_500_000,
      tenor: 3,
      tenorUnit: 'months',
      closedAt: c.at(100),
      createdAt: c.at(190),
    },
    // Demo Travel's loan: two of its six monthly cycles repaid (313,500,000 in all, 52,250,000 a cycle).
    {
      id: 3,
      accountId: A.demoTravel,
      offerId: 'OFR-DMT-0001',
      amount: 300_000_000,
      currency: 'NGN',
      status: 'active',
      interestRateBp: 450,
      totalRepayment: 313_500_000,
      paid: 104_500_000,
      tenor: 6,
      tenorUnit: 'months',
      createdAt: c.at(60),
    },
  ]);
  await tx.insert(loanRepayments).values([
    {
      accountId: A.demoTravel,
      loanId: 3,
      amount: 52_250_000,
      source: 'settlement',
      reference: 'LNR-DMT-0001',
      createdAt: c.at(30),
    },
    {
      accountId: A.demoTravel,
      loanId: 3,
      amount: 52_250_000,
      source: 'manual',
      reference: 'LNR-DMT-0002',
      createdAt: c.at(1),
    },
  ]);
}
