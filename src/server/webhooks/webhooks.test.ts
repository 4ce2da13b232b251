import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '../../contract/webhooks';
import { webhookAttempts, webhookDeliveries } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed';
import { type TestServer, testServer } from '../test/harness';
import { enqueueWebhook } from './enqueue';
import { deliverDue, type FetchLike, WEBHOOK_BACKOFF_MS } from './sender';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await testServer();
  admin = (await s.signIn('admin@demo.test')).token;
});
afterAll(() => s.close());

const ALL = ['charge.completed', 'refund.completed', 'transfer.completed', 'subscription.cancelled'];
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
}
/** A receiver standing in for the merchant's server: records each request, answers `status`. */
function receiver(status = 200, answer = 'ok') {
  const sent: Sent[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    sent.push({ url, headers: init.headers as Record<string, string>, body: String(init.body) });
    return new Response(answer, { status });
  };
  return { sent, fetchImpl };
}

/** Sends everything due at `now` until nothing is left (deliveries of earlier tests included). */
/**
 * The sender's "now" a second after the call that queued a delivery: its due time is the database's
 * clock in microseconds, and a drain in the same millisecond would find it not yet due.
 */
const aMomentLater = () => new Date(Date.now() + 1000);

async function drain(now: Date, fetchImpl: FetchLike) {
  let total = 0;
  for (let n = await deliverDue(s.db, now, fetchImpl); n > 0; n = await deliverDue(s.db, now, fetchImpl)) total += n;
  return total;
}

const configure = (token: string, body: Record<string, unknown>) =>
  s.call('PUT', 'v2/webhooks/config', { token, body });

async function delivery(id: number) {
  const [row] = await s.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row!;
}

describe('webhook settings', () => {
  it('saves URL, secret hash and events for admins; refuses bad URLs with a 400 naming the field', async () => {
    const saved = await configure(admin, {
      url: 'https://merchant.test/hooks',
      secret_hash: 'my-secret-1',
      events: ['refund.completed', 'charge.completed'],
    });
    expect(saved.status).toBe(200);
    const read = await s.call('GET', 'v2/webhooks/config', { token: admin });
    expect(read.body.data).toEqual({
      url: 'https://merchant.test/hooks',
      secret_hash: 'my-secret-1',
      // In the order of the event list, whatever order they came in.
      events: ['charge.completed', 'refund.completed'],
      hook_as_json: true,
      cache_hook_data_on_error: true,
      can_use_v3_webhook: true,
    });
    // The read-only summary of settings/webhooks reads the same row.
    expect((await s.call('GET', 'v2/webhooks', { token: admin })).body.data.url).toBe('https://merchant.test/hooks');
    const before = await s.checksum();
    for (const url of ['ftp://merchant.test/x', 'http://merchant.test/hooks', 'not a url', 'https://u:p@x.test/']) {
      const bad = await configure(admin, { url, secret_hash: 'x', events: ALL });
      expect(bad.status, url).toBe(400);
      expect(bad.body.message).toBe(WEBHOOK_MESSAGES.urlInvalid);
    }
    const badEvent = await configure(admin, { url: '', secret_hash: '', events: ['charge.refunded'] });
    expect(badEvent.status).toBe(400);
    expect(badEvent.body.message).toBe(WEBHOOK_MESSAGES.eventsInvalid);
    const longSecret = await configure(admin, { url: '', secret_hash: 'x'.repeat(101), events: ALL });
    expect(longSecret.body.message).toBe(WEBHOOK_MESSAGES.secretTooLong);
    const noEvents = await configure(admin, { url: 'https://merchant.test/hooks', secret_hash: '', events: [] });
    expect(noEvents.status).toBe(400);
    expect(noEvents.body.message).toBe(WEBHOOK_MESSAGES.noEvents);
    expect(await s.checksum()).toBe(before);
    // http is fine for a receiver on this machine.
    expect((await configure(admin, { url: 'http://localhost:3000/h', secret_hash: '', events: ALL })).status).toBe(200);
  });

  it('is for admins only: a User may read but not change, test or resend', async () => {
    const member = (await s.signIn('member@demo.test')).token;
    expect((await s.call('GET', 'v2/webhooks/config', { token: member })).status).toBe(200);
    const before = await s.checksum();
    const put = await configure(member, { url: 'https://evil.test/', secret_hash: '', events: ALL });
    expect(put.status).toBe(403);
    expect(put.body.message).toBe('Only an Owner or Admin can change webhooks');
    expect((await s.call('POST', 'v2/webhooks/test', { token: member })).status).toBe(403);
    expect((await s.call('POST', 'v2/webhooks/deliveries/1000000/resend', { token: member })).status).toBe(403);
    expect(await s.checksum()).toBe(before);
  });
});

describe('delivery', () => {
  it('POSTs {event, data} as JSON with the verif-hash header, and records the attempt', async () => {
    await configure(admin, { url: 'https://merchant.test/hooks', secret_hash: 'hash-abc', events: ALL });
    const queued = await s.call('POST', 'v2/webhooks/test', { token: admin });
    expect(queued.status).toBe(201);
    const id: number = queued.body.data.id;
    // Nothing is sent in the request: it waits for the sender.
    expect((await delivery(id)).attempts).toBe(0);
    const { sent, fetchImpl } = receiver(200, 'thanks');
    await drain(aMomentLater(), fetchImpl);
    const mine = sent.filter((r) => r.headers['webhook-id'] === String(id));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.url).toBe('https://merchant.test/hooks');
    expect(mine[0]!.headers['verif-hash']).toBe('hash-abc');
    expect(mine[0]!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(mine[0]!.body);
    expect(body.event).toBe('webhook.test');
    expect(body.data).toMatchObject({ account_id: DEMO_ACCOUNTS.demoStores });
    expect(await delivery(id)).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200 });

    const log = await s.call('GET', 'v2/webhooks/deliveries?page_size=5', { token: admin });
    const entry = log.body.data.deliveries.find((d: { id: number }) => d.id === id);
    expect(entry).toMatchObject({ event: 'webhook.test', status: 'delivered', status_code: 200, attempts_count: 1 });
    expect(entry.attempts[0]).toMatchObject({ status_code: 200, error: null, response_snippet: 'thanks' });
    expect(typeof entry.duration_ms).toBe('number');
    expect(JSON.parse(entry.payload).event).toBe('webhook.test');
  });

  it('retries a failing receiver at +1, +5, +15 and +40 minutes, then marks it failed after 5 attempts', async () => {
    await configure(admin, { url: 'https://merchant.test/down', secret_hash: 'h', events: ALL });
    const t0 = new Date(Date.now() + 24 * 3600_000);
    await drain(t0, receiver().fetchImpl); // anything earlier tests left due
    const { id } = (await s.call('POST', 'v2/webhooks/test', { token: admin })).body.data;
    const failing = receiver(500, 'boom');
    let at = t0.getTime();
    expect(await drain(new Date(at), failing.fetchImpl)).toBe(1);
    for (const wait of WEBHOOK_BACKOFF_MS) {
      // Not yet due a second before its time; due at its time.
      expect(await drain(new Date(at + wait - 1000), failing.fetchImpl)).toBe(0);
      at += wait;
      expect(await drain(new Date(at), failing.fetchImpl)).toBe(1);
    }
    expect(WEBHOOK_BACKOFF_MS.reduce((a, b) => a + b, 0)).toBe(61 * 60_000);
    expect(await delivery(id)).toMatchObject({ status: 'failed', attempts: 5, lastStatusCode: 500 });
    expect(await drain(new Date(at + 24 * 3600_000), failing.fetchImpl)).toBe(0);
    const attempts = await s.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, id));
    expect(attempts.map((a) => a.statusCode)).toEqual([500, 500, 500, 500, 500]);
    expect(attempts.map((a) => a.attemptedAt.getTime() - t0.getTime())).toEqual([
      0,
      60_000,
      6 * 60_000,
      21 * 60_000,
      61 * 60_000,
    ]);

    // Resend: one new attempt now, recorded like the others.
    const resent = await s.call('POST', `v2/webhooks/deliveries/${id}/resend`, { token: admin });
    expect(resent.status).toBe(200);
    const ok = receiver(202, 'accepted');
    expect(await drain(aMomentLater(), ok.fetchImpl)).toBe(1);
    expect(await delivery(id)).toMatchObject({ status: 'delivered', attempts: 6, lastStatusCode: 202 });
  });

  it('records a receiver that never answers or cannot be reached as an error, and retries it', async () => {
    const { id } = (await s.call('POST', 'v2/webhooks/test', { token: admin })).body.data;
    const dead: FetchLike = async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
    };
    await drain(aMomentLater(), dead);
    const [attempt] = await s.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, id));
    expect(attempt).toMatchObject({ statusCode: null, error: 'fetch failed: connect ECONNREFUSED 127.0.0.1:9' });
    expect(await delivery(id)).toMatchObject({ status: 'pending', attempts: 1 });
    const timeout: FetchLike = async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    };
    await drain(new Date(Date.now() + 62_000), timeout);
    const attempts = await s.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, id));
    expect(attempts.map((a) => a.error)).toContain('No answer within 10 s');
  });
});

describe('what is queued', () => {
  it('queues nothing when the transaction that would have sent it rolls back', async () => {
    await configure(admin, { url: 'https://merchant.test/hooks', secret_hash: 'h', events: ['charge.completed'] });
    const count = async () =>
      rows<{ n: number }>(await s.db.execute(sql`SELECT count(*)::int AS n FROM webhook_deliveries`))[0]!.n;
    const before = await count();
    await expect(
      s.db.transaction(async (tx) => {
        await enqueueWebhook(tx, DEMO_ACCOUNTS.demoStores, 'charge.completed', { id: 1 });
        throw new Error('the payment failed after all');
      }),
    ).rejects.toThrow('the payment failed after all');
    expect(await count()).toBe(before);
    await s.db.transaction((tx) => enqueueWebhook(tx, DEMO_ACCOUNTS.demoStores, 'charge.completed', { id: 1 }));
    expect(await count()).toBe(before + 1);
  });

  it('queues a refund.completed with the refund, only for the events the business chose, only with a URL', async () => {
    const payment = rows<{ id: number; reference: string }>(
      await s.db.execute(sql`SELECT id, reference FROM transactions
        WHERE account_id = ${DEMO_ACCOUNTS.demoStores} AND status = 'successful' AND amount_refunded = 0 AND currency = 'NGN'
        ORDER BY id DESC LIMIT 3`),
    );
    const refundsQueued = async () =>
      rows<{ payload: { data: Record<string, unknown> } }>(
        await s.db.execute(sql`SELECT payload FROM webhook_deliveries WHERE event = 'refund.completed' ORDER BY id`),
      );
    await configure(admin, { url: 'https://merchant.test/hooks', secret_hash: 'h', events: ['refund.completed'] });
    const refund = await s.call('POST', `v2/transactions/${payment[0]!.id}/refund`, {
      token: admin,
      body: { amount: 100 },
    });
    expect(refund.status).toBe(201);
    const queued = await refundsQueued();
    expect(queued.at(-1)!.payload.data).toMatchObject({
      reference: refund.body.data.refund.reference,
      amount: 100,
      transaction_id: payment[0]!.id,
      tx_ref: payment[0]!.reference,
    });
    // Not chosen: nothing queued.
    await configure(admin, { url: 'https://merchant.test/hooks', secret_hash: 'h', events: ['charge.completed'] });
    await s.call('POST', `v2/transactions/${payment[1]!.id}/refund`, { token: admin, body: { amount: 100 } });
    expect(await refundsQueued()).toHaveLength(queued.length);
    // No URL: nothing queued, and the test event says why.
    await configure(admin, { url: '', secret_hash: '', events: ['refund.completed'] });
    await s.call('POST', `v2/transactions/${payment[2]!.id}/refund`, { token: admin, body: { amount: 100 } });
    expect(await refundsQueued()).toHaveLength(queued.length);
    const test = await s.call('POST', 'v2/webhooks/test', { token: admin });
    expect(test.status).toBe(400);
    expect(test.body.message).toBe(WEBHOOK_MESSAGES.noUrl);
  });

  it('queues transfer.completed when an approver rejects a transfer', async () => {
    await configure(admin, { url: 'https://merchant.test/hooks', secret_hash: 'h', events: ['transfer.completed'] });
    const [waiting] = rows<{ id: number; reference: string }>(
      await s.db.execute(sql`SELECT t.id, t.reference FROM transfers t JOIN users u ON u.id = t.initiated_by
        WHERE t.account_id = ${DEMO_ACCOUNTS.demoStores} AND t.status = 'NEW' AND t.requires_approval
          AND u.email <> 'admin@demo.test' ORDER BY t.id LIMIT 1`),
    );
    const res = await s.call('POST', 'v2/transfers/approve', { token: admin, body: { id: waiting!.id, reject: true } });
    expect(res.status).toBe(200);
    const [queued] = rows<{ payload: { data: Record<string, unknown> } }>(
      await s.db.execute(sql`SELECT payload FROM webhook_deliveries WHERE event = 'transfer.completed'
        AND payload->'data'->>'id' = ${String(waiting!.id)}`),
    );
    expect(queued!.payload.data).toMatchObject({ reference: waiting!.reference, status: 'REJECTED' });
  });
});

describe('tenant isolation', () => {
  it("another business's delivery is not in the log and cannot be resent (404)", async () => {
    const events = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoEvents })).token;
    await configure(events, { url: 'https://events.test/hooks', secret_hash: 'ev', events: ALL });
    const theirs: number = (await s.call('POST', 'v2/webhooks/test', { token: events })).body.data.id;
    const before = await s.checksum();
    const resend = await s.call('POST', `v2/webhooks/deliveries/${theirs}/resend`, { token: admin });
    expect(resend.status).toBe(404);
    expect(resend.body.message).toBe(WEBHOOK_MESSAGES.notFound);
    const log = await s.call('GET', 'v2/webhooks/deliveries?page_size=100', { token: admin });
    expect(log.body.data.deliveries.map((d: { id: number }) => d.id)).not.toContain(theirs);
    expect(await s.checksum()).toBe(before);
    // Its own business sees and resends it.
    const own = await s.call('GET', 'v2/webhooks/deliveries', { token: events });
    expect(own.body.data.deliveries.map((d: { id: number }) => d.id)).toContain(theirs);
    expect((await s.call('POST', `v2/webhooks/deliveries/${theirs}/resend`, { token: events })).status).toBe(200);
  });
});

describe('the sandbox receiver', () => {
  it('keeps what it receives and shows whether the verif-hash is the sending business secret hash', async () => {
    await configure(admin, {
      url: 'http://localhost/sandbox/webhooks/receive',
      secret_hash: 'sandbox-hash-1',
      events: ALL,
    });
    const { id } = (await s.call('POST', 'v2/webhooks/test', { token: admin })).body.data;
    // The sender's request, handed to this app as it would arrive over loopback.
    const toApp: FetchLike = async (url, init) => {
      const { pathname } = new URL(url);
      return s.request(url.startsWith('http://localhost/') ? pathname : url, init);
    };
    await drain(new Date(Date.now() + 48 * 3600_000), async (url, init) =>
      url.startsWith('http://localhost/') ? toApp(url, init) : new Response('ok'),
    );
    expect(await delivery(id)).toMatchObject({ status: 'delivered', lastStatusCode: 200 });
    const page = await (await s.request('/sandbox/webhooks')).text();
    expect(page).toContain(`delivery ${id})`);
    expect(page).toContain('sandbox-hash-1');
    expect(page).toContain('Hash matches the secret hash');
    // A delivery whose hash is not the secret: said so.
    await s.request('/sandbox/webhooks/receive', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'verif-hash': 'forged', 'webhook-id': String(id) },
      body: JSON.stringify({ event: 'charge.completed', data: {} }),
    });
    const again = await (await s.request('/sandbox/webhooks')).text();
    expect(again).toContain('Hash does not match the secret hash');
    // Only from this machine, like the rest of the sandbox.
    const remote = await s.request('/sandbox/webhooks', {}, '203.0.113.9');
    expect(remote.status).toBe(403);
  });
});
