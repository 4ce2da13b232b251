import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posOrders } from '../../db/schema';
import { type TestServer, testServer } from '../../test/harness';

/**
 * POS terminal requests: only with merchant_can_make_posrequests, only by the admins, the contact's phone
 * number of the business's country; a request goes requested → approved → shipped → delivered, one
 * sandbox step at a time, and another business's request is out of reach.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

interface Business {
  accountId: number;
  tokens: string[];
}

async function business(
  options: { roles?: string[]; country?: 'NG' | 'GH' | 'KE' | 'ZA'; enabled?: boolean } = {},
): Promise<Business> {
  const { roles = ['Owner'], country = 'NG', enabled = true } = options;
  return s.business({
    business: {
      country,
      compliance: 'AA',
      live: true,
      preferences: enabled ? { merchant_can_make_posrequests: '1' } : {},
    },
    users: roles.map((role) => ({ role })),
  });
}

const request = {
  quantity: 2,
  address: '3 Broad Street, Lagos Island',
  contact_name: 'Ada Obi',
  contact_phone: '0803 123 4567',
};
const requestsOf = (accountId: number) => s.db.$count(posOrders, eq(posOrders.accountId, accountId));

describe('requesting POS terminals', () => {
  it('records the request as requested, with the contact phone in international form', async () => {
    const b = await business();
    const res = await s.call('POST', 'v2/pos/orders', { token: b.tokens[0], body: request });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Your request for POS terminals has been received');
    expect(res.body.data).toMatchObject({
      terminals: 2,
      address: '3 Broad Street, Lagos Island',
      contact_name: 'Ada Obi',
      contact_phone: '+2348031234567',
      status: 'requested',
    });
    expect(res.body.data.reference).toMatch(/^POS-[0-9A-F]{8}$/);
    expect(res.body.data.steps.map((x: { date: string | null }) => x.date !== null)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    const list = await s.call('GET', 'v2/pos/orders?page=1', { token: b.tokens[0] });
    expect(list.body.data.orders.map((o: { id: number }) => o.id)).toEqual([res.body.data.id]);
  });

  it('is refused without merchant_can_make_posrequests, with a message that says so, and writes nothing', async () => {
    const b = await business({ enabled: false });
    const res = await s.call('POST', 'v2/pos/orders', { token: b.tokens[0], body: request });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'POS terminal requests are not enabled for your business. Contact support to enable them.',
    );
    expect(await requestsOf(b.accountId)).toBe(0);
  });

  it('is for the admins only', async () => {
    const b = await business({ roles: ['Owner', 'Admin', 'User', 'v2-Operations'] });
    const [owner, admin, user, operations] = b.tokens;
    expect((await s.call('POST', 'v2/pos/orders', { token: owner, body: request })).status).toBe(201);
    expect((await s.call('POST', 'v2/pos/orders', { token: admin, body: request })).status).toBe(201);
    for (const token of [user, operations]) {
      const res = await s.call('POST', 'v2/pos/orders', { token, body: request });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only an Owner or Admin can request POS terminals');
    }
    expect(await requestsOf(b.accountId)).toBe(2);
  });

  it('checks the quantity, the address, the contact and the phone number of the country', async () => {
    const b = await business({ country: 'KE' });
    const bad: [Record<string, unknown>, string][] = [
      [{ ...request, quantity: 0 }, 'Enter a number of terminals from 1 to 50'],
      [{ ...request, quantity: 51 }, 'Enter a number of terminals from 1 to 50'],
      [{ ...request, quantity: 2.5 }, 'Enter a number of terminals from 1 to 50'],
      [{ ...request, address: '   ' }, 'Enter the delivery address'],
      [{ ...request, contact_name: '' }, "Enter the contact person's name"],
      [{ ...request, contact_phone: '+2348031234567' }, 'Enter a valid Kenya phone number, like +2548031234567'],
      [{ ...request, contact_phone: '12' }, 'Enter a valid Kenya phone number, like +2548031234567'],
    ];
    for (const [body, message] of bad) {
      const res = await s.call('POST', 'v2/pos/orders', { token: b.tokens[0], body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await requestsOf(b.accountId)).toBe(0);
    const ok = await s.call('POST', 'v2/pos/orders', {
      token: b.tokens[0],
      body: { ...request, quantity: 50, contact_phone: '0712 345 678' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.contact_phone).toBe('+254712345678');
  });
});

describe('following a request to delivery', () => {
  it('moves one step per sandbox advance, stamping each, and stops at delivered', async () => {
    const b = await business();
    const made = await s.call('POST', 'v2/pos/orders', { token: b.tokens[0], body: request });
    const id = made.body.data.id as number;
    for (const status of ['approved', 'shipped', 'delivered']) {
      const res = await s.call('POST', 'sandbox/pos/orders/advance', { body: { order_id: id } });
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe(status);
    }
    const detail = await s.call('GET', `v2/pos/orders/${id}`, { token: b.tokens[0] });
    expect(detail.status).toBe(200);
    expect(detail.body.data.status).toBe('delivered');
    expect(detail.body.data.steps.map((x: { status: string }) => x.status)).toEqual([
      'requested',
      'approved',
      'shipped',
      'delivered',
    ]);
    expect(detail.body.data.steps.every((x: { date: string | null }) => x.date !== null)).toBe(true);
    const again = await s.call('POST', 'sandbox/pos/orders/advance', { body: { order_id: id } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This POS order has already been delivered');
    const delivered = await s.call('GET', 'v2/pos/orders?status=delivered', { token: b.tokens[0] });
    expect(delivered.body.data.orders.map((o: { id: number }) => o.id)).toEqual([id]);
  });

  it("answers 404 for another business's request and for no request at all", async () => {
    const mine = await business();
    const theirs = await business();
    const made = await s.call('POST', 'v2/pos/orders', { token: theirs.tokens[0], body: request });
    const id = made.body.data.id as number;
    expect((await s.call('GET', `v2/pos/orders/${id}`, { token: mine.tokens[0] })).status).toBe(404);
    expect((await s.call('GET', 'v2/pos/orders/999999999', { token: mine.tokens[0] })).status).toBe(404);
    expect((await s.call('GET', 'v2/pos/orders/abc', { token: mine.tokens[0] })).status).toBe(404);
    const nowhere = await s.call('POST', 'sandbox/pos/orders/advance', { body: { order_id: 2_147_483_647 } });
    expect(nowhere.status).toBe(404);
    const tooBig = await s.call('POST', 'sandbox/pos/orders/advance', { body: { order_id: 2_147_483_648 } });
    expect(tooBig.status).toBe(400);
  });

  it('shows the seeded Demo Stores requests at their steps', async () => {
    const { token } = await s.signIn('admin@demo.test');
    const list = await s.call('GET', 'v2/pos/orders?page=1', { token });
    const statuses = (list.body.data.orders as { status: string }[]).map((o) => o.status);
    expect(statuses).toEqual(expect.arrayContaining(['requested', 'shipped', 'delivered']));
  });
});
