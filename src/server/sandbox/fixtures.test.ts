import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../test/harness';

/** The e2e specs' own businesses: each call a new tenant whose users sign in and whose data adds up. */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

describe('POST sandbox/fixtures', () => {
  it('makes an approved business with an owner, an admin and a member, transfers awaiting approval and payments', async () => {
    const made = await s.call('POST', 'sandbox/fixtures', {
      body: {
        users: [{ role: 'Owner' }, { role: 'Admin' }, { role: 'User' }],
        payments: 60,
        awaiting_approval: 3,
        failed_transfers: 1,
      },
    });
    expect(made.status).toBe(201);
    const fixture = made.body.data;
    expect(fixture.users.map((u: { role: string }) => u.role)).toEqual(['Owner', 'Admin', 'User']);
    expect(fixture.awaiting_approval).toHaveLength(3);

    const admin = await s.signIn(fixture.users[1].email);
    expect(admin.company.id).toBe(fixture.account_id);
    const pending = await s.call('GET', 'v2/transfers?status=NEW&requires_approval=1&list_pending_approvals=1&page=1', {
      token: admin.token,
    });
    expect(pending.status).toBe(200);
    const narrations = JSON.stringify(pending.body.data);
    for (const t of fixture.awaiting_approval) expect(narrations).toContain(t.narration);
    const list = await s.call('GET', 'v2/transactions/query?page=1', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.data.page_info.total).toBe(60);

    // The opening balance is in the ledger: approving one transfer debits it once, balanced.
    const wallets = await s.call('POST', 'v2/merchant/wallets', { token: admin.token });
    expect(wallets.status).toBe(200);
    const ngn = (wallets.body.data as { wallet_currency_code: string; balance: number }[]).find(
      (w) => w.wallet_currency_code === 'NGN',
    );
    expect(ngn?.balance).toBe(5_000_000_000);
    const first = fixture.awaiting_approval[0];
    const approve = await s.call('POST', 'v2/transfers/approve', {
      token: admin.token,
      headers: { 'idempotency-key': `fixture-approval-${first.id}` },
      body: { id: first.id, reject: false },
    });
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    const history = await s.call('GET', 'v2/wallets/history?currency=NGN&page=1&page_size=20', { token: admin.token });
    const debits = JSON.stringify(history.body.data);
    expect(debits).toContain(first.reference);
  });

  it('keeps tenants apart: a fixture user sees only their own business', async () => {
    const owner = [{ role: 'Owner' }];
    const a = (await s.call('POST', 'sandbox/fixtures', { body: { users: owner, payments: 5 } })).body.data;
    const b = (await s.call('POST', 'sandbox/fixtures', { body: { users: owner, payments: 7 } })).body.data;
    expect(a.account_id).not.toBe(b.account_id);
    expect(a.users[0].email).not.toBe(b.users[0].email);
    const signedIn = await s.signIn(b.users[0].email);
    const list = await s.call('GET', 'v2/transactions/query?page=1', { token: signedIn.token });
    expect(list.body.data.page_info.total).toBe(7);
  });

  it('makes a business with no compliance, and users with two-factor sign-in', async () => {
    const made = await s.call('POST', 'sandbox/fixtures', {
      body: {
        business: { type: 'individual', compliance: 'none' },
        users: [{ role: 'Owner', two_factor: 'email' }],
      },
    });
    const email = made.body.data.users[0].email;
    const login = await s.call('POST', 'login', { body: { identifier: email, password: made.body.data.password } });
    expect(login.status).toBe(200);
    const tokens = await s.call('POST', 'merchant/tokens/create', {
      token: login.body.data['flw-auth-token'],
      body: { account: made.body.data.account_id },
    });
    // require_2factor: the account token waits for the mailed code.
    expect(tokens.body.data.token ?? null).toBeNull();
    expect((await s.lastMail(email))?.code).toMatch(/^\d{6}$/);

    const totp = await s.call('POST', 'sandbox/fixtures', { body: { users: [{ role: 'Owner', two_factor: 'totp' }] } });
    expect(totp.body.data.users[0].totp_secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const before = await s.checksum();
    const bad = await s.call('POST', 'sandbox/fixtures', { body: { users: [{ role: 'Emperor' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Role is invalid/);
    const none = await s.call('POST', 'sandbox/fixtures', { body: {} });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Users is empty');
    expect(await s.checksum()).toBe(before);
  });

  it('does not exist when the sandbox is off', async () => {
    const off = await testServer({ sandbox: false });
    try {
      const answer = await off.call('POST', 'sandbox/fixtures', { body: { users: [{ role: 'Owner' }] } });
      expect(answer.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
