import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { type TestServer, testServer } from '../../test/harness';

let s: TestServer;
let owner: string; // owner@demo.test on Demo Stores Ltd
let member: string;
beforeAll(async () => {
  s = await testServer();
  owner = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoStores })).token;
  member = (await s.signIn('member@demo.test')).token;
});
afterAll(() => s.close());

const get = (path: string, token = owner) => s.call('GET', path, { token });
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return rows<T>(await s.db.execute(query))[0]!;
}
async function wallet(currency: string) {
  const w = await one<{ ledger: string; available: string }>(
    sql`SELECT ledger_balance AS ledger, available_balance AS available FROM wallets WHERE account_id = ${DEMO_ACCOUNTS.demoStores} AND currency = ${currency}`,
  );
  return { ledger: Number(w.ledger), available: Number(w.available) };
}
/** A successful Demo Stores payment not refunded yet. */
async function freshPayment(currency = 'NGN', skip = 0) {
  return one<{ id: number; amount: string; reference: string }>(sql`
    SELECT id, amount, reference FROM transactions
    WHERE account_id = ${DEMO_ACCOUNTS.demoStores} AND status = 'successful' AND currency = ${currency} AND amount_refunded = 0
    ORDER BY id DESC OFFSET ${skip} LIMIT 1`);
}

describe('GET v2/transactions/query', () => {
  it('pages newest first with page_info total and total_pages', async () => {
    const first = await get('v2/transactions/query?page=1&page_size=20');
    expect(first.status).toBe(200);
    const count = Number(
      (
        await one<{ n: string }>(
          sql`SELECT count(*) AS n FROM transactions WHERE account_id = ${DEMO_ACCOUNTS.demoStores}`,
        )
      ).n,
    );
    expect(first.body.data.page_info).toEqual({
      total: count,
      current_page: 1,
      total_pages: Math.ceil(count / 20),
      page_size: 20,
    });
    const list = first.body.data.transactions;
    expect(list).toHaveLength(20);
    const dates = list.map((t: { date_created: string }) => t.date_created);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await get('v2/transactions/query?page=2&page_size=20');
    const ids = new Set(list.map((t: { id: number }) => t.id));
    expect(second.body.data.transactions.some((t: { id: number }) => ids.has(t.id))).toBe(false);
    // The total rides in the page's own statement; a page past the end has no row to carry it.
    expect(second.body.data.page_info.total).toBe(count);
    const past = await get('v2/transactions/query?page=5000&page_size=100');
    expect(past.body.data.transactions).toEqual([]);
    expect(past.body.data.page_info).toEqual({
      total: count,
      current_page: 5000,
      total_pages: Math.ceil(count / 100),
      page_size: 100,
    });
    const none = await get('v2/transactions/query?q=zzz-nothing-matches');
    expect(none.body.data.page_info.total).toBe(0);
  });

  it('filters by status, currency, payment type, dates and amount, together', async () => {
    const res = await get(
      'v2/transactions/query?status=failed&currency=NGN&payment_type=card&from=2000-01-01&to=2100-01-01&amount_min=100000&amount_max=5000000&page_size=100',
    );
    expect(res.status).toBe(200);
    const expected = await one<{ n: string }>(sql`
      SELECT count(*) AS n FROM transactions WHERE account_id = ${DEMO_ACCOUNTS.demoStores} AND status = 'failed'
        AND currency = 'NGN' AND payment_type = 'card' AND amount BETWEEN 100000 AND 5000000`);
    expect(res.body.data.page_info.total).toBe(Number(expected.n));
    expect(Number(expected.n)).toBeGreaterThan(0);
    for (const t of res.body.data.transactions) {
      expect(t).toMatchObject({ status: 'failed', currency: 'NGN', payment_type: 'card' });
      expect(t.amount_charged).toBeGreaterThanOrEqual(100000);
      expect(t.amount_charged).toBeLessThanOrEqual(5000000);
    }
  });

  it('keeps a date range to its days (UTC) and refuses a reversed one', async () => {
    const newest = (await get('v2/transactions/query?page_size=1')).body.data.transactions[0];
    const day = newest.date_created.slice(0, 10);
    const res = await get(`v2/transactions/query?from=${day}&to=${day}&page_size=100`);
    expect(res.body.data.transactions.length).toBeGreaterThan(0);
    for (const t of res.body.data.transactions) expect(t.date_created.slice(0, 10)).toBe(day);
    const bad = await get('v2/transactions/query?from=2026-02-01&to=2026-01-01');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('From date must be on or before the To date');
    expect((await get('v2/transactions/query?status=lost')).status).toBe(400);
  });

  it('searches by reference prefix (any case) and by customer name', async () => {
    const byRef = await get('v2/transactions/query?q=dstx00000001');
    expect(byRef.body.data.transactions.map((t: { unique_reference: string }) => t.unique_reference)).toContain(
      'DSTX00000001',
    );
    const byName = await get('v2/transactions/query?q=Amaka%20Obi');
    expect(byName.body.data.transactions.length).toBeGreaterThan(0);
    for (const t of byName.body.data.transactions) expect(t.customer_name).toBe('Amaka Obi');
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another business's transaction, customer, settlement, subaccount and blacklist entry", async () => {
    const other = DEMO_ACCOUNTS.demoTravel;
    const tx = await one<{ id: number }>(sql`SELECT id FROM transactions WHERE account_id = ${other} LIMIT 1`);
    const customer = await one<{ id: number }>(sql`SELECT id FROM customers WHERE account_id = ${other} LIMIT 1`);
    const settlement = await one<{ id: number }>(sql`SELECT id FROM settlements WHERE account_id = ${other} LIMIT 1`);
    expect((await get(`v2/transactions/${tx.id}`)).status).toBe(404);
    expect((await s.call('POST', `v2/transactions/${tx.id}/refund`, { token: owner, body: {} })).status).toBe(404);
    expect((await s.call('POST', `v2/transactions/${tx.id}/receipt`, { token: owner })).status).toBe(404);
    expect((await get(`v2/customers/${customer.id}`)).status).toBe(404);
    expect((await get(`v2/settlements/${settlement.id}`)).status).toBe(404);
    expect(
      (await s.call('POST', 'v2/blacklist', { token: owner, body: { customer_id: customer.id, reason: 'x' } })).status,
    ).toBe(404);
    // The other way round: the same owner on another of their businesses cannot read Demo Stores' rows.
    const travel = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoEvents })).token;
    const mine = await freshPayment();
    expect((await get(`v2/transactions/${mine.id}`, travel)).status).toBe(404);
    expect((await get('v2/subaccounts/1', travel)).status).toBe(404);
    expect((await get('v2/blacklist/1', travel)).status).toBe(404);
    expect((await get('v2/transactions/query?settlement_id=1', travel)).body.data.page_info.total).toBe(0);
  });
});

describe('GET v2/transactions/{id}', () => {
  it('answers the customer, card, fees, settlement and a timeline in order', async () => {
    const t = await one<{ id: number }>(sql`
      SELECT id FROM transactions WHERE account_id = ${DEMO_ACCOUNTS.demoStores} AND status = 'successful'
        AND payment_type = 'card' AND settlement_id IS NOT NULL LIMIT 1`);
    const res = await get(`v2/transactions/${t.id}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.card).toMatchObject({ first6: expect.stringMatching(/^\d{6}$/), last4: expect.stringMatching(/^\d{4}$/) });
    expect(d.customer).toMatchObject({ email: expect.stringContaining('@') });
    expect(d.net_amount).toBe(d.amount_charged - d.fee);
    expect(d.settlement).toMatchObject({ id: expect.any(Number) });
    expect(d.timeline.map((e: { event: string }) => e.event).slice(0, 2)).toEqual(['created', 'successful']);
    expect((await get('v2/transactions/999999999')).status).toBe(404);
    expect((await get('v2/transactions/abc')).status).toBe(404);
  });
});

describe("Demo Stores' ledger", () => {
  it('is one running balance per wallet: credits above zero, debits below, each balance the one before plus the entry', async () => {
    const entries = rows<{ currency: string; amount: string; after: string; type: string }>(
      await s.db.execute(sql`
        SELECT currency, amount::bigint AS amount, balance_after::bigint AS after, type FROM wallet_entries
        WHERE account_id = ${DEMO_ACCOUNTS.demoStores} ORDER BY currency, created_at, id`),
    );
    expect(entries.length).toBeGreaterThan(10);
    const wrongSign = entries.filter((e) => (e.type === 'D') !== Number(e.amount) < 0);
    expect(wrongSign).toEqual([]);
    const broken = entries.filter(
      (e, i) =>
        i > 0 &&
        entries[i - 1]!.currency === e.currency &&
        Number(entries[i - 1]!.after) + Number(e.amount) !== Number(e.after),
    );
    expect(broken).toEqual([]);
    const wallets = rows<{ currency: string; ledger: string }>(
      await s.db.execute(
        sql`SELECT currency, ledger_balance::bigint AS ledger FROM wallets WHERE account_id = ${DEMO_ACCOUNTS.demoStores}`,
      ),
    );
    for (const w of wallets) {
      const last = entries.filter((e) => e.currency === w.currency).at(-1);
      if (last) expect(Number(last.after)).toBe(Number(w.ledger));
    }
  });
});

describe('refunds', () => {
  it('refunds part of a payment: a real refund row, in refunds, the wallet moved once', async () => {
    const t = await freshPayment();
    const before = await wallet('NGN');
    const part = Math.floor(Number(t.amount) / 4);
    const res = await s.call('POST', `v2/transactions/${t.id}/refund`, {
      token: owner,
      body: { amount: part, reason: 'Damaged item' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.refund).toMatchObject({ amount: part, transaction_id: t.id, status: 'completed' });
    expect(res.body.data.transaction.refundable).toBe(Number(t.amount) - part);
    const after = await wallet('NGN');
    expect(after).toEqual({ ledger: before.ledger - part, available: before.available - part });
    const list = await get('v2/refunds?page_size=5');
    expect(list.body.data.refunds[0]).toMatchObject({ reference: res.body.data.refund.reference, amount: part });
    const entry = await one<{ n: string }>(
      sql`SELECT count(*) AS n FROM wallet_entries WHERE reference = ${res.body.data.refund.reference} AND type = 'D'`,
    );
    expect(Number(entry.n)).toBe(1);
    const history = await get('v2/balance/history?currency=NGN&page_size=1');
    // A debit is signed, as every money path writes it.
    expect(history.body.data.entries[0]).toMatchObject({ type: 'D', amount: -part, balance_after: after.ledger });
  });

  it('keeps amounts within bounds and writes nothing when refused', async () => {
    const t = await freshPayment('NGN', 1);
    const before = await s.checksum();
    for (const body of [{ amount: 0 }, { amount: -5 }, { amount: 1.5 }, { amount: Number(t.amount) + 1 }]) {
      const res = await s.call('POST', `v2/transactions/${t.id}/refund`, { token: owner, body });
      expect(res.status).toBe(400);
    }
    expect(await s.checksum()).toBe(before);
    const failed = await one<{ id: number }>(
      sql`SELECT id FROM transactions WHERE account_id = ${DEMO_ACCOUNTS.demoStores} AND status = 'failed' LIMIT 1`,
    );
    const notPaid = await s.call('POST', `v2/transactions/${failed.id}/refund`, { token: owner, body: {} });
    expect(notPaid.status).toBe(409);
    expect(notPaid.body.message).toBe('Only successful payments can be refunded');
    const byMember = await s.call('POST', `v2/transactions/${t.id}/refund`, { token: member, body: {} });
    expect(byMember.status).toBe(403);
    expect(await s.checksum()).toBe(before);
  });

  it('a full refund takes what is left; then nothing more can be refunded', async () => {
    const t = await freshPayment('NGN', 2);
    const full = await s.call('POST', `v2/transactions/${t.id}/refund`, { token: owner, body: {} });
    expect(full.status).toBe(201);
    expect(full.body.data.refund.amount).toBe(Number(t.amount));
    const again = await s.call('POST', `v2/transactions/${t.id}/refund`, { token: owner, body: { amount: 1 } });
    expect(again.status).toBe(409);
  });

  it('concurrent refunds can never exceed the amount, and the wallet moves by what was refunded', async () => {
    const t = await freshPayment('NGN', 3);
    const amount = Number(t.amount);
    const share = Math.floor(amount * 0.4);
    const before = await wallet('NGN');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        s.call('POST', `v2/transactions/${t.id}/refund`, { token: owner, body: { amount: share } }),
      ),
    );
    const ok = answers.filter((a) => a.status === 201);
    expect(ok).toHaveLength(2);
    for (const a of answers.filter((x) => x.status !== 201)) expect([400, 409]).toContain(a.status);
    const refunded = await one<{ amount_refunded: string }>(
      sql`SELECT amount_refunded FROM transactions WHERE id = ${t.id}`,
    );
    expect(Number(refunded.amount_refunded)).toBe(2 * share);
    expect((await wallet('NGN')).ledger).toBe(before.ledger - 2 * share);
  });
});

describe('receipts', () => {
  it('sends the receipt to the customer through the outbox', async () => {
    const t = await freshPayment('NGN', 10);
    const res = await s.call('POST', `v2/transactions/${t.id}/receipt`, { token: owner });
    expect(res.status).toBe(200);
    const mail = await s.lastMail(res.body.data.sent_to);
    expect(mail?.subject).toBe('Your receipt from Demo Stores Ltd');
    const detail = await get(`v2/transactions/${t.id}`);
    expect(detail.body.data.timeline.map((e: { event: string }) => e.event)).toContain('receipt');
  });
});

describe('customers and the blacklist', () => {
  it('blacklists a customer for real, lists them, then unblacklists', async () => {
    const c = await one<{ id: number; email: string }>(
      sql`SELECT id, email FROM customers WHERE account_id = ${DEMO_ACCOUNTS.demoStores} ORDER BY id LIMIT 1`,
    );
    const added = await s.call('POST', 'v2/blacklist', { token: owner, body: { customer_id: c.id, reason: 'Fraud' } });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ type: 'email', value: c.email.toLowerCase(), customer_id: c.id });
    const twice = await s.call('POST', 'v2/blacklist', { token: owner, body: { customer_id: c.id, reason: 'Fraud' } });
    expect(twice.status).toBe(409);
    const detail = await get(`v2/customers/${c.id}`);
    expect(detail.body.data.blacklisted).toBe(true);
    expect(detail.body.data.totals.length).toBeGreaterThan(0);
    const blocked = await get('v2/customers/query?blacklisted=1&page_size=100');
    expect(blocked.body.data.customers.map((x: { id: number }) => x.id)).toContain(c.id);
    const emails = await get('v2/blacklist?type=email');
    expect(emails.body.data.entries.map((e: { id: number }) => e.id)).toContain(added.body.data.id);
    expect((await s.call('DELETE', `v2/blacklist/${added.body.data.id}`, { token: member })).status).toBe(403);
    expect((await s.call('DELETE', `v2/blacklist/${added.body.data.id}`, { token: owner })).status).toBe(200);
    expect((await get(`v2/customers/${c.id}`)).body.data.blacklisted).toBe(false);
    expect((await get(`v2/blacklist/${added.body.data.id}`)).status).toBe(404);
  });

  it('refuses an empty reason and a bad email', async () => {
    expect(
      (await s.call('POST', 'v2/blacklist', { token: owner, body: { value: 'x@y.test', reason: ' ' } })).body.message,
    ).toBe('Reason is empty');
    expect((await s.call('POST', 'v2/blacklist', { token: owner, body: { value: 'nope', reason: 'r' } })).status).toBe(
      400,
    );
  });
});

describe('balance, settlements, subaccounts', () => {
  it("a settlement's transactions add up to its figures", async () => {
    const list = await get('v2/settlements?page_size=5');
    const st = list.body.data.settlements.find((x: { status: string }) => x.status === 'completed');
    const detail = await get(`v2/settlements/${st.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.destination).not.toBeNull();
    const txs = await get(`v2/transactions/query?settlement_id=${st.id}&page_size=100`);
    expect(txs.body.data.page_info.total).toBe(st.transactions_count);
    const gross = txs.body.data.transactions.reduce(
      (sum: number, t: { amount_charged: number }) => sum + t.amount_charged,
      0,
    );
    if (st.transactions_count <= 100) expect(gross).toBe(st.gross_amount);
  });

  it('rolling reserve uses the preference rate', async () => {
    const res = await get('v2/balance/rolling-reserve');
    expect(res.body.data.rate).toBe(5);
    const ngn = res.body.data.currencies.find((c: { currency: string }) => c.currency === 'NGN');
    const expected = await one<{ held: string }>(sql`
      SELECT sum((amount * 5) / 100) AS held FROM transactions WHERE account_id = ${DEMO_ACCOUNTS.demoStores}
        AND status = 'successful' AND currency = 'NGN' AND created_at >= now() - interval '90 days'`);
    expect(ngn.held).toBe(Number(expected.held));
  });

  it('subaccount detail, its transactions and settlements', async () => {
    const d = await get('v2/subaccounts/2');
    expect(d.body.data.business_name).toBe('Demo Stores Ikeja');
    const txs = await get('v2/transactions/query?subaccount_id=2');
    expect(txs.body.data.page_info.total).toBeGreaterThan(0);
    const st = await get('v2/subaccounts/2/settlements');
    expect(st.body.data.settlements.length).toBeGreaterThan(0);
    // The subaccount's share (15 %) of what those payments left after their fees.
    const first = st.body.data.settlements[0];
    expect(first.subaccount_share).toBeGreaterThan(0);
    expect(first.subaccount_share).toBeLessThanOrEqual(Math.floor(((first.gross_amount - first.fee) * 15) / 100));
    expect((await get('v2/subaccounts/99999')).status).toBe(404);
  });
});

describe('seeded customers', () => {
  it('are customers since no later than their first payment, in the demo and in fixtures', async () => {
    const made = await s.call('POST', 'sandbox/fixtures', { body: { users: [{ role: 'Owner' }], payments: 200 } });
    expect(made.status).toBe(201);
    const early = await one<{ n: string }>(sql`
      SELECT count(*) AS n FROM customers c
      WHERE EXISTS (SELECT 1 FROM transactions t WHERE t.customer_id = c.id AND t.created_at < c.created_at)`);
    expect(Number(early.n)).toBe(0);
    const paying = await one<{ n: string }>(sql`
      SELECT count(DISTINCT customer_id) AS n FROM transactions WHERE account_id IN (${DEMO_ACCOUNTS.demoStores}, ${made.body.data.account_id})`);
    expect(Number(paying.n)).toBeGreaterThan(50);
  });
});
