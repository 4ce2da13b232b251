import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BARTER_MESSAGES } from '../../../contract/platform-services';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { type TestServer, testServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

describe('GET flwv3-pug/getpaidx/api/ip', () => {
  it('answers the address the server sees, as the whitelist compares it, never a forwarding header', async () => {
    const { token } = await s.signIn('admin@demo.test');
    const seen = await s.call('GET', 'flwv3-pug/getpaidx/api/ip', {
      token,
      from: '203.0.113.9',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toEqual({ ip: '203.0.113.9' });
    const mapped = await s.call('GET', 'flwv3-pug/getpaidx/api/ip', { token, from: '::ffff:198.51.100.4' });
    expect(mapped.body.data).toEqual({ ip: '198.51.100.4' });
    const v6 = await s.call('GET', 'flwv3-pug/getpaidx/api/ip', { token, from: '2001:db8::7' });
    expect(v6.body.data).toEqual({ ip: '2001:db8::7' });
    expect((await s.call('GET', 'flwv3-pug/getpaidx/api/ip')).status).toBe(401);
  });
});

describe('barter: merchant_id and enroll', () => {
  it('reads the business’s id; a business without one is 404 until an admin enrols it, once', async () => {
    const stores = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoStores })).token;
    expect((await s.call('GET', 'v2/services/barter/merchant_id', { token: stores })).body.data).toEqual({
      id: 'DMS20001',
    });
    // Enrolling a business that has an id keeps it.
    const kept = await s.call('POST', 'v2/services/barter/enroll', { token: stores });
    expect(kept.body.data).toEqual({ merchant_unique_id: 'DMS20001' });

    const foods = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoFoods })).token;
    const missing = await s.call('GET', 'v2/services/barter/merchant_id', { token: foods });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(BARTER_MESSAGES.notEnrolled);
    const [first, second] = await Promise.all([
      s.call('POST', 'v2/services/barter/enroll', { token: foods }),
      s.call('POST', 'v2/services/barter/enroll', { token: foods }),
    ]);
    expect(first.status).toBe(200);
    const id = first.body.data.merchant_unique_id as string;
    expect(id).toMatch(/^BTR\d{5,}$/);
    expect(second.body.data).toEqual({ merchant_unique_id: id });
    expect((await s.call('GET', 'v2/services/barter/merchant_id', { token: foods })).body.data).toEqual({ id });
    // The business list and the switcher's list carry it (barter.merchant_id, spec 1 §3).
    const list = await s.call('GET', 'v2/accounts', { token: foods });
    expect(list.body.data.find((a: { id: number }) => a.id === DEMO_ACCOUNTS.demoFoods).merchant_id).toBe(id);
  });

  it('only an Owner or Admin may enrol', async () => {
    const { token } = await s.signIn('member@demo.test');
    const refused = await s.call('POST', 'v2/services/barter/enroll', { token });
    expect(refused.status).toBe(403);
    expect((await s.call('GET', 'v2/services/barter/merchant_id', { token })).status).toBe(200);
  });
});
