import { count, eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_MESSAGES, WHITELIST_MESSAGES } from '../../../contract/api-keys';
import { V3_ERROR_CODES } from '../../../contract/api-v3';
import { nubanCheckDigit, TEST_REFERENCE_SUFFIX } from '../../../contract/transfers';
import { audits, paymentLinks, transactions, transfers, users } from '../../db/schema';
import { REPLAYED_HEADER } from '../../idempotency';
import { type TestServer, testServer } from '../../test/harness';
import { onWhitelist } from './auth';

/**
 * API keys that authenticate: secrets masked in the GET, revealed to an admin with the password again,
 * regenerated (the old secret refused at once); the merchant API under /api/v3 with a Bearer secret
 * key, in the key's own mode, behind the business's IP whitelist; every reveal, regeneration and
 * whitelist change in the audit log.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

interface Business {
  accountId: number;
  owner: string;
  member: string;
  password: string;
  ownerEmail: string;
}

async function business(): Promise<Business> {
  const made = await s.business({
    business: { country: 'NG', compliance: 'AA', live: false },
    users: [{ role: 'Owner' }, { role: 'User' }],
    payments: 5,
  });
  const [owner, member] = made.tokens as [string, string];
  return { accountId: made.accountId, owner, member, password: made.password, ownerEmail: made.emails[0]! };
}

async function secrets(b: Business) {
  const res = await s.call('POST', 'v2/merchantkeys/reveal', { token: b.owner, body: { password: b.password } });
  expect(res.status).toBe(200);
  return res.body.data as { test_secret: string; live_secret: string | null };
}

const v3 = (
  method: string,
  path: string,
  secret: string | undefined,
  options: { body?: unknown; from?: string; headers?: Record<string, string> } = {},
) => s.call(method, `v3/${path}`, { ...options, token: secret });

const auditActions = async (accountId: number) =>
  (
    await s.db
      .select({ action: audits.action, data: audits.auditData })
      .from(audits)
      .where(eq(audits.accountId, accountId))
  ).map((a) => ({ action: a.action, data: a.data }));

const linkBody = {
  title: 'API ticket',
  description: '',
  kind: 'payment',
  amount: 250_000,
  currency: 'NGN',
  custom_fields: [],
  redirect_url: null,
  payment_limit: null,
  expires_at: null,
  suggested_amounts: [],
};
const linksOf = async (accountId: number) =>
  (await s.db.select({ n: count() }).from(paymentLinks).where(eq(paymentLinks.accountId, accountId)))[0]!.n;

describe('keys in the dashboard', () => {
  it('masks secrets in the GET for everyone: admins see the last 4 characters, others none', async () => {
    const b = await business();
    const clear = await secrets(b);
    const asAdmin = (await s.call('GET', 'v2/merchantkeys', { token: b.owner })).body.data;
    const asUser = (await s.call('GET', 'v2/merchantkeys', { token: b.member })).body.data;
    expect(asAdmin.test_secret).not.toBe(clear.test_secret);
    expect(asAdmin.test_secret).toMatch(/^FLWSECK_TEST-\*{12}[0-9a-f]{4}-X$/);
    expect(asAdmin.test_secret.slice(-6)).toBe(clear.test_secret.slice(-6));
    expect(asUser.test_secret).toBe('FLWSECK_TEST-************');
    expect(asAdmin.test_key).toMatch(/^FLWPUBK_TEST-/);
  });

  it('reveals secrets only to admins who type their password again, and audits it', async () => {
    const b = await business();
    const wrong = await s.call('POST', 'v2/merchantkeys/reveal', { token: b.owner, body: { password: 'not-it-1234' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(KEY_MESSAGES.wrongPassword);
    const member = await s.call('POST', 'v2/merchantkeys/reveal', { token: b.member, body: { password: b.password } });
    expect(member.status).toBe(403);
    expect(member.body.data).toBeUndefined();
    expect(await auditActions(b.accountId)).toEqual([]);
    const clear = await secrets(b);
    expect(clear.test_secret).toMatch(/^FLWSECK_TEST-[0-9a-f]{24}-X$/);
    expect(await auditActions(b.accountId)).toEqual([{ action: 'keys.revealed', data: { keys: 'test, live' } }]);
  });

  it('takes an authenticator code instead of the password, once, and only from a user whose authenticator is on', async () => {
    const b = await business();
    const reveal = (body: Record<string, string>) => s.call('POST', 'v2/merchantkeys/reveal', { token: b.owner, body });
    const noAuthenticator = await reveal({ code: '123456' });
    expect(noAuthenticator.status).toBe(400);
    expect(noAuthenticator.body.message).toBe(KEY_MESSAGES.noAuthenticator);
    const neither = await reveal({});
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe(KEY_MESSAGES.passwordOrCode);
    const both = await reveal({ password: b.password, code: '123456' });
    expect(both.status).toBe(400);
    expect(await auditActions(b.accountId)).toEqual([]);

    const secret = new OTPAuth.Secret().base32;
    await s.db.update(users).set({ totpSecret: secret }).where(eq(users.email, b.ownerEmail));
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    const code = totp.generate();
    const wrong = await reveal({ code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(KEY_MESSAGES.wrongCode);
    const right = await reveal({ code });
    expect(right.status).toBe(200);
    expect(right.body.data.test_secret).toMatch(/^FLWSECK_TEST-/);
    // The same code again is refused: a code is used once.
    expect((await reveal({ code })).status).toBe(400);
    expect(await auditActions(b.accountId)).toEqual([{ action: 'keys.revealed', data: { keys: 'test, live' } }]);
  });
});

describe('the merchant API (/api/v3)', () => {
  it('lists and verifies transactions by id and tx_ref with the test secret key; never another business’s', async () => {
    const b = await business();
    const { test_secret } = await secrets(b);
    const list = await v3('GET', 'transactions?page_size=5', test_secret);
    expect(list.status).toBe(200);
    expect(list.body.status).toBe('success');
    expect(list.body.data.transactions).toHaveLength(5);
    const first = list.body.data.transactions[0];
    const byId = await v3('GET', `transactions/${first.id}/verify`, test_secret);
    expect(byId.status).toBe(200);
    expect(byId.body.data.id).toBe(first.id);
    const byRef = await v3(
      'GET',
      `transactions/verify_by_reference?tx_ref=${encodeURIComponent(first.unique_reference)}`,
      test_secret,
    );
    expect(byRef.status, byRef.body.message).toBe(200);
    expect(byRef.body.data.id).toBe(first.id);
    const [other] = await s.db
      .select({ id: transactions.id, reference: transactions.reference })
      .from(transactions)
      .where(sql`${transactions.accountId} <> ${b.accountId}`)
      .limit(1);
    expect((await v3('GET', `transactions/${other!.id}/verify`, test_secret)).status).toBe(404);
    const foreignRef = await v3('GET', `transactions/verify_by_reference?tx_ref=${other!.reference}`, test_secret);
    expect(foreignRef.status).toBe(404);
    expect((await v3('GET', 'transactions/verify_by_reference', test_secret)).body.message).toBe('Tx ref is empty');
  });

  it('refuses bad queries and paths with a clear 4xx', async () => {
    const b = await business();
    const { test_secret } = await secrets(b);
    for (const [path, status] of [
      ['transactions?page=abc', 400],
      ['transactions?status=paid', 400],
      ['transactions?amount_min=1.5', 400],
      ['transactions?from=yesterday', 400],
      ['transactions/abc/verify', 404],
      ['transactions/99999999999/verify', 404],
      ['transactions/-1/verify', 404],
      [`transactions/verify_by_reference?tx_ref=${'x'.repeat(101)}`, 400],
      ['transactions/verify_by_reference?tx_ref=a%00b', 400],
      ['no-such-call', 404],
    ] as const) {
      const res = await v3('GET', path, test_secret);
      expect(res.status, path).toBe(status);
      expect(res.body.status, path).toBe('error');
    }
    const array = await v3('POST', 'payment-links', test_secret, { body: [linkBody] });
    expect(array.status).toBe(400);
    const nul = await v3('POST', 'payment-links', test_secret, { body: { ...linkBody, title: 'a\u0000b' } });
    expect(nul.status).toBe(400);
  });

  it('refuses no key, an unknown key, a session token, and a key of the other mode', async () => {
    const b = await business();
    const { live_secret } = await secrets(b);
    const none = await v3('GET', 'transactions', undefined);
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(V3_ERROR_CODES.invalidKey);
    expect((await v3('GET', 'transactions', 'FLWSECK_TEST-000000000000000000000000-X')).status).toBe(401);
    expect((await v3('GET', 'transactions', b.owner)).status).toBe(401);
    const wrongMode = await v3('GET', 'transactions', live_secret!);
    expect(wrongMode.status).toBe(403);
    expect(wrongMode.body.code).toBe(V3_ERROR_CODES.wrongMode);
  });

  it('makes a payment link, and refuses a bad body with a clear 400 and nothing made', async () => {
    const b = await business();
    const { test_secret } = await secrets(b);
    const made = await v3('POST', 'payment-links', test_secret, { body: linkBody });
    expect(made.status).toBe(201);
    expect(made.body.data.title).toBe('API ticket');
    const before = await linksOf(b.accountId);
    for (const body of [
      { ...linkBody, amount: '250000' },
      { ...linkBody, title: 42 },
      { ...linkBody, currency: 'XXX' },
      { ...linkBody, kind: undefined },
    ]) {
      const bad = await v3('POST', 'payment-links', test_secret, { body });
      expect(bad.status).toBe(400);
      expect(bad.body.status).toBe('error');
      expect(bad.body.message).not.toBe('');
    }
    const notJson = await s.call('POST', 'v3/payment-links', { token: test_secret, raw: '{"title":' });
    expect(notJson.status).toBe(400);
    expect(await linksOf(b.accountId)).toBe(before);
  });

  it('starts a transfer that waits for an approver, once per Idempotency-Key; the owner may approve it', async () => {
    const b = await business();
    const { test_secret } = await secrets(b);
    const body = {
      account_bank: '044',
      account_number: `069000003${nubanCheckDigit('044', '069000003')}`,
      amount: 150_000,
      currency: 'NGN',
      debit_currency: 'NGN',
      narration: 'API payout',
      reference: `TRFAPI${Date.now().toString(36).toUpperCase()}${TEST_REFERENCE_SUFFIX}`,
    };
    const headers = { 'Idempotency-Key': `api-transfer-${Date.now()}-abcdef` };
    const first = await v3('POST', 'transfers', test_secret, { body, headers });
    expect(first.status, first.body.message).toBe(201);
    expect(first.body.data.status).toBe('NEW');
    const again = await v3('POST', 'transfers', test_secret, { body, headers });
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    const made = await s.db.select().from(transfers).where(eq(transfers.accountId, b.accountId));
    expect(made.map((t) => t.reference)).toEqual([body.reference]);
    expect(made[0]!.initiatedBy).toBeNull();
    // Bad input: a clear 400 and no transfer.
    const bad = await v3('POST', 'transfers', test_secret, { body: { ...body, amount: 'lots', reference: 'X1' } });
    expect(bad.status).toBe(400);
    expect((await s.db.select().from(transfers).where(eq(transfers.accountId, b.accountId))).length).toBe(1);
    const approved = await s.call('POST', 'v2/transfers/approve', {
      token: b.owner,
      body: { id: first.body.data.id, reject: false },
      headers: { 'Idempotency-Key': `approve-${Date.now()}-abcdefgh` },
    });
    expect(approved.status).toBe(200);
  });

  it('regenerating keys kills the old secret at once and audits it', async () => {
    const b = await business();
    const old = await secrets(b);
    expect((await v3('GET', 'transactions', old.test_secret)).status).toBe(200);
    const member = await s.call('POST', 'v2/merchantkeys/regenerate', {
      token: b.member,
      body: { mode: 'test', password: b.password },
    });
    expect(member.status).toBe(403);
    const res = await s.call('POST', 'v2/merchantkeys/regenerate', {
      token: b.owner,
      body: { mode: 'test', password: b.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(KEY_MESSAGES.regenerated('test'));
    expect(res.body.data.test_secret).toContain('*');
    const refused = await v3('GET', 'transactions', old.test_secret);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(V3_ERROR_CODES.invalidKey);
    const fresh = await secrets(b);
    expect(fresh.test_secret).not.toBe(old.test_secret);
    expect(fresh.live_secret).toBe(old.live_secret);
    expect((await v3('GET', 'transactions', fresh.test_secret)).status).toBe(200);
    const actions = (await auditActions(b.accountId)).map((a) => a.action);
    expect(actions).toContain('keys.regenerated');
    const bad = await s.call('POST', 'v2/merchantkeys/regenerate', {
      token: b.owner,
      body: { mode: 'both', password: b.password },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Mode must be test or live');
  });
});

describe('the IP whitelist', () => {
  it('matches addresses and CIDR ranges, IPv4 and IPv6', () => {
    expect(onWhitelist(['203.0.113.0/24'], '203.0.113.77')).toBe(true);
    expect(onWhitelist(['203.0.113.0/24'], '203.0.114.1')).toBe(false);
    expect(onWhitelist(['127.0.0.1'], '::ffff:127.0.0.1')).toBe(true);
    expect(onWhitelist(['2001:db8::/32'], '2001:db8:1::5')).toBe(true);
    expect(onWhitelist(['2001:db8::/32'], '2001:db9::5')).toBe(false);
    expect(onWhitelist(['::1'], '::1')).toBe(true);
  });

  it('refuses a call from an address not on a non-empty list, with nothing done; audits each change', async () => {
    const b = await business();
    const { test_secret } = await secrets(b);
    // Empty list: any address.
    expect((await v3('GET', 'transactions', test_secret, { from: '198.51.100.9' })).status).toBe(200);
    for (const ip of ['300.1.1.1', '10.0.0.0/33', 'localhost', '1.2.3', '2001:db8:::1', '']) {
      const bad = await s.call('POST', 'v2/whitelist-ips', { token: b.owner, body: { ip } });
      expect(bad.status, ip).toBe(400);
      expect(bad.body.message).toBe(ip === '' ? 'IP address is empty' : WHITELIST_MESSAGES.invalid);
    }
    const byMember = await s.call('POST', 'v2/whitelist-ips', { token: b.member, body: { ip: '203.0.113.0/24' } });
    expect(byMember.status).toBe(403);
    const added = await s.call('POST', 'v2/whitelist-ips', { token: b.owner, body: { ip: ' 203.0.113.0/24 ' } });
    expect(added.status).toBe(201);
    expect(added.body.data.ip).toBe('203.0.113.0/24');
    const dup = await s.call('POST', 'v2/whitelist-ips', { token: b.owner, body: { ip: '203.0.113.0/24' } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(WHITELIST_MESSAGES.duplicate);

    const before = await linksOf(b.accountId);
    const refused = await v3('POST', 'payment-links', test_secret, { body: linkBody, from: '127.0.0.1' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(V3_ERROR_CODES.ipNotWhitelisted);
    expect(refused.body.message).toContain('127.0.0.1');
    expect(await linksOf(b.accountId)).toBe(before);
    const allowed = await v3('POST', 'payment-links', test_secret, { body: linkBody, from: '203.0.113.40' });
    expect(allowed.status).toBe(201);

    const v6 = await s.call('POST', 'v2/whitelist-ips', { token: b.owner, body: { ip: '2001:DB8::/48' } });
    expect(v6.status).toBe(201);
    expect((await v3('GET', 'transactions', test_secret, { from: '2001:db8::7' })).status).toBe(200);

    const removed = await s.call('DELETE', `v2/whitelist-ips/${added.body.data.id}`, { token: b.owner });
    expect(removed.status).toBe(200);
    expect((await v3('GET', 'transactions', test_secret, { from: '203.0.113.40' })).status).toBe(403);
    const foreign = await s.call('DELETE', 'v2/whitelist-ips/1', { token: b.owner });
    expect(foreign.status).toBe(404);
    const held = await s.db.execute(sql`SELECT count(*)::int AS n FROM whitelist_ips WHERE id = 1`);
    expect((held as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);

    const log = await auditActions(b.accountId);
    expect(log).toEqual(
      expect.arrayContaining([
        { action: 'whitelist.ip_added', data: { ip: '203.0.113.0/24' } },
        { action: 'whitelist.ip_added', data: { ip: '2001:db8::/48' } },
        { action: 'whitelist.ip_removed', data: { ip: '203.0.113.0/24' } },
      ]),
    );
    const list = await s.call('GET', 'v2/whitelist-ips', { token: b.member });
    expect(list.body.data.ips.map((r: { ip: string }) => r.ip)).toEqual(['2001:db8::/48']);
  });
});
