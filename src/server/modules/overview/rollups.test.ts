import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOP_CUSTOMERS } from '../../../contract/analytics';
import { TEST_CARDS } from '../../../contract/checkout';
import { DEMO_ACCOUNTS } from '../../db/seed';
import {
  accounts,
  invoices,
  paymentLinks,
  paymentPlans,
  paymentHourRollups,
  products,
  transactions,
} from '../../db/schema';
import { customerBrowser } from '../../test/customer';
import { type TestServer, testServer } from '../../test/harness';
import { piecesOf } from './rollups';
import { cardSettlements } from './settlement-figures';

/**
 * The payment rollups (migration payment_rollups) equal the payments they sum after every path that
 * writes payments, each run for real; and every overview answer read from them equals the answer the
 * payments themselves give, for whole-day, one-day and ragged ranges.
 */
let s: TestServer;
let form: ReturnType<typeof customerBrowser>['form'];
let card: ReturnType<typeof customerBrowser>['card'];
let attempt: ReturnType<typeof customerBrowser>['attempt'];
let refOf: ReturnType<typeof customerBrowser>['refOf'];
beforeAll(async () => {
  s = await testServer();
  ({ form, card, attempt, refOf } = customerBrowser(s));
});
afterAll(() => s.close());

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Rollup rows that differ from a GROUP BY over the successful payments, either way (none is the verdict). */
async function rollupDifferences() {
  const hours = rowsOf<Record<string, unknown>>(
    await s.db.execute(sql`
      WITH kept AS (SELECT account_id, currency, hour, volume, value, fee FROM payment_hour_rollups WHERE volume <> 0),
           raw AS (SELECT account_id, currency, date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour,
                          count(*) AS volume, sum(amount) AS value, sum(fee) AS fee
                   FROM transactions WHERE status = 'successful' GROUP BY 1, 2, 3)
      SELECT 'kept only' AS side, * FROM (SELECT * FROM kept EXCEPT SELECT * FROM raw) a
      UNION ALL SELECT 'payments only', * FROM (SELECT * FROM raw EXCEPT SELECT * FROM kept) b`),
  );
  const days = rowsOf<Record<string, unknown>>(
    await s.db.execute(sql`
      WITH kept AS (SELECT account_id, currency, day, dimension, key, volume, value, fee FROM payment_day_rollups WHERE volume <> 0),
           paid AS (SELECT *, (created_at AT TIME ZONE 'UTC')::date AS day FROM transactions WHERE status = 'successful'),
           raw AS (
             SELECT account_id, currency, day, 'all' AS dimension, '' AS key, count(*) AS volume, sum(amount) AS value, sum(fee) AS fee
               FROM paid GROUP BY 1, 2, 3
             UNION ALL SELECT account_id, currency, day, 'device', device, count(*), sum(amount), sum(fee)
               FROM paid WHERE device <> '' GROUP BY 1, 2, 3, 5
             UNION ALL SELECT account_id, currency, day, 'bank', bank, count(*), sum(amount), sum(fee)
               FROM paid WHERE bank <> '' GROUP BY 1, 2, 3, 5
             UNION ALL SELECT account_id, currency, day, 'payment_type', payment_type, count(*), sum(amount), sum(fee)
               FROM paid WHERE payment_type <> '' GROUP BY 1, 2, 3, 5
             UNION ALL SELECT account_id, currency, day, 'city', city, count(*), sum(amount), sum(fee)
               FROM paid WHERE city <> '' GROUP BY 1, 2, 3, 5)
      SELECT 'kept only' AS side, * FROM (SELECT * FROM kept EXCEPT SELECT * FROM raw) a
      UNION ALL SELECT 'payments only', * FROM (SELECT * FROM raw EXCEPT SELECT * FROM kept) b`),
  );
  // A row all of whose payments left keeps volume 0 (readers skip it): then it sums nothing.
  const [stale] = rowsOf<{ n: string }>(
    await s.db.execute(sql`
      SELECT (SELECT count(*) FROM payment_hour_rollups WHERE volume < 0 OR (volume = 0 AND (value <> 0 OR fee <> 0)))
           + (SELECT count(*) FROM payment_day_rollups WHERE volume < 0 OR (volume = 0 AND (value <> 0 OR fee <> 0))) AS n`),
  );
  const customerDays = rowsOf<Record<string, unknown>>(
    await s.db.execute(sql`
      WITH kept AS (SELECT account_id, grain, at, volume FROM customer_rollups WHERE volume <> 0),
           raw AS (SELECT account_id, g.grain, date_trunc(g.grain, created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS at,
                          count(*) AS volume
                   FROM customers CROSS JOIN (VALUES ('day'), ('hour')) AS g (grain) GROUP BY 1, 2, 3)
      SELECT 'kept only' AS side, * FROM (SELECT * FROM kept EXCEPT SELECT * FROM raw) a
      UNION ALL SELECT 'customers only', * FROM (SELECT * FROM raw EXCEPT SELECT * FROM kept) b`),
  );
  const [staleCustomers] = rowsOf<{ n: string }>(
    await s.db.execute(sql`SELECT count(*) AS n FROM customer_rollups WHERE volume < 0`),
  );
  // Each customer's paid total per account and currency, and how many customers have one.
  const customerTotals = rowsOf<Record<string, unknown>>(
    await s.db.execute(sql`
      WITH kept AS (SELECT account_id, currency, customer_id, volume, value FROM payment_customer_totals WHERE volume <> 0),
           raw AS (SELECT account_id, currency, COALESCE(customer_id, 0) AS customer_id, count(*) AS volume, sum(amount) AS value
                   FROM transactions WHERE status = 'successful' GROUP BY 1, 2, 3)
      SELECT 'kept only' AS side, * FROM (SELECT * FROM kept EXCEPT SELECT * FROM raw) a
      UNION ALL SELECT 'payments only', * FROM (SELECT * FROM raw EXCEPT SELECT * FROM kept) b`),
  );
  const customerCounts = rowsOf<Record<string, unknown>>(
    await s.db.execute(sql`
      WITH kept AS (SELECT account_id, currency, customers FROM payment_customer_counts WHERE customers <> 0),
           raw AS (SELECT account_id, currency, count(DISTINCT customer_id) AS customers FROM transactions
                   WHERE status = 'successful' AND customer_id IS NOT NULL GROUP BY 1, 2)
      SELECT 'kept only' AS side, * FROM (SELECT * FROM kept EXCEPT SELECT * FROM raw) a
      UNION ALL SELECT 'payments only', * FROM (SELECT * FROM raw EXCEPT SELECT * FROM kept) b`),
  );
  const [staleTotals] = rowsOf<{ n: string }>(
    await s.db.execute(sql`
      SELECT (SELECT count(*) FROM payment_customer_totals WHERE volume < 0 OR (volume = 0 AND value <> 0))
           + (SELECT count(*) FROM payment_customer_counts WHERE customers < 0) AS n`),
  );
  return {
    hours,
    days,
    customerDays,
    customerTotals,
    customerCounts,
    stale: Number(stale!.n) + Number(staleCustomers!.n) + Number(staleTotals!.n),
  };
}

async function expectRollupsMatch() {
  expect(await rollupDifferences()).toEqual({
    hours: [],
    days: [],
    customerDays: [],
    customerTotals: [],
    customerCounts: [],
    stale: 0,
  });
}

/** What the hour rollups hold for one account (all currencies): the path under test changed it. */
async function keptVolume(accountId: number) {
  const [row] = await s.db
    .select({ volume: sql<string>`coalesce(sum(${paymentHourRollups.volume}), 0)` })
    .from(paymentHourRollups)
    .where(eq(paymentHourRollups.accountId, accountId));
  return Number(row!.volume);
}

let buyers = 0;
const buyer = () => ({ name: `Ada Buyer ${++buyers}`, email: `ada${buyers}-${Date.now()}@buyer.test` });

let slugs = 0;
async function link(accountId: number, values: Partial<typeof paymentLinks.$inferInsert> = {}) {
  const [made] = await s.db
    .insert(paymentLinks)
    .values({
      accountId,
      title: 'Rollup link',
      slug: `rollup-link-${++slugs}-${Date.now()}`,
      amount: 1_500_000,
      currency: 'NGN',
      status: 'active',
      ...values,
    })
    .returning();
  return made!;
}

async function business(extra: Record<string, unknown> = {}) {
  return s.business({ users: [{ role: 'Owner' }], ...extra });
}

describe('rollups equal the payments after every money path', () => {
  it('after the migration and the demo seed', async () => {
    expect(await keptVolume(DEMO_ACCOUNTS.demoStores)).toBeGreaterThan(100);
    await expectRollupsMatch();
  });

  it('after a sandbox business with payments (a bulk insert, then settlement links)', async () => {
    const b = await business({ payments: 300, chargebacks: 3, store: true });
    expect(await keptVolume(b.accountId)).toBeGreaterThan(100);
    await expectRollupsMatch();
  });

  it('after card, bank transfer and declined checkouts on a link, two of them at once', async () => {
    const b = await business();
    const pay = await link(b.accountId);
    const open = async () => refOf(await form(`/pay/${pay.slug}`, buyer()));
    expect((await card(await open())).status).toBe(303);
    await card(await open(), TEST_CARDS.declined);
    expect((await form(`/checkout/${await open()}/bank`, { attempt: attempt() })).status).toBe(303);
    const [a, c] = [await open(), await open()];
    await Promise.all([card(a), card(c)]);
    expect(await keptVolume(b.accountId)).toBe(4);
    await expectRollupsMatch();
  });

  it('after a donation and an invoice paid', async () => {
    const b = await business();
    const donation = await link(b.accountId, { kind: 'donation', amount: null, suggestedAmounts: [500_000] });
    const given = await form(`/donate/${donation.slug}`, { ...buyer(), suggested: 'other', amount: '750' });
    await card(refOf(given));
    const [invoice] = await s.db
      .insert(invoices)
      .values({
        accountId: b.accountId,
        reference: `INVROLL${Date.now()}`,
        publicRef: `rollpub${Date.now()}`,
        customerName: 'Invoice Payer',
        customerEmail: `payer-${Date.now()}@buyer.test`,
        amount: 4_200_000,
        currency: 'USD',
        status: 'sent',
        dueDate: new Date(Date.now() + 7 * 86_400_000),
      })
      .returning();
    await card(refOf(await form(`/invoices/${invoice!.publicRef}/pay`, {})));
    expect(await keptVolume(b.accountId)).toBe(2);
    await expectRollupsMatch();
  });

  it('after a store order paid', async () => {
    const b = await business({ store: true });
    const [product] = await s.db.select().from(products).where(eq(products.accountId, b.accountId)).limit(1);
    const slug = `store-${b.accountId}`;
    const added = await form(`/store/${slug}/cart`, { product_id: String(product!.id), quantity: '1' });
    const cookie = added.headers.get('set-cookie')!.split(';')[0]!;
    const ordered = await form(`/store/${slug}/checkout`, { ...buyer(), address: '12 Marina Road, Lagos' }, cookie);
    expect(ordered.status).toBe(303);
    expect((await card(refOf(ordered))).status).toBe(303);
    expect(await keptVolume(b.accountId)).toBe(1);
    await expectRollupsMatch();
  });

  it('after subscription charges and renewals, declined ones too', async () => {
    const b = await business();
    const [plan] = await s.db
      .insert(paymentPlans)
      .values({
        accountId: b.accountId,
        name: 'Weekly',
        amount: 200_000,
        currency: 'NGN',
        interval: 'weekly',
        duration: 3,
        status: 'active',
      })
      .returning();
    const planLink = await link(b.accountId, { amount: 200_000, planId: plan!.id });
    await card(refOf(await form(`/pay/${planLink.slug}`, buyer())));
    await card(refOf(await form(`/pay/${planLink.slug}`, buyer())), TEST_CARDS.renewalDeclines);
    const run = await s.call('POST', 'sandbox/billing/run', { body: { account_id: b.accountId, days: 15 } });
    expect(run.status).toBeLessThan(300);
    expect(await keptVolume(b.accountId)).toBeGreaterThan(2);
    await expectRollupsMatch();
  });

  it('after refunds and receipts (updates that leave the sums alone)', async () => {
    const b = await business({ payments: 20 });
    const [paid] = await s.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.accountId, b.accountId), eq(transactions.status, 'successful')))
      .limit(1);
    const before = await keptVolume(b.accountId);
    const refunded = await s.call('POST', `v2/transactions/${paid!.id}/refund`, {
      token: b.tokens[0],
      body: { amount: 100 },
      headers: { 'Idempotency-Key': attempt() },
    });
    expect(refunded.status, refunded.body.message).toBeLessThan(300);
    expect((await s.call('POST', `v2/transactions/${paid!.id}/receipt`, { token: b.tokens[0] })).status).toBeLessThan(
      500,
    );
    expect(await keptVolume(b.accountId)).toBe(before);
    await expectRollupsMatch();
  });

  it('after a provider changes statuses, amounts, times and breakdowns, and payments or a business go', async () => {
    const b = await business({ payments: 200 });
    const id = b.accountId;
    const changes = [
      sql`UPDATE transactions SET status = 'successful' WHERE account_id = ${id} AND status = 'pending'`,
      sql`UPDATE transactions SET status = 'failed' WHERE id IN (SELECT id FROM transactions WHERE account_id = ${id} AND status = 'successful' ORDER BY id LIMIT 5)`,
      sql`UPDATE transactions SET amount = amount + 1, fee = fee + 1 WHERE account_id = ${id} AND id % 3 = 0`,
      sql`UPDATE transactions SET created_at = created_at - interval '1 day 3 hours' WHERE account_id = ${id} AND id % 4 = 0`,
      sql`UPDATE transactions SET device = NULL, city = 'Abuja', bank = '' WHERE account_id = ${id} AND id % 5 = 0`,
      sql`UPDATE transactions SET currency = 'USD' WHERE account_id = ${id} AND id % 7 = 0`,
      sql`DELETE FROM transactions WHERE account_id = ${id} AND id % 6 = 0`,
      // Customers: a new creation time (moves them between hours and days), a new name (moves nothing), gone.
      sql`UPDATE customers SET created_at = created_at - interval '1 day 2 hours' WHERE account_id = ${id} AND id % 2 = 0`,
      sql`UPDATE customers SET fullname = fullname || ' Jr' WHERE account_id = ${id}`,
      sql`DELETE FROM customers WHERE account_id = ${id} AND id % 3 = 0`,
    ];
    for (const change of changes) {
      await s.db.execute(change);
      await expectRollupsMatch();
    }
    expect(await keptVolume(id)).toBeGreaterThan(0);
    await s.db.delete(accounts).where(eq(accounts.id, id));
    expect(await keptVolume(id)).toBe(0);
    await expectRollupsMatch();
  });

  it('rebuilds the customer totals to what the triggers kept', async () => {
    const kept = sql`SELECT count(*) AS n, sum(value) AS v, sum(volume) AS c FROM payment_customer_totals WHERE volume > 0`;
    const before = rowsOf(await s.db.execute(kept));
    await s.db.execute(sql`SELECT rebuild_payment_customer_totals()`);
    expect(rowsOf(await s.db.execute(kept))).toEqual(before);
    await expectRollupsMatch();
  });

  it('counts a new customer once when two of their first payments commit at once', async () => {
    const b = await business();
    const [customer] = rowsOf<{ id: number }>(
      await s.db.execute(sql`
        INSERT INTO customers (account_id, fullname, email) VALUES (${b.accountId}, 'Two At Once', ${`twice-${Date.now()}@buyer.test`})
        RETURNING id`),
    );
    const pay = (n: number) =>
      s.db.transaction(async (tx) => {
        await tx.execute(sql`
          INSERT INTO transactions (account_id, customer_id, currency, amount, fee, status, narration, reference, payment_type)
          VALUES (${b.accountId}, ${customer!.id}, 'NGN', 10000, 0, 'successful', 'Twice', ${`TWICE${Date.now()}${n}`}, 'card')`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    await Promise.all([pay(1), pay(2)]);
    const [count] = rowsOf<{ customers: string }>(
      await s.db.execute(
        sql`SELECT customers FROM payment_customer_counts WHERE account_id = ${b.accountId} AND currency = 'NGN'`,
      ),
    );
    expect(Number(count?.customers)).toBe(1);
    await expectRollupsMatch();
  });

  it('rebuilds to what the triggers kept', async () => {
    const before = await s.db.execute(
      sql`SELECT count(*) AS n, sum(value) AS v FROM payment_day_rollups WHERE volume > 0`,
    );
    await s.db.execute(sql`SELECT rebuild_payment_rollups()`);
    expect(
      rowsOf(await s.db.execute(sql`SELECT count(*) AS n, sum(value) AS v FROM payment_day_rollups WHERE volume > 0`)),
    ).toEqual(rowsOf(before));
    await expectRollupsMatch();
  });
});

describe('overview answers from rollups equal the answers from the payments', () => {
  const stamp = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 19);
  const DAY = 86_400_000;
  const midnight = (daysBack: number) => {
    const d = new Date(Date.now() - daysBack * DAY);
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  };

  /** The figures as the payments give them: the overview's SQL before rollups. */
  async function fromPayments(accountId: number, currency: string, from: Date, to: Date, hourly: boolean) {
    const paid = sql`account_id = ${accountId} AND currency = ${currency} AND status = 'successful'
      AND created_at >= ${from.toISOString()}::timestamptz AND created_at < ${new Date(to.getTime() + 1000).toISOString()}::timestamptz`;
    const [total] = rowsOf<{ value: string; fee: string; volume: string }>(
      await s.db.execute(
        sql`SELECT COALESCE(SUM(amount), 0) AS value, COALESCE(SUM(fee), 0) AS fee, COUNT(*) AS volume FROM transactions WHERE ${paid}`,
      ),
    );
    const earnings = rowsOf<{ day: string; hour: number | null; value: string; volume: string }>(
      await s.db.execute(sql`
        SELECT to_char(bucket, 'YYYY-MM-DD') AS day, ${hourly ? sql`EXTRACT(HOUR FROM bucket)::int` : sql`NULL::int`} AS hour, value, volume
        FROM (SELECT date_trunc(${hourly ? 'hour' : 'day'}, created_at AT TIME ZONE 'UTC') AS bucket, SUM(amount) AS value, COUNT(*) AS volume
              FROM transactions WHERE ${paid} GROUP BY 1) b ORDER BY bucket`),
    );
    const hours = rowsOf<{ hour: number; value: string; volume: string }>(
      await s.db.execute(sql`
        SELECT EXTRACT(HOUR FROM created_at AT TIME ZONE 'UTC')::int AS hour, SUM(amount) AS value, COUNT(*) AS volume
        FROM transactions WHERE ${paid} GROUP BY 1 ORDER BY 1`),
    );
    const grouped = async (column: string) =>
      rowsOf<{ key: string; value: string; volume: string }>(
        await s.db.execute(sql`
          SELECT ${sql.raw(column)} AS key, SUM(amount) AS value, COUNT(*) AS volume FROM transactions
          WHERE ${paid} AND ${sql.raw(column)} IS NOT NULL AND ${sql.raw(column)} <> ''
          GROUP BY 1 ORDER BY volume DESC, value DESC, key ASC`),
      ).map((r) => ({ key: r.key, value: Number(r.value), volume: Number(r.volume) }));
    return {
      total: { total_value: Number(total!.value), total_fee: Number(total!.fee), total_volume: Number(total!.volume) },
      earnings: earnings.map((r) => ({
        hour_created: r.hour,
        total_amount: Number(r.value),
        total_volume: Number(r.volume),
        date_created_str: r.day,
      })),
      hours: hours.map((r) => ({ created_hour: r.hour, total_value: Number(r.value), total_volume: Number(r.volume) })),
      devices: (await grouped('device')).map((r) => ({ agent: r.key, total_volume: r.volume })),
      banks: (await grouped('bank')).map((r) => ({ bank: r.key, total_volume: r.volume, total_value: r.value })),
      types: (await grouped('payment_type')).map((r) => ({
        payment_type: r.key,
        total_volume: r.volume,
        total_value: r.value,
      })),
      cities: (await grouped('city')).map((r) => ({ city: r.key, total_volume: r.volume, total_value: r.value })),
      newCustomers: rowsOf<{ day: string; hour: number | null; volume: string }>(
        await s.db.execute(sql`
          SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
                 ${hourly ? sql`EXTRACT(HOUR FROM created_at AT TIME ZONE 'UTC')::int` : sql`NULL::int`} AS hour, COUNT(*) AS volume
          FROM customers WHERE account_id = ${accountId} AND created_at >= ${from.toISOString()}::timestamptz
            AND created_at < ${new Date(to.getTime() + 1000).toISOString()}::timestamptz
          GROUP BY 1, 2 ORDER BY 1, 2`),
      ).map((r) => ({ hour_created: r.hour, total_volume: Number(r.volume), date_created: r.day })),
      biggest: rowsOf<{ name: string | null; value: string; volume: string }>(
        await s.db.execute(sql`
          SELECT c.fullname AS name, SUM(t.amount) AS value, COUNT(*) AS volume
          FROM (SELECT * FROM transactions WHERE ${paid}) t LEFT JOIN customers c ON c.id = t.customer_id
          GROUP BY t.customer_id, c.fullname, c.email
          ORDER BY value DESC, volume DESC, name ASC NULLS LAST LIMIT ${TOP_CUSTOMERS}`),
      ).map((r) => ({ name: r.name?.trim() || null, total_value: Number(r.value), total_volume: Number(r.volume) })),
      customers: Number(
        rowsOf<{ n: string }>(
          await s.db.execute(
            sql`SELECT COUNT(DISTINCT customer_id) AS n FROM transactions WHERE ${paid} AND customer_id IS NOT NULL`,
          ),
        )[0]!.n,
      ),
    };
  }

  it('for whole years, single days, ragged edges and empty ranges', async () => {
    const { token } = await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoStores });
    const hour = 3_600_000;
    const ranges: [string, Date, Date][] = [
      ['a year to today', midnight(365), new Date(midnight(0).getTime() + DAY - 1000)],
      ['last 7 days', midnight(7), new Date(midnight(0).getTime() + DAY - 1000)],
      ['one day a week ago', midnight(7), new Date(midnight(7).getTime() + DAY - 1000)],
      ['today', midnight(0), new Date(midnight(0).getTime() + DAY - 1000)],
      [
        'ragged 40 days',
        new Date(midnight(40).getTime() + 10.5 * hour + 17_000),
        new Date(midnight(2).getTime() + 14.25 * hour),
      ],
      [
        'ragged within a day',
        new Date(midnight(3).getTime() + 2 * hour + 1000),
        new Date(midnight(3).getTime() + 20 * hour + 59_000),
      ],
      [
        'ragged within an hour',
        new Date(midnight(5).getTime() + 9 * hour + 60_000),
        new Date(midnight(5).getTime() + 9 * hour + 1_800_000),
      ],
      ['a week years ago, before any payment', midnight(4000), midnight(3993)],
      // Every payment: the biggest customers come from the customer totals.
      ['from years back to today', midnight(4000), new Date(midnight(0).getTime() + DAY - 1000)],
    ];
    let compared = 0;
    for (const currency of ['NGN', 'USD']) {
      for (const [name, from, to] of ranges) {
        const query = `currency=${currency}&from=${encodeURIComponent(stamp(from))}&to=${encodeURIComponent(stamp(to))}`;
        const hourly = stamp(from).slice(0, 10) === stamp(to).slice(0, 10);
        const expected = await fromPayments(DEMO_ACCOUNTS.demoStores, currency, from, to, hourly);
        const answer = async (path: string) => {
          const res = await s.call('GET', `${path}?${query}`, { token });
          expect(res.status, `${name} ${path}`).toBe(200);
          return res.body.data;
        };
        expect(await answer('v2/split-analytics/total_processed'), name).toEqual(expected.total);
        expect(await answer('v2/transactions/overview'), name).toEqual(expected.earnings);
        expect(await answer('v2/split-analytics/daily_tx'), name).toEqual(expected.hours);
        expect(await answer('v2/split-analytics/agents'), name).toEqual(expected.devices);
        expect(await answer('v2/split-analytics/customer_banks'), name).toEqual(expected.banks);
        expect(await answer('v2/split-analytics/customer_paymentoptions'), name).toEqual(expected.types);
        const cities = (await answer('v2/split-analytics/customer_location')) as { city: string }[];
        expect(
          cities.map(({ city, total_volume, total_value }: Record<string, unknown>) => ({
            city,
            total_volume,
            total_value,
          })),
          name,
        ).toEqual(expected.cities);
        expect(await answer('v2/customers/overview'), name).toEqual(expected.newCustomers);
        const leaders = (await answer('v2/split-analytics/max_min_customers')) as {
          biggest: { name: string | null; total_value: number; total_volume: number }[];
          total_customers: number;
        };
        expect(
          leaders.biggest.map(({ name, total_value, total_volume }) => ({ name, total_value, total_volume })),
          name,
        ).toEqual(expected.biggest);
        expect(leaders.total_customers, name).toBe(expected.customers);
        if (expected.total.total_volume > 0) compared++;
      }
    }
    // The ranges hold payments, or the comparison proves little.
    expect(compared).toBeGreaterThanOrEqual(10);
  });

  it('card settlements: the week before each settlement, made at midnight or at any time', async () => {
    const accountId = DEMO_ACCOUNTS.demoStores;
    const hour = 3_600_000;
    // Settlements of their own at a midnight and at ragged times, so both the days and the ends are read.
    const made = [midnight(3), new Date(midnight(9).getTime() + 13.5 * hour + 7_000), new Date(Date.now() - 17 * DAY)];
    await s.db.execute(sql`
      INSERT INTO settlements (account_id, currency, gross_amount, fee, net_amount, transactions_count, status, due_date, created_at)
      SELECT ${accountId}, 'NGN', 100, 1, 99, 1, 'completed', at + interval '1 day', at
      FROM unnest(${sql.raw(`ARRAY[${made.map((d) => `'${d.toISOString()}'`).join(',')}]`)}::timestamptz[]) AS at`);
    const dueBy = new Date(Date.now() + DAY);
    const rows = rowsOf<{ id: number; net: string }>(
      await s.db.execute(sql`
        SELECT s.id AS id,
          (SELECT COALESCE(SUM(amount - fee), 0) FROM transactions WHERE account_id = s.account_id AND currency = s.currency
             AND status = 'successful' AND payment_type = 'card'
             AND created_at >= s.created_at - interval '7 days' AND created_at < s.created_at) AS net
        FROM settlements s WHERE s.account_id = ${accountId} AND s.currency = 'NGN' AND s.due_date <= ${dueBy.toISOString()}::timestamptz
        ORDER BY s.due_date DESC, s.id DESC LIMIT 40`),
    );
    const expected = rows.map((r) => ({ id: Number(r.id), net_amount: Number(r.net) })).filter((r) => r.net_amount > 0);
    const answer = await cardSettlements(s.db, accountId, 'NGN', dueBy, 40);
    expect(answer.map(({ id, net_amount }) => ({ id, net_amount }))).toEqual(expected);
    // The demo has card payments in those weeks, or the comparison proves little.
    expect(expected.length).toBeGreaterThanOrEqual(3);
  });

  it('reads the customer totals, not the payments, for a range that holds every payment', async () => {
    const { token } = await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoStores });
    const to = encodeURIComponent(stamp(new Date(midnight(0).getTime() + DAY - 1000)));
    const leader = async (from: Date) =>
      (
        await s.call(
          'GET',
          `v2/split-analytics/max_min_customers?currency=NGN&from=${encodeURIComponent(stamp(from))}&to=${to}`,
          { token },
        )
      ).body.data.biggest[0].total_value as number;
    const [everything, lastMonth] = [await leader(midnight(4000)), await leader(midnight(30))];
    await s.db.execute(sql`
      UPDATE payment_customer_totals SET value = value + 1
      WHERE account_id = ${DEMO_ACCOUNTS.demoStores} AND currency = 'NGN' AND volume > 0`);
    try {
      expect(await leader(midnight(4000))).toBe(everything + 1);
      expect(await leader(midnight(30))).toBe(lastMonth);
    } finally {
      await s.db.execute(sql`SELECT rebuild_payment_customer_totals()`);
    }
    expect(await leader(midnight(4000))).toBe(everything);
  });

  it('reads the rollups, not the payments, for whole days', async () => {
    const { token } = await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoStores });
    const from = stamp(midnight(30));
    const to = stamp(new Date(midnight(0).getTime() + DAY - 1000));
    const query = `currency=NGN&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    const total = async () =>
      (await s.call('GET', `v2/split-analytics/total_processed?${query}`, { token })).body.data.total_value;
    const before = await total();
    await s.db.execute(sql`
      UPDATE payment_day_rollups SET value = value + 1
      WHERE account_id = ${DEMO_ACCOUNTS.demoStores} AND currency = 'NGN' AND dimension = 'all'
        AND day = (SELECT max(day) FROM payment_day_rollups WHERE account_id = ${DEMO_ACCOUNTS.demoStores}
                   AND currency = 'NGN' AND dimension = 'all' AND day >= ${from.slice(0, 10)}::date)`);
    try {
      expect(await total()).toBe(before + 1);
    } finally {
      await s.db.execute(sql`SELECT rebuild_payment_rollups()`);
    }
    expect(await total()).toBe(before);
  });
});

describe('splitting a range into days, hours and payments', () => {
  const at = (iso: string) => new Date(iso);
  const show = (pieces: ReturnType<typeof piecesOf>) =>
    pieces.map((p) => `${p.source} ${p.from.toISOString()} ${p.until.toISOString()}`);

  it('reads whole days from days, the ragged ends from hours, then payments', () => {
    expect(show(piecesOf(at('2026-03-01T00:00:00Z'), at('2026-03-04T00:00:00Z'), ['day', 'hour']))).toEqual([
      'day 2026-03-01T00:00:00.000Z 2026-03-04T00:00:00.000Z',
    ]);
    expect(show(piecesOf(at('2026-03-01T10:30:00Z'), at('2026-03-03T05:00:00.500Z'), ['day', 'hour']))).toEqual([
      'raw 2026-03-01T10:30:00.000Z 2026-03-01T11:00:00.000Z',
      'hour 2026-03-01T11:00:00.000Z 2026-03-02T00:00:00.000Z',
      'day 2026-03-02T00:00:00.000Z 2026-03-03T00:00:00.000Z',
      'hour 2026-03-03T00:00:00.000Z 2026-03-03T05:00:00.000Z',
      'raw 2026-03-03T05:00:00.000Z 2026-03-03T05:00:00.500Z',
    ]);
  });

  it('reads a day shorter than a day from hours, and a ragged hour from payments only', () => {
    expect(show(piecesOf(at('2026-03-01T00:00:00Z'), at('2026-03-02T00:00:00Z'), ['hour']))).toEqual([
      'hour 2026-03-01T00:00:00.000Z 2026-03-02T00:00:00.000Z',
    ]);
    expect(show(piecesOf(at('2026-03-01T09:01:00Z'), at('2026-03-01T09:30:00Z'), ['day', 'hour']))).toEqual([
      'raw 2026-03-01T09:01:00.000Z 2026-03-01T09:30:00.000Z',
    ]);
    expect(piecesOf(at('2026-03-01T09:30:00Z'), at('2026-03-01T09:30:00Z'), ['day'])).toEqual([]);
  });
});
