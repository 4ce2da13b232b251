import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { type TestServer, testServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

describe('merchant preferences', () => {
  it("lists the account's own preferences and sets an allowed one", async () => {
    const otp = await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoStores });
    const list = await s.call('GET', 'merchant/account/preferences', { token: otp.token });
    expect(list.body.data).toContainEqual({ setting_name: 'rolling_reserve_rate', preference_value: '5' });
    expect(list.body.data.find((p: { setting_name: string }) => p.setting_name === 'require_2factor')).toBeUndefined();

    const set = await s.call('POST', 'merchant/account/preferences', {
      token: otp.token,
      body: { setting: 'search_alert_received', value: '1' },
    });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe('Settings updated successfully');
    const after = await s.call('GET', 'merchant/account/preferences', { token: otp.token });
    expect(after.body.data).toContainEqual({ setting_name: 'search_alert_received', preference_value: '1' });
  });

  it('refuses preferences the dashboard may not set (two-factor is not self-service here)', async () => {
    const owner = await s.signIn('owner@demo.test');
    const res = await s.call('POST', 'merchant/account/preferences', {
      token: owner.token,
      body: { setting: 'require_2factor', value: '0' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Setting is invalid');
  });
});

describe('merchant keys', () => {
  it('masks secrets for every role: admins see the last 4 characters (the clear ones: the reveal call)', async () => {
    const admin = await s.signIn('admin@demo.test');
    const member = await s.signIn('member@demo.test');
    const full = await s.call('GET', 'v2/merchantkeys?include_v1_keys=1', { token: admin.token });
    const masked = await s.call('GET', 'v2/merchantkeys?include_v1_keys=1', { token: member.token });
    expect(full.body.data.test_key).toMatch(/^FLWPUBK_TEST-/);
    expect(full.body.data.test_secret).toMatch(/^FLWSECK_TEST-\*{12}[0-9a-f]{4}-X$/);
    expect(full.body.data.v1keys.public_key).toMatch(/^FLWPUBK-/);
    expect(masked.body.data.test_key).toBe(full.body.data.test_key);
    expect(masked.body.data.test_secret).toContain('*');
    expect(masked.body.data.test_secret).not.toBe(full.body.data.test_secret);
  });
});

describe('last viewed page (v2/lastvp/log)', () => {
  it('remembers list pages, falls back to transactions for details and compliance, and login returns it', async () => {
    const admin = await s.signIn('admin@demo.test');
    const log = (lv: { name: string; id?: string }) =>
      s.call('POST', 'v2/lastvp/log', { token: admin.token, body: { lv } });
    expect((await log({ name: 'balance/settlements' })).body.data.last_viewed_page).toBe('balance/settlements');
    expect((await log({ name: 'transactions', id: '123' })).body.data.last_viewed_page).toBe('transactions/all');
    expect((await log({ name: 'compliance' })).body.data.last_viewed_page).toBe('transactions/all');
    await log({ name: 'customers/list' });
    const login = await s.call('POST', 'login', {
      body: { identifier: 'admin@demo.test', password: 'Demo-pass-2026' },
    });
    expect(login.body.data.last_viewed_page).toBe('customers/list');
  });

  it('keeps route parameters, and never remembers no-access: the page before it stays', async () => {
    const admin = await s.signIn('admin@demo.test');
    const log = (lv: { name: string; id?: string }) =>
      s.call('POST', 'v2/lastvp/log', { token: admin.token, body: { lv } });
    expect((await log({ name: 'search/Amaka%20Obi' })).body.data.last_viewed_page).toBe('search/Amaka%20Obi');
    expect((await log({ name: 'transfers/bulk/bank' })).body.data.last_viewed_page).toBe('transfers/bulk/bank');
    expect((await log({ name: 'no-access' })).body.data.last_viewed_page).toBe('transfers/bulk/bank');
    const login = await s.call('POST', 'login', {
      body: { identifier: 'admin@demo.test', password: 'Demo-pass-2026' },
    });
    expect(login.body.data.last_viewed_page).toBe('transfers/bulk/bank');
    // Anything that could leave the path (a dot segment, a slash of its own kind) is refused.
    expect((await log({ name: 'search/../../x' })).status).toBe(400);
  });
});

describe('white label', () => {
  it('names the product and says whether sign-up shows', async () => {
    const res = await s.call('GET', 'v2/whitelabel/preferences');
    expect(res.body.data).toMatchObject({ merchant_name: 'Paydesk', hide_signup: false });
    const unknown = await s.call('GET', 'v2/whitelabel/preferences', { headers: { 'x-whitelabel-id': 'nope' } });
    expect(unknown.body.data.merchant_name).toBe('Paydesk');
  });
});

describe('the served app', () => {
  it('sends a Content-Security-Policy and the strict headers on every answer', async () => {
    const res = await s.app.request('/api/v2/whitelabel/preferences');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers unknown API paths with a JSON 404 and missing assets with 404', async () => {
    const api = await s.call('GET', 'no/such/endpoint');
    expect(api.status).toBe(404);
    expect(api.body.message).toBe('Not found');
    expect((await s.app.request('/assets/missing-123.js')).status).toBe(404);
  });
});
