import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed';
import { readConfig } from '../env';
import { type TestServer, testServer } from '../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
  // A code for owner@demo.test and one for otp@demo.test sit in the outbox.
  await s.call('POST', 'v2/password/reset', { body: { email: 'owner@demo.test' } });
  await s.call('POST', 'v2/password/reset', { body: { email: 'otp@demo.test' } });
});
afterAll(() => s.close());

const statusOf = async (id: number) =>
  (await s.db.select({ status: accounts.complianceStatus }).from(accounts).where(eq(accounts.id, id)))[0]?.status;

describe('the outbox', () => {
  it('answers one recipient at a time: without `to` it lists nobody', async () => {
    const all = await s.call('GET', 'sandbox/outbox');
    expect(all.status).toBe(400);
    expect(all.body.message).toBe('To is empty');
    expect(all.body.data).toBeUndefined();
    const one = await s.call('GET', `sandbox/outbox?to=${encodeURIComponent('owner@demo.test')}`);
    expect(one.status).toBe(200);
    expect(one.body.data.length).toBeGreaterThan(0);
    expect(new Set(one.body.data.map((m: { to: string }) => m.to))).toEqual(new Set(['owner@demo.test']));
    // The page too: without an address it shows the form and no message.
    const page = await (await s.request('/sandbox/outbox')).text();
    expect(page).not.toContain('owner@demo.test');
    expect(page).not.toContain('otp@demo.test');
  });

  it('answers only requests from this machine', async () => {
    const to = `sandbox/outbox?to=${encodeURIComponent('owner@demo.test')}`;
    for (const from of ['203.0.113.9', '10.0.0.7', '::ffff:192.168.1.20', '2001:db8::1']) {
      const res = await s.call('GET', to, { from });
      expect(res.status, from).toBe(403);
      expect(res.body.data, from).toBeUndefined();
    }
    // Loopback, but through a proxy on this machine: someone else's request.
    const proxied = await s.call('GET', to, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(403);
    // Loopback, but addressed by another site's name (DNS rebinding from a page in a local browser).
    const rebound = await s.request(`http://evil.example/api/${to}`);
    expect(rebound.status).toBe(403);
    // The pages, and whatever is added under the sandbox later, are covered alike.
    expect((await s.request('/sandbox/outbox?to=owner%40demo.test', {}, '198.51.100.4')).status).toBe(403);
    expect((await s.request('/sandbox/compliance', {}, '198.51.100.4')).status).toBe(403);
    expect((await s.call('POST', 'sandbox/fixtures', { from: '198.51.100.4', body: {} })).status).toBe(403);
    for (const from of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await s.call('GET', to, { from })).status, from).toBe(200);
    }
  });

  it('answers other machines when explicitly opened', async () => {
    const open = await testServer({ sandboxOpenToNetwork: true });
    try {
      const res = await open.call('GET', `sandbox/outbox?to=${encodeURIComponent('owner@demo.test')}`, {
        from: '203.0.113.9',
      });
      expect(res.status).toBe(200);
      // Opened, it still answers one recipient at a time.
      expect((await open.call('GET', 'sandbox/outbox', { from: '203.0.113.9' })).status).toBe(400);
    } finally {
      await open.close();
    }
  });
});

describe("the sandbox reviewer's forms", () => {
  it('refuse a post without the form token, or from another origin', async () => {
    const id = DEMO_ACCOUNTS.demoEvents;
    expect(await statusOf(id)).toBe('IR');
    const bare = await s.request(`/sandbox/compliance/${id}/approve`, { method: 'POST' });
    expect(bare.status).toBe(403);
    // A token that is not this browser's cookie.
    const forged = await s.request(`/sandbox/compliance/${id}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `sandbox_form=${'a'.repeat(43)}` },
      body: `_sandbox_form=${'b'.repeat(43)}`,
    });
    expect(forged.status).toBe(403);
    // The right pair, but posted by a page of another site.
    const page = await s.request('/sandbox/compliance');
    const token = page.headers.get('set-cookie')?.match(/sandbox_form=([^;]+)/)?.[1] ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await page.text()).toContain(`name="_sandbox_form" value="${token}"`);
    const crossSite = await s.request(`/sandbox/compliance/${id}/approve`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `sandbox_form=${token}`,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: `_sandbox_form=${token}`,
    });
    expect(crossSite.status).toBe(403);
    expect(await statusOf(id)).toBe('IR');
    // The page's own form, as the browser posts it.
    const approved = await s.sandboxForm(`/sandbox/compliance/${id}/approve`);
    expect(approved.status).toBe(303);
    expect(await statusOf(id)).toBe('AA');
  });

  it('sets the form cookie strict to the sandbox pages', async () => {
    const page = await s.request('/sandbox/compliance');
    const cookie = page.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/sandbox/);
  });
});

describe('start-up', () => {
  it('refuses the sandbox where the server looks deployed, unless told loudly', () => {
    expect(() => readConfig({ PUBLIC_URL: 'https://pay.example.com' })).toThrow(/SANDBOX/);
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/I_UNDERSTAND_THE_SANDBOX_EXPOSES_EVERY_ACCOUNT/);
    expect(() => readConfig({ SANDBOX: '1', PUBLIC_URL: 'https://pay.example.com' })).toThrow(/SANDBOX/);
    expect(readConfig({ SANDBOX: '0', PUBLIC_URL: 'https://pay.example.com', NODE_ENV: 'production' }).sandbox).toBe(
      false,
    );
    const demo = readConfig({ NODE_ENV: 'production', I_UNDERSTAND_THE_SANDBOX_EXPOSES_EVERY_ACCOUNT: '1' });
    expect(demo.sandbox).toBe(true);
    expect(demo.sandboxOpenToNetwork).toBe(false);
    expect(readConfig({}).sandbox).toBe(true);
    expect(readConfig({ SANDBOX_OPEN_TO_NETWORK: '1' }).sandboxOpenToNetwork).toBe(true);
  });
});
