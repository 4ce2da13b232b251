import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushPayload } from '../../contract/push';
import { nubanCheckDigit } from '../../contract/transfers';
import * as v from 'valibot';
import { buildApp } from '../app';
import { pushSubscriptions, serverSettings } from '../db/schema';
import type { Deps } from '../http';
import { TEST_CONFIG, type TestServer, testServer } from '../test/harness';
import { browserKeys, decryptPush, type Received, startPushStandIn } from '../test/push-standin';
import { PUSH_MAX_FAILURES } from '../push/delivery';
import { notifyApprovers } from './push';

/**
 * Pushes go to the stand-in push service (test/push-standin.ts); the test decrypts each body with the
 * subscription's private key and auth secret.
 */
let s: TestServer;
let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
let origin: string;
let received: Received[];
let scripted: Map<string, number[]>;
let app: ReturnType<typeof buildApp>;

beforeAll(async () => {
  s = await testServer();
  // Slow on purpose: the transfer's answer must not wait for the push.
  standIn = await startPushStandIn({ delayMs: 300 });
  ({ origin, received, scripted } = standIn);
  // The stand-in push service on loopback is allowed by name here, as no real deployment's would be.
  app = buildApp({
    db: s.db,
    config: { ...TEST_CONFIG, pushServiceHosts: [new URL(origin).host] },
    checkResponses: true,
    pushAgent: standIn.agent,
  });
});
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 500));
  await standIn?.close();
  await s.close();
});

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await app.request(`/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const decrypt = decryptPush;

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('web push to approvers', () => {
  it('keeps one VAPID key pair, pushes the encrypted payload to approvers only, and deletes a gone subscription', async () => {
    const admin = (await s.signIn('admin@demo.test')).token;
    const owner = (await s.signIn('owner@demo.test', { account: 20001 })).token;
    const member = (await s.signIn('member@demo.test')).token;

    const key1 = await call('GET', 'v2/push/vapid-public-key', admin);
    const key2 = await call('GET', 'v2/push/vapid-public-key', owner);
    expect(key1.body.data.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(key2.body.data.public_key).toBe(key1.body.data.public_key);
    expect(await s.db.$count(serverSettings)).toBe(2);

    const adminKeys = browserKeys();
    const ownerKeys = browserKeys();
    const memberKeys = browserKeys();
    const sub = (endpoint: string, k: ReturnType<typeof browserKeys>) => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: k.p256dh, auth: k.authB64 },
    });
    const subscribed = await call('POST', 'v2/push/subscriptions', admin, sub(`${origin}/push/admin`, adminKeys));
    expect(subscribed.status).toBe(200);
    expect(subscribed.body.data).toEqual({ subscribed: true, subscriptions: 1 });
    await call('POST', 'v2/push/subscriptions', owner, sub(`${origin}/gone/owner`, ownerKeys));
    await call('POST', 'v2/push/subscriptions', member, sub(`${origin}/push/member`, memberKeys));
    const state = await call(
      'GET',
      `v2/push/subscriptions?endpoint=${encodeURIComponent(`${origin}/push/admin`)}`,
      admin,
    );
    expect(state.body.data.subscribed).toBe(true);

    // The member starts a transfer that needs approval.
    await s.call('POST', 'v2/transfers/otp', { token: member });
    const otp = (await s.lastMail('member@demo.test'))!.code!;
    const account = `069000003${nubanCheckDigit('044', '069000003')}`;
    const res = await app.request('/api/v2/transfers/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member}` },
      body: JSON.stringify({
        account_bank: '044',
        account_number: account,
        amount: 7_250_000,
        currency: 'NGN',
        debit_currency: 'NGN',
        narration: 'Generator repair',
        reference: `TRF${Date.now()}`,
        beneficiary_name: 'Bayo Electricals',
        otp,
      }),
    });
    const answeredAt = Date.now();
    expect(res.status).toBe(201);
    const transfer = (await res.json()).data;

    const push = await waitFor(() => received.find((r) => r.path === '/push/admin'));
    expect(push.at).toBeGreaterThanOrEqual(answeredAt - 50);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push.headers.authorization)).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key1.body.data.public_key}$`),
    );
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const payload = v.parse(PushPayload, JSON.parse(decrypt(push.body, adminKeys)));
    expect(payload).toEqual({
      type: 'transfer_pending_approval',
      transfer_id: transfer.id,
      account_id: 20001,
      user_id: ((await s.signIn('admin@demo.test')) as unknown as { user: { id: number } }).user.id,
      business_name: 'Demo Stores Ltd',
      amount: 7_250_000,
      currency: 'NGN',
      beneficiary: 'Bayo Electricals',
      pending_count: 4,
      url: '/dashboard/transfers/pendingapprovals?account=20001',
    });

    // The owner's push service says the subscription is gone (410): it is deleted.
    await waitFor(() => received.find((r) => r.path === '/gone/owner'));
    await waitFor(async () =>
      (await s.db.$count(pushSubscriptions, eq(pushSubscriptions.endpoint, `${origin}/gone/owner`))) === 0
        ? true
        : undefined,
    );
    // The member is no approver: nothing for them.
    expect(received.some((r) => r.path === '/push/member')).toBe(false);

    const off = await call('POST', 'v2/push/subscriptions/remove', admin, { endpoint: `${origin}/push/admin` });
    expect(off.body.data).toEqual({ subscribed: false, subscriptions: 0 });
    await s.db.execute(sql`SELECT 1`);
  });
});

describe('subscriptions that no longer work', () => {
  /** A port on loopback where nothing listens: every connection to it is refused. */
  async function closedPort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    await new Promise((resolve) => probe.close(resolve));
    return typeof address === 'object' && address ? address.port : 0;
  }

  const pending = (id: number) => ({
    id,
    accountId: 20001,
    amount: 100_000,
    currency: 'NGN',
    beneficiary: 'Ada Stores',
    initiatedBy: null,
  });

  async function subscription(endpoint: string) {
    const [row] = await s.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    return row;
  }

  it(`drops a subscription whose push service refused ${PUSH_MAX_FAILURES} deliveries in a row, not before; others still get theirs`, async () => {
    const dead = `https://127.0.0.1:${await closedPort()}/push/dead`;
    const deps: Deps = {
      db: s.db,
      config: { ...TEST_CONFIG, pushServiceHosts: [new URL(origin).host, new URL(dead).host] },
      checkResponses: true,
      pushAgent: standIn.agent,
    };
    const deadApp = buildApp(deps);
    const admin = (await s.signIn('admin@demo.test')).token;
    const owner = (await s.signIn('owner@demo.test', { account: 20001 })).token;
    const k = browserKeys();
    const body = (endpoint: string) =>
      JSON.stringify({ endpoint, expirationTime: null, keys: { p256dh: k.p256dh, auth: k.authB64 } });
    for (const [token, endpoint] of [
      [admin, dead],
      [owner, `${origin}/push/owner-ok`],
    ] as const) {
      const res = await deadApp.request('/api/v2/push/subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: body(endpoint),
      });
      expect(res.status).toBe(200);
    }

    for (let attempt = 1; attempt < PUSH_MAX_FAILURES; attempt++) {
      await notifyApprovers(deps, pending(900_000 + attempt));
      expect((await subscription(dead))?.failures).toBe(attempt);
    }
    await notifyApprovers(deps, pending(900_100));
    expect(await subscription(dead)).toBeUndefined();
    // The working subscription got every push and owes nothing.
    expect(received.filter((r) => r.path === '/push/owner-ok')).toHaveLength(PUSH_MAX_FAILURES);
    expect((await subscription(`${origin}/push/owner-ok`))?.failures).toBe(0);
  });

  it('counts failures in a row only: a delivery the service takes starts the count again', async () => {
    const deps: Deps = {
      db: s.db,
      config: { ...TEST_CONFIG, pushServiceHosts: [new URL(origin).host] },
      checkResponses: true,
      pushAgent: standIn.agent,
    };
    const admin = (await s.signIn('admin@demo.test')).token;
    const k = browserKeys();
    const endpoint = `${origin}/flaky/admin`;
    await call('POST', 'v2/push/subscriptions', admin, {
      endpoint,
      expirationTime: null,
      keys: { p256dh: k.p256dh, auth: k.authB64 },
    });
    scripted.set('/flaky/admin', [500, 503, 201, 500, 502]);
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      await notifyApprovers(deps, pending(910_000 + i));
      seen.push((await subscription(endpoint))?.failures ?? -1);
    }
    expect(seen).toEqual([1, 2, 0, 1, 2]);
  });

  it('a removed subscription (sign-out on that device) gets no more pushes', async () => {
    const deps: Deps = {
      db: s.db,
      config: { ...TEST_CONFIG, pushServiceHosts: [new URL(origin).host] },
      checkResponses: true,
      pushAgent: standIn.agent,
    };
    const admin = (await s.signIn('admin@demo.test')).token;
    const k = browserKeys();
    const endpoint = `${origin}/push/signed-out`;
    const sub = { endpoint, expirationTime: null, keys: { p256dh: k.p256dh, auth: k.authB64 } };
    expect((await call('POST', 'v2/push/subscriptions', admin, sub)).status).toBe(200);
    await notifyApprovers(deps, pending(920_000));
    expect(received.filter((r) => r.path === '/push/signed-out')).toHaveLength(1);

    const off = await call('POST', 'v2/push/subscriptions/remove', admin, { endpoint });
    expect(off.body.data.subscribed).toBe(false);
    await notifyApprovers(deps, pending(920_001));
    expect(received.filter((r) => r.path === '/push/signed-out')).toHaveLength(1);
    expect(await subscription(endpoint)).toBeUndefined();
  });
});
