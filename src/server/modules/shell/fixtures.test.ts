import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED } from '../../db/seed-demo';
import { type TestServer, testServer } from '../../test/harness';

/** The named demo records exist and the global search finds each (e2e journeys and the README rely on them). */
let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await testServer();
  token = (await s.signIn('owner@demo.test')).token;
});
afterAll(() => s.close());

describe('seeded fixtures', () => {
  it('finds the customer, transaction, transfer, card and subaccount by search', async () => {
    const customers = await s.call('GET', 'v2/customers/query?q=Amaka%20Obi', { token });
    expect(customers.body.data.page_info.total).toBe(1);
    expect(customers.body.data.customers[0]).toMatchObject({
      id: SEEDED.customer.id,
      customer_fullname: 'Amaka Obi',
      customer_email: 'amaka.obi@example.com',
    });
    const transactions = await s.call('GET', `v2/transactions/query?q=${SEEDED.transaction.reference}`, { token });
    expect(transactions.body.data.transactions).toEqual([
      expect.objectContaining({
        id: SEEDED.transaction.id,
        unique_reference: 'DSTX00000001',
        narration: 'Order #1001',
        status: 'successful',
        currency: 'NGN',
        amount_charged: 2_450_000,
      }),
    ]);
    const transfers = await s.call('GET', `v2/transfers?reference=${SEEDED.transfer.reference}`, { token });
    expect(transfers.body.data.transfers).toHaveLength(1);
    expect(transfers.body.data.transfers[0].reference).toBe('TRF000000001');
    const cards = await s.call('GET', 'v2/cards/search?name=Ada%20Okafor', { token });
    expect(cards.body.data.cards[0]).toMatchObject({ card_id: 'card_demo_0001', name: 'Ada Okafor' });
    const subs = await s.call('GET', 'v2/subaccounts?business_name=Ikeja', { token });
    expect(subs.body.data.subaccounts[0]).toMatchObject({
      id: SEEDED.subaccount.id,
      business_name: 'Demo Stores Ikeja',
    });
  });

  it('gives Demo Stores the preferences the sidebar reads', async () => {
    const prefs = await s.call('GET', 'merchant/account/preferences', { token });
    const names = prefs.body.data.map((p: { setting_name: string }) => p.setting_name);
    expect(names).toEqual(expect.arrayContaining(['bills_enabled', 'capital_enabled', 'enabled_for_payroll']));
  });
});
