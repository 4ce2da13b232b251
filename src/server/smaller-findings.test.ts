import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, users } from './db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed';
import { isPushServiceEndpoint } from './push/delivery';
import { PUSH_ENDPOINT_REFUSED, PUSH_ENDPOINT_TAKEN } from './transfers-core/push';
import { type TestServer, testServer } from './test/harness';

/** The probe's smaller findings, each a verdict: chargebacks, refresh reuse, push endpoints, keys, sign-ups. */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('chargebacks of child businesses', () => {
  it('are read only by members of the child, not by every member of the parent', async () => {
    const owner = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoStores })).token;
    const created = await s.call('POST', 'merchant/accounts/new', {
      token: owner,
      body: {
        business_name: 'Stores Child Outlet',
        business_email: 'child@demo.test',
        business_accountnumber: 'N/A',
        business_bank: '044',
        country: 'NG',
        currency: 'NGN',
        contact_person: 'Ada Obi',
        reg_meta: [{ name: 'business_type', value: 'business' }],
        is_v2: 1,
        copy_parent: false,
      },
    });
    expect(created.status).toBe(201);
    const child: number = created.body.data.id;
    await s.db.execute(sql`
      INSERT INTO chargebacks (account_id, transaction_reference, amount, currency, status, due_date)
      VALUES (${child}, 'CHILDCB00001', 5000, 'NGN', 'initiated', now() + interval '3 days')`);
    const refs = async (token: string) =>
      (
        await s.call('GET', 'chargebacks?status=initiated&include_subaccounts=1&page_size=100', { token })
      ).body.data.chargebacks.map((c: { transaction_reference: string }) => c.transaction_reference);
    // The owner belongs to the child: its chargeback is theirs to see.
    expect(await refs(owner)).toContain('CHILDCB00001');
    // The Admin of the parent is no member of the child.
    const admin = (await s.signIn('admin@demo.test')).token;
    const seen = await refs(admin);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain('CHILDCB00001');
  });
});

describe('refresh token reuse', () => {
  it('ends every session of the family, the account switched to included', async () => {
    const first = await s.signIn('admin@demo.test');
    const rotated = await s.call('POST', 'v2/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(rotated.status).toBe(200);
    // The family goes on: an account switch from the rotated session (a new session, same family).
    const switched = await s.call('POST', 'merchant/tokens/create', {
      token: rotated.body.data.token,
      body: { account: DEMO_ACCOUNTS.demoStores },
    });
    expect(switched.status).toBe(200);
    const live = switched.body.data.token as string;
    expect((await s.call('GET', 'merchant/account/preferences', { token: live })).status).toBe(200);
    // Another sign-in of the same user is another family.
    const other = await s.signIn('admin@demo.test');
    // The first refresh token, spent, is presented again (a thief's copy, or the user after a thief).
    const reused = await s.call('POST', 'v2/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(reused.status).toBe(401);
    expect((await s.call('GET', 'merchant/account/preferences', { token: live })).status).toBe(401);
    const refreshLive = await s.call('POST', 'v2/auth/refresh', {
      body: { refresh_token: switched.body.data.refresh_token },
    });
    expect(refreshLive.status).toBe(401);
    expect((await s.call('GET', 'merchant/account/preferences', { token: other.token })).status).toBe(200);
  });
});

describe('web-push endpoints', () => {
  const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

  it('are https on a public push service only: never loopback, private ranges or other hosts', async () => {
    const admin = (await s.signIn('admin@demo.test')).token;
    for (const endpoint of [
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://[::1]/x',
      'https://10.0.0.5/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://172.16.0.1/x',
      'https://internal.example.com/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
      'http://fcm.googleapis.com/fcm/send/x',
    ]) {
      const res = await s.call('POST', 'v2/push/subscriptions', { token: admin, body: { endpoint, keys } });
      expect(res.status, endpoint).toBe(400);
    }
    expect(await s.db.$count(pushSubscriptions)).toBe(0);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(true);
    }
    const res = await s.call('POST', 'v2/push/subscriptions', {
      token: admin,
      body: { endpoint: 'https://169.254.169.254/x', keys },
    });
    expect(res.body.message).toBe(PUSH_ENDPOINT_REFUSED);
  });

  it("cannot be taken over by another member who knows the endpoint, only by the same browser's keys", async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/owner-browser';
    const owner = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoStores })).token;
    const admin = (await s.signIn('admin@demo.test')).token;
    expect((await s.call('POST', 'v2/push/subscriptions', { token: owner, body: { endpoint, keys } })).status).toBe(
      200,
    );
    const theirs = { p256dh: `B${'C'.repeat(86)}`, auth: 'C'.repeat(22) };
    const taken = await s.call('POST', 'v2/push/subscriptions', { token: admin, body: { endpoint, keys: theirs } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(PUSH_ENDPOINT_TAKEN);
    const [row] = await s.db
      .select({ userId: pushSubscriptions.userId, p256dh: pushSubscriptions.p256dh })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    const [ownerRow] = await s.db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'));
    expect(row).toEqual({ userId: ownerRow!.id, p256dh: keys.p256dh });
    // The same browser (its own keys) after the owner left it: the admin signed in there may take it.
    const same = await s.call('POST', 'v2/push/subscriptions', { token: admin, body: { endpoint, keys } });
    expect(same.status).toBe(200);
  });
});

describe('secret keys', () => {
  it('are masked completely for non-admins: no character of the secret shows', async () => {
    await s.db.execute(sql`
      UPDATE merchant_keys SET live_key = 'FLWPUBK-1234567890abcdef-X', live_secret = 'FLWSECK-abcdef1234567890-X'
      WHERE account_id = ${DEMO_ACCOUNTS.demoStores}`);
    const member = (await s.signIn('member@demo.test')).token;
    const asUser = (await s.call('GET', 'v2/merchantkeys?include_v1_keys=1', { token: member })).body.data;
    const [keys] = rowsOf<{ test_secret: string; live_secret: string }>(
      await s.db.execute(
        sql`SELECT test_secret, live_secret FROM merchant_keys WHERE account_id = ${DEMO_ACCOUNTS.demoStores}`,
      ),
    );
    for (const [shown, real, label] of [
      [asUser.live_secret, keys!.live_secret, 'FLWSECK-'],
      [asUser.test_secret, keys!.test_secret, 'FLWSECK_TEST-'],
    ] as const) {
      expect(shown.startsWith(label)).toBe(true);
      // Past the kind's label, nothing of the secret.
      expect(shown.slice(label.length)).toMatch(/^\*+$/);
      expect(real.slice(label.length, label.length + 3)).not.toBe(shown.slice(label.length, label.length + 3));
    }
    const admin = (await s.signIn('admin@demo.test')).token;
    const asAdmin = (await s.call('GET', 'v2/merchantkeys', { token: admin })).body.data;
    // Admins see the last 4 characters, never the secret (that takes the password again: v2/merchantkeys/reveal).
    expect(asAdmin.live_secret).toBe('FLWSECK-************7890-X');
  });
});

describe('sign-up and resend', () => {
  const newcomer = {
    first_name: 'Tola',
    last_name: 'Ade',
    email: 'twin@x.test',
    password: 'Good-pass-1234',
    business_name: 'Twin Crafts',
    country: 'NG',
    business_type: 'business',
  };
  it('concurrent sign-ups with one email: one account, 409 for every other, never a 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => s.call('POST', 'v2/merchant/signup', { body: newcomer })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    expect(await s.db.$count(users, eq(users.email, newcomer.email))).toBe(1);
  });

  it('resend answers alike whether the email is unknown, confirmed or waiting', async () => {
    const answers = await Promise.all(
      ['twin@x.test', 'owner@demo.test', 'nobody-here@x.test'].map((email) =>
        s.call('POST', 'v2/onboarding-emails/resend', { body: { email } }),
      ),
    );
    for (const a of answers) {
      expect(a.status).toBe(answers[0]!.status);
      expect(a.body).toEqual(answers[0]!.body);
    }
  });

  it('sign-in keeps the message spec 1 §8 names for an unknown email', async () => {
    const res = await s.call('POST', 'login', { body: { identifier: 'nobody-here@x.test', password: DEMO_PASSWORD } });
    expect(res.body.message).toBe('Error: Email does not exist');
  });
});
