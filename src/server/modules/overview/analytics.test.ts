import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { customers, settlements, transactions } from '../../db/schema';
import { type TestServer, testServer } from '../../test/harness';
import { cardProblem } from '../../../contract/checkout';
import { decimal, reportCsv } from './reports';

let s: TestServer;
let owner: string; // Demo Stores Ltd
let events: string; // Demo Events Co, a second tenant
beforeAll(async () => {
  s = await testServer();
  owner = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoStores })).token;
  events = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoEvents })).token;
});
afterAll(() => s.close());

const get = (path: string, token = owner) => s.call('GET', path, { token });
const DAY = 86_400_000;
const stamp = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 19);
const dayStart = (daysBack: number) => {
  const d = new Date(Date.now() - daysBack * DAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
};
const todayEnd = () => new Date(dayStart(0).getTime() + DAY - 1000);
const q = (currency: string, daysBack: number) =>
  `currency=${currency}&from=${encodeURIComponent(stamp(dayStart(daysBack)))}&to=${encodeURIComponent(stamp(todayEnd()))}`;

/** The expected figures, computed in JS from the seeded rows (independent of the server's SQL). */
async function paidRows(accountId: number, currency: string, daysBack: number) {
  const from = dayStart(daysBack).getTime();
  const to = todayEnd().getTime() + 999;
  const rows = await s.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.accountId, accountId), eq(transactions.currency, currency)));
  return rows.filter((r) => r.status === 'successful' && r.createdAt.getTime() >= from && r.createdAt.getTime() <= to);
}
const sum = (rows: { amount: number }[]) => rows.reduce((t, r) => t + r.amount, 0);

describe('split analytics over the seeded transactions', () => {
  it('totals per currency and range match the rows', async () => {
    for (const [currency, days] of [
      ['NGN', 0],
      ['NGN', 7],
      ['NGN', 30],
      ['NGN', 365],
      ['USD', 30],
      ['USD', 365],
    ] as const) {
      const rows = await paidRows(DEMO_ACCOUNTS.demoStores, currency, days);
      const res = await get(`v2/split-analytics/total_processed?${q(currency, days)}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        total_value: sum(rows),
        total_fee: rows.reduce((t, r) => t + r.fee, 0),
        total_volume: rows.length,
      });
    }
    const ngn = await get(`v2/split-analytics/total_processed?${q('NGN', 365)}`);
    expect(ngn.body.data.total_volume).toBeGreaterThan(1000);
  });

  it('earnings go per hour for a one-day range and per day otherwise, summing to the total', async () => {
    const month = await get(`v2/transactions/overview?${q('NGN', 30)}`);
    expect(month.body.data.length).toBeGreaterThan(20);
    expect(month.body.data.every((r: { hour_created: number | null }) => r.hour_created === null)).toBe(true);
    expect(month.body.data.reduce((t: number, r: { total_amount: number }) => t + r.total_amount, 0)).toBe(
      sum(await paidRows(DEMO_ACCOUNTS.demoStores, 'NGN', 30)),
    );
    const yesterday = `currency=NGN&from=${encodeURIComponent(stamp(dayStart(1)))}&to=${encodeURIComponent(stamp(new Date(dayStart(0).getTime() - 1000)))}`;
    const day = await get(`v2/transactions/overview?${yesterday}`);
    expect(day.status).toBe(200);
    for (const row of day.body.data) {
      expect(row.hour_created).toBeGreaterThanOrEqual(0);
      expect(row.hour_created).toBeLessThan(24);
      expect(row.date_created_str).toBe(stamp(dayStart(1)).slice(0, 10));
    }
  });

  it('groups devices, banks, payment options and cities, biggest first, cities with coordinates', async () => {
    const rows = await paidRows(DEMO_ACCOUNTS.demoStores, 'NGN', 365);
    const banks = (await get(`v2/split-analytics/customer_banks?${q('NGN', 365)}`)).body.data;
    const volumes = banks.map((b: { total_volume: number }) => b.total_volume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    expect(banks.reduce((t: number, b: { total_volume: number }) => t + b.total_volume, 0)).toBe(
      rows.filter((r) => r.bank).length,
    );
    const agents = (await get(`v2/split-analytics/agents?${q('NGN', 365)}`)).body.data;
    expect(agents.map((a: { agent: string }) => a.agent).sort()).toEqual(['desktop', 'mobile']);
    const options = (await get(`v2/split-analytics/customer_paymentoptions?${q('NGN', 365)}`)).body.data;
    expect(options[0].payment_type).toBe('card');
    const places = (await get(`v2/split-analytics/customer_location?${q('NGN', 365)}`)).body.data;
    const lagos = places.find((p: { city: string }) => p.city === 'Lagos');
    expect(lagos).toMatchObject({ latitude: 6.5244, longitude: 3.3792 });
    expect(lagos.total_volume).toBe(rows.filter((r) => r.city === 'Lagos').length);
  });

  it('answers the top 3 customers with their share, and null (Not Available) for a missing customer', async () => {
    const res = await get(`v2/split-analytics/max_min_customers?${q('NGN', 30)}`);
    const rows = await paidRows(DEMO_ACCOUNTS.demoStores, 'NGN', 30);
    expect(res.body.data.biggest).toHaveLength(3);
    const byCustomer = new Map<number, number>();
    for (const r of rows) byCustomer.set(r.customerId!, (byCustomer.get(r.customerId!) ?? 0) + r.amount);
    const top = [...byCustomer.values()].sort((a, b) => b - a)[0]!;
    expect(res.body.data.biggest[0].total_value).toBe(top);
    expect(res.body.data.biggest[0].revenue).toBeCloseTo((top * 100) / sum(rows), 2);
    expect(res.body.data.total_customers).toBe(byCustomer.size);

    // A large payment from nobody we know: the biggest customer then has no name or email.
    await s.db.insert(transactions).values({
      accountId: DEMO_ACCOUNTS.demoStores,
      customerId: null,
      currency: 'NGN',
      amount: 99_000_000_000,
      fee: 0,
      status: 'successful',
      narration: 'Walk-in',
      reference: 'DSWALKIN0001',
      paymentType: 'card',
      createdAt: new Date(dayStart(0).getTime() + 1000),
    });
    const after = await get(`v2/split-analytics/max_min_customers?${q('NGN', 30)}`);
    expect(after.body.data.biggest[0]).toMatchObject({ name: null, email: null, total_value: 99_000_000_000 });
    await s.db.delete(transactions).where(eq(transactions.reference, 'DSWALKIN0001'));
  });

  it('keeps tenants apart and rejects bad ranges without a crash', async () => {
    const mine = await get(`v2/split-analytics/total_processed?${q('NGN', 365)}`, events);
    const rows = await paidRows(DEMO_ACCOUNTS.demoEvents, 'NGN', 365);
    expect(mine.body.data.total_value).toBe(sum(rows));
    const backwards = await get(`v2/split-analytics/total_processed?currency=NGN&from=2026-02-02&to=2026-02-01`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('From must be on or before to');
    expect((await get('v2/split-analytics/total_processed?currency=ngn&from=2026-02-01&to=2026-02-02')).status).toBe(
      400,
    );
    expect((await get('v2/split-analytics/total_processed?currency=NGN&from=yesterday&to=2026-02-02')).status).toBe(
      400,
    );
    expect((await s.call('GET', `v2/split-analytics/total_processed?${q('NGN', 0)}`)).status).toBe(401);
  });

  it('counts new customers and settlements in the range', async () => {
    const from = dayStart(30).getTime();
    const created = (
      await s.db.select().from(customers).where(eq(customers.accountId, DEMO_ACCOUNTS.demoStores))
    ).filter((c) => c.createdAt.getTime() >= from);
    const res = await get(`v2/customers/overview?${q('NGN', 30)}`);
    expect(res.body.data.reduce((t: number, r: { total_volume: number }) => t + r.total_volume, 0)).toBe(
      created.length,
    );
    const settled = (
      await s.db
        .select()
        .from(settlements)
        .where(and(eq(settlements.accountId, DEMO_ACCOUNTS.demoStores), eq(settlements.currency, 'NGN')))
    ).filter((r) => r.dueDate.getTime() >= dayStart(365).getTime() && r.dueDate.getTime() <= todayEnd().getTime());
    const gross = await get(`v2/settlements/gross?${q('NGN', 365)}`);
    expect(gross.body.data).toEqual({
      total_value: settled.reduce((t, r) => t + r.grossAmount, 0),
      total_volume: settled.length,
      currency: 'NGN',
    });
    const summary = await get(`v2/settlements/summary?${q('NGN', 365)}`);
    expect(summary.body.data.reduce((t: number, r: { value: number }) => t + r.value, 0)).toBe(
      settled.reduce((t, r) => t + r.netAmount, 0),
    );
    const cards = await get('v2/card-settlements?currency=NGN&page=1');
    expect(cards.status).toBe(200);
    expect(cards.body.data[0].net_amount).toBeGreaterThan(0);
  });
});

describe('Download Account Summary (v2/transactions_balance_report)', () => {
  async function waitForFile(file: string, token = owner) {
    for (let i = 0; i < 50; i++) {
      const res = await get(`v2/downloads/${file}/status`, token);
      expect(res.status).toBe(200);
      if (res.body.data.status === 'complete') return res.body.data.url as string;
      expect(['download-pending', 'downloading']).toContain(res.body.data.status);
      expect(res.body.data.url).toBe('N/A');
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('report never completed');
  }

  it('makes a real CSV whose successful payments add up to the total processed', async () => {
    const from = stamp(dayStart(30));
    const to = stamp(todayEnd());
    const made = await s.call('POST', 'v2/transactions_balance_report', {
      token: owner,
      body: { currency: 'NGN', sort: 'desc', from, to },
    });
    expect(made.status).toBe(201);
    const url = await waitForFile(made.body.data.file);
    expect(url).toMatch(/^\/api\/v2\/downloads\/.+\/file\?key=/);
    const res = await s.app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Type,Date,Reference,Narration,Status,Amount,Fee,Currency');
    const cells = lines.slice(1).map((l) => l.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, '')));
    const paidMinor = cells
      .filter((c) => c[0] === 'Payment' && c[4] === 'successful')
      .reduce((t, c) => t + Math.round(Number(c[5]) * 100), 0);
    const total = await get(`v2/split-analytics/total_processed?${q('NGN', 30)}`);
    expect(paidMinor).toBe(total.body.data.total_value);
    expect(cells.some((c) => c[0] === 'Transfer')).toBe(true);
    const dates = cells.map((c) => c[1]!);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by data type, keeps files per account and links one-time', async () => {
    const made = await s.call('POST', 'v2/transactions_balance_report', {
      token: owner,
      body: { currency: 'NGN', from: stamp(dayStart(8)), to: stamp(todayEnd()), type_filter: 'transfers' },
    });
    const file = made.body.data.file;
    expect((await get(`v2/downloads/${file}/status`, events)).status).toBe(404);
    const url = await waitForFile(file);
    const text = await (await s.app.request(url)).text();
    const kinds = new Set(
      text
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[0]),
    );
    expect([...kinds]).toEqual(['Transfer']);
    // A newer link replaces the old one.
    const newer = await waitForFile(file);
    expect((await s.app.request(url)).status).toBe(404);
    expect((await s.app.request(newer)).status).toBe(200);
    expect((await s.app.request(newer.replace(/key=.*/, 'key=wrongwrongwrongwrong'))).status).toBe(404);
  });

  it('rejects bad input and writes nothing', async () => {
    const before = await s.checksum();
    for (const body of [
      { currency: 'NGN', from: '2026-01-02', to: '2026-01-01' },
      { currency: 'NGN', to: '2026-01-01' },
      { currency: 'NGN', from: '2026-01-01', to: '2026-01-02', type_filter: 'refunds' },
    ]) {
      const res = await s.call('POST', 'v2/transactions_balance_report', { token: owner, body });
      expect(res.status).toBe(400);
    }
    expect(await s.checksum()).toBe(before);
  });

  it('formats CSV cells safely', () => {
    expect(decimal(123_456)).toBe('1234.56');
    expect(decimal(-5)).toBe('-0.05');
    expect(reportCsv({ header: ['a', 'b'], rows: [['x,y', '=SUM(A1)']] })).toBe('a,b\r\n"x,y",\'=SUM(A1)\r\n');
    // The old guard let '-digit' through: a payer's narration can start with it.
    expect(reportCsv({ header: ['n'], rows: [["-1+cmd|' /C calc'!A0"]] })).toBe("n\r\n'-1+cmd|' /C calc'!A0\r\n");
  });
});

describe('PCI-DSS certification', () => {
  it('checks out the fee on the sandbox card page, then answers the merchant id', async () => {
    const start = await s.call('POST', 'v2/pcidss/checkout', { token: events });
    expect(start.status).toBe(201);
    expect(start.body.data).toMatchObject({ amount: 5_000_000, currency: 'NGN' });
    const { ref, checkout_url } = start.body.data;
    expect((await s.call('POST', 'v2/pcidss/get_merchant_id', { token: events, body: { ref } })).status).toBe(404);
    const pagePage = await s.request(checkout_url);
    expect(await pagePage.text()).toContain('NGN 50,000.00');
    const form = (fields: Record<string, string>) => s.sandboxForm(checkout_url, fields);
    const bad = await form({ number: '4111 1111 1111 1112', expiry: '12/40', cvv: '123' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Card number is invalid');
    const paid = await form({ number: '5531 8866 5214 2950', expiry: '09/40', cvv: '564' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/dashboard/overview?pcidss_ref=${ref}`);
    const id = await s.call('POST', 'v2/pcidss/get_merchant_id', { token: events, body: { ref } });
    expect(id.body.data).toEqual({ merchant_id: 'DME20002' });
    // Another business cannot read it.
    expect((await s.call('POST', 'v2/pcidss/get_merchant_id', { token: owner, body: { ref } })).status).toBe(404);
  });

  it('validates cards', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(cardProblem({ number: '5531886652142950', expiry: '10/26', cvv: '564' }, now)).toBe('This card has expired');
    expect(cardProblem({ number: '5531886652142950', expiry: '13/30', cvv: '564' }, now)).toBe(
      'Expiry month is invalid',
    );
    expect(cardProblem({ number: '5531886652142950', expiry: '12/30', cvv: '5' }, now)).toBe('CVV is invalid');
    expect(cardProblem({ number: '5531886652142950', expiry: '12/26', cvv: '564' }, now)).toBeNull();
  });
});

describe('getting-started guides', () => {
  it('lists four guides, completes one, and hides other businesses', async () => {
    const id = DEMO_ACCOUNTS.demoStores;
    const first = await get(`merchants/${id}/onboarding-status`);
    expect(first.body.data.guides.map((g: { status: string }) => g.status)).toEqual([
      'incomplete',
      'incomplete',
      'incomplete',
      'incomplete',
    ]);
    expect(first.body.data.guides[0].title).toBe('Make a transfer');
    const done = await s.call('PUT', `v2/merchants/${id}/onboarding-status`, {
      token: owner,
      body: { guide: { id: 2, status: 'completed' } },
    });
    expect(done.body.data.guides[1].status).toBe('completed');
    expect(done.body.data.onboarding_status).toBe('on_going');
    expect((await get(`merchants/${id}/onboarding-status`, events)).status).toBe(404);
    const bad = await s.call('PUT', `v2/merchants/${id}/onboarding-status`, {
      token: owner,
      body: { guide: { id: 9, status: 'completed' } },
    });
    expect(bad.status).toBe(400);
  });
});
