import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts } from '../../db/schema';
import { type TestServer, testServer } from '../../test/harness';
import { signedInOwner } from '../../test/kit';

/** A plan's payments (first charges and renewals) on the plan and on its link; another business's plan is not found. */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const owner = () => signedInOwner(s);

const PLAN = { name: 'Box of the month', amount: 800_000, currency: 'NGN', interval: 'monthly', duration: 0 };

describe("a plan's payments", () => {
  it('are its successful charges, newest first, on the plan and on its link', async () => {
    const b = await owner();
    const plan = (await s.call('POST', 'v2/payment-plans', { token: b.token, body: PLAN })).body.data;
    expect(
      (await s.call('GET', `v2/payment-plans/${plan.id}/payments`, { token: b.token })).body.data.payments,
    ).toEqual([]);
    const charge = (ref: string, status: 'successful' | 'failed', day: number, source: 'plan' | 'link' = 'plan') => ({
      ref: `${ref}-${b.accountId}`,
      accountId: b.accountId,
      source,
      sourceId: plan.id,
      amount: PLAN.amount,
      currency: 'NGN',
      customerName: 'Kemi Box',
      customerEmail: 'kemi@example.test',
      status,
      createdAt: new Date(`2026-0${day}-01T00:00:00Z`),
      completedAt: new Date(`2026-0${day}-01T00:00:00Z`),
    });
    await s.db.insert(checkouts).values([
      charge('first', 'successful', 1),
      charge('renewal', 'successful', 2),
      charge('declined', 'failed', 3),
      // A link's payment whose link id happens to equal the plan's id is not the plan's.
      charge('other', 'successful', 4, 'link'),
    ]);
    const res = await s.call('GET', `v2/payment-plans/${plan.id}/payments`, { token: b.token });
    expect(res.status).toBe(200);
    expect(res.body.data.page_info.total).toBe(2);
    expect(res.body.data.payments.map((p: { reference: string }) => p.reference)).toEqual([
      `renewal-${b.accountId}`,
      `first-${b.accountId}`,
    ]);
    expect(res.body.data.payments[0]).toMatchObject({ customer_name: 'Kemi Box', amount: 800_000 });
    const link = (await s.call('GET', `v2/payment-plans/${plan.id}`, { token: b.token })).body.data.link;
    const onLink = await s.call('GET', `v2/payment-links/${link.id}/payments`, { token: b.token });
    expect(onLink.body.data.payments.map((p: { reference: string }) => p.reference)).toEqual([
      `renewal-${b.accountId}`,
      `first-${b.accountId}`,
    ]);
    expect((await s.call('GET', `v2/payment-links/${link.id}`, { token: b.token })).body.data.payments_count).toBe(2);

    const other = await owner();
    expect((await s.call('GET', `v2/payment-plans/${plan.id}/payments`, { token: other.token })).status).toBe(404);
  });
});
