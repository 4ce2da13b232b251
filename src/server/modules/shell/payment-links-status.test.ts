import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../test/harness';
import { signedInOwner } from '../../test/kit';

/** The payment links list filters by status: sales mode shows only the links customers can pay. */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const link = (title: string) => ({
  title,
  description: '',
  kind: 'payment',
  amount: 500_000,
  currency: 'NGN',
  custom_fields: [],
  redirect_url: null,
  payment_limit: null,
  expires_at: null,
  suggested_amounts: [],
});

describe('GET v2/payment-links?status=', () => {
  it('answers only the links of that status, and every link without one', async () => {
    const { token } = await signedInOwner(s);
    const ids: number[] = [];
    for (const title of ['Counter coffee', 'Counter tea']) {
      const res = await s.call('POST', 'v2/payment-links', { token, body: link(title) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.data.id);
    }
    const off = await s.call('PUT', `v2/payment-links/${ids[1]}/status`, { token, body: { status: 'inactive' } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const titles = async (query: string) =>
      ((await s.call('GET', `v2/payment-links${query}`, { token })).body.data.payment_links as { title: string }[]).map(
        (l) => l.title,
      );
    expect(await titles('?status=active')).toEqual(['Counter coffee']);
    expect(await titles('?status=inactive')).toEqual(['Counter tea']);
    expect((await titles('')).sort()).toEqual(['Counter coffee', 'Counter tea']);
    expect((await s.call('GET', 'v2/payment-links?status=gone', { token })).status).toBe(400);
  });
});
