import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSmartcardOwner } from '../../../contract/bills';
import { bills, walletEntries } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { REPLAYED_HEADER } from '../../idempotency';
import { expectBalancedLedger, walletOf } from '../../test/ledger';
import { type TestServer, testServer } from '../../test/harness';

/**
 * Airtime & DSTV: a purchase is paid from the balance once per idempotency key, with a ledger entry that
 * keeps the ledger balanced, and answers its receipt; a balance that cannot hold it is refused with
 * nothing written; the phone number and amount follow the country's rules; the smartcard is resolved
 * before paying; only the admins pay, only with bills access, and another business's bill is out of reach.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

function business(
  options: { roles?: string[]; country?: 'NG' | 'GH' | 'KE' | 'ZA'; access?: boolean; compliance?: 'AA' | 'IR' } = {},
) {
  const { roles = ['Owner'], country = 'NG', access = true, compliance = 'AA' } = options;
  return s.business({
    business: { country, compliance, preferences: access ? { bills_enabled: '1' } : {} },
    users: roles.map((role) => ({ role })),
  });
}

const billsOf = (accountId: number) => s.db.$count(bills, eq(bills.accountId, accountId));
const airtime = { network: 'MTN', phone: '0803 123 4567', amount: 150_000 };

describe('buying airtime', () => {
  it('debits the balance once under its key, balanced, and answers the receipt', async () => {
    const b = await business();
    const before = await walletOf(s, b.accountId);
    const send = () =>
      s.call('POST', 'v2/bills/airtime', {
        token: b.tokens[0],
        body: airtime,
        headers: { 'Idempotency-Key': 'airtime-key-0001-abcdefghijklmnop' },
      });
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Airtime sent');
    expect(first.body.data).toMatchObject({
      type: 'airtime',
      network: 'MTN',
      customer: '+2348031234567',
      amount: 150_000,
      currency: 'NGN',
      status: 'successful',
    });
    expect(first.body.data.reference).toMatch(/^BIL[0-9A-F]{9}$/);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.headers.get(REPLAYED_HEADER)).toBeTruthy();
    expect(again.body.data.id).toBe(first.body.data.id);
    // Another body under the same key is refused, and pays nothing.
    const other = await s.call('POST', 'v2/bills/airtime', {
      token: b.tokens[0],
      body: { ...airtime, amount: 200_000 },
      headers: { 'Idempotency-Key': 'airtime-key-0001-abcdefghijklmnop' },
    });
    expect(other.status).toBe(422);
    const after = await walletOf(s, b.accountId);
    expect(before.ledgerBalance - after.ledgerBalance).toBe(150_000);
    expect(before.availableBalance - after.availableBalance).toBe(150_000);
    expect(await billsOf(b.accountId)).toBe(1);
    const [entry] = await s.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.reference, first.body.data.reference));
    expect(entry).toMatchObject({ amount: -150_000, type: 'D' });
    await expectBalancedLedger(s, b.accountId);

    // The receipt and the history read the same bill.
    const receipt = await s.call('GET', `v2/bills/${first.body.data.id}`, { token: b.tokens[0] });
    expect(receipt.body.data).toEqual(first.body.data);
    const history = await s.call('GET', 'v2/bills?type=airtime', { token: b.tokens[0] });
    expect(history.body.data.bills.map((x: { id: number }) => x.id)).toEqual([first.body.data.id]);
  });

  it('refuses a balance that cannot hold it, with a clear message, writing nothing', async () => {
    const b = await business({ compliance: 'IR' });
    const res = await s.call('POST', 'v2/bills/airtime', {
      token: b.tokens[0],
      body: airtime,
      headers: { 'Idempotency-Key': 'airtime-poor-0001-abcdefghijklmno' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Your balance is not enough for this payment. Fund your balance and try again.');
    expect(await billsOf(b.accountId)).toBe(0);
    expect((await walletOf(s, b.accountId)).ledgerBalance).toBe(0);
    await expectBalancedLedger(s, b.accountId);
  });

  it("checks the network, the country's phone numbers and the amount's limits", async () => {
    const b = await business();
    const refusal = async (body: object) => {
      const res = await s.call('POST', 'v2/bills/airtime', { token: b.tokens[0], body: { ...airtime, ...body } });
      expect(res.status).toBe(400);
      return res.body.message;
    };
    expect(await refusal({ network: 'Safaricom' })).toBe('Choose a network');
    expect(await refusal({ phone: '+254712345678' })).toBe('Enter a valid Nigeria phone number, like +2348031234567');
    expect(await refusal({ phone: '0803' })).toBe('Enter a valid Nigeria phone number, like +2348031234567');
    expect(await refusal({ amount: 4_999 })).toBe('The minimum amount is NGN 50');
    expect(await refusal({ amount: 5_000_001 })).toBe('The maximum amount is NGN 50,000');
    expect(await billsOf(b.accountId)).toBe(0);
    await expectBalancedLedger(s, b.accountId);
  });

  it("pays in the business's own currency and networks (Kenya)", async () => {
    const b = await business({ country: 'KE' });
    const options = await s.call('GET', 'v2/bills/options', { token: b.tokens[0] });
    expect(options.body.data.airtime).toMatchObject({ currency: 'KES', dialCode: '+254', min: 1_000 });
    expect(options.body.data.dstv).toBeNull();
    const res = await s.call('POST', 'v2/bills/airtime', {
      token: b.tokens[0],
      body: { network: 'Safaricom', phone: '0712 345 678', amount: 5_000 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ customer: '+254712345678', currency: 'KES' });
    await expectBalancedLedger(s, b.accountId, 'KES');
    const dstv = await s.call('GET', 'v2/bills/dstv/customer?smartcard=7012345678', { token: b.tokens[0] });
    expect(dstv.status).toBe(400);
  });
});

describe('paying DSTV', () => {
  it('resolves the smartcard to a name, then pays the bouquet price once, balanced', async () => {
    const b = await business();
    const options = await s.call('GET', 'v2/bills/options', { token: b.tokens[0] });
    const compact = options.body.data.dstv.bouquets.find((x: { code: string }) => x.code === 'compact');
    expect(compact).toEqual({ code: 'compact', name: 'DStv Compact', price: 1_900_000 });
    const resolved = await s.call('GET', 'v2/bills/dstv/customer?smartcard=7012345678', { token: b.tokens[0] });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toEqual({
      smartcard: '7012345678',
      customer_name: sandboxSmartcardOwner('7012345678'),
    });
    const before = await walletOf(s, b.accountId);
    const paid = await s.call('POST', 'v2/bills/dstv', {
      token: b.tokens[0],
      body: { smartcard: '7012345678', bouquet: 'compact' },
      headers: { 'Idempotency-Key': 'dstv-key-0001-abcdefghijklmnopqr' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.message).toBe('DSTV subscription paid');
    expect(paid.body.data).toMatchObject({
      type: 'dstv',
      customer: '7012345678',
      recipient_name: resolved.body.data.customer_name,
      bouquet: 'DStv Compact',
      amount: 1_900_000,
      status: 'successful',
    });
    expect(before.ledgerBalance - (await walletOf(s, b.accountId)).ledgerBalance).toBe(1_900_000);
    await expectBalancedLedger(s, b.accountId);
  });

  it('refuses an unknown smartcard and a bouquet not on the list, writing nothing', async () => {
    const b = await business();
    const unknown = await s.call('GET', 'v2/bills/dstv/customer?smartcard=7012340000', { token: b.tokens[0] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('We could not find a DSTV customer with this smartcard number');
    const pay = await s.call('POST', 'v2/bills/dstv', {
      token: b.tokens[0],
      body: { smartcard: '7012340000', bouquet: 'compact' },
    });
    expect(pay.status).toBe(404);
    const bouquet = await s.call('POST', 'v2/bills/dstv', {
      token: b.tokens[0],
      body: { smartcard: '7012345678', bouquet: 'gold' },
    });
    expect(bouquet.status).toBe(400);
    expect(bouquet.body.message).toBe('Choose a bouquet');
    const short = await s.call('GET', 'v2/bills/dstv/customer?smartcard=70123', { token: b.tokens[0] });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Smartcard number must be 10 digits');
    expect(await billsOf(b.accountId)).toBe(0);
  });
});

describe('who may pay', () => {
  it('only the admins pay; everyone with access reads the history', async () => {
    const b = await business({ roles: ['Owner', 'Admin', 'v2-Admin', 'v2-Operations', 'User', 'v2-User'] });
    for (const [i, token] of b.tokens.entries()) {
      const res = await s.call('POST', 'v2/bills/airtime', { token, body: airtime });
      expect(res.status, `role ${i}`).toBe(i < 3 ? 200 : 403);
      if (i >= 3) expect(res.body.message).toBe('Only an Owner or Admin can pay bills');
      const dstv = await s.call('POST', 'v2/bills/dstv', { token, body: { smartcard: '7012345678', bouquet: 'padi' } });
      expect(dstv.status).toBe(i < 3 ? 200 : 403);
      expect((await s.call('GET', 'v2/bills', { token })).status).toBe(200);
    }
    expect(await billsOf(b.accountId)).toBe(6);
    await expectBalancedLedger(s, b.accountId);
  });

  it('refuses every bills call without bills access, as the menu hides it', async () => {
    const b = await business({ access: false });
    const token = b.tokens[0];
    const calls = [
      s.call('GET', 'v2/bills', { token }),
      s.call('GET', 'v2/bills/options', { token }),
      s.call('GET', 'v2/bills/dstv/customer?smartcard=7012345678', { token }),
      s.call('POST', 'v2/bills/airtime', { token, body: airtime }),
      s.call('POST', 'v2/bills/dstv', { token, body: { smartcard: '7012345678', bouquet: 'padi' } }),
      s.call('GET', 'v2/bills/1', { token }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Airtime & DSTV is not enabled for this business');
    }
    expect(await billsOf(b.accountId)).toBe(0);
  });

  it("answers another business's bill 404", async () => {
    const b = await business();
    const seeded = await s.db.select({ id: bills.id }).from(bills).where(eq(bills.accountId, DEMO_ACCOUNTS.demoStores));
    expect(seeded.length).toBeGreaterThan(0);
    const res = await s.call('GET', `v2/bills/${seeded[0]!.id}`, { token: b.tokens[0] });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Bill not found');
    // The owner of Demo Stores reads its own seeded receipt, with whom it paid.
    const { token } = await s.signIn('admin@demo.test');
    const own = await s.call('GET', `v2/bills/${seeded[0]!.id}`, { token });
    expect(own.status).toBe(200);
    expect(own.body.data.network ?? own.body.data.recipient_name).toBeTruthy();
  });
});
