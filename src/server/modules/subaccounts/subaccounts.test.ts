import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../../contract/checkout';
import { splitShares } from '../../../contract/subaccounts';
import { nubanCheckDigit } from '../../../contract/transfers';
import { audits, subaccountSplits, subaccounts, transactions, walletEntries } from '../../db/schema';
import { REPLAYED_HEADER } from '../../idempotency';
import { resolveAccountName } from '../../sandbox/bank-directory';
import { expectBalancedLedger, walletOf } from '../../test/ledger';
import { type TestServer, testServer } from '../../test/harness';

/**
 * Subaccounts: admins create, edit, deactivate and activate them (bank account resolved again by the
 * server, audited), nobody else; another business's subaccount is a 404 everywhere; a payment through a
 * link naming one is split once, the merchant's share credited to its ledger and the subaccount's
 * recorded beside it, adding up with the fee to the amount; a deactivated one splits nothing.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

async function business() {
  const made = await s.business({
    business: { country: 'NG', compliance: 'AA' },
    users: [{ role: 'Owner' }, { role: 'User' }],
  });
  return { accountId: made.accountId, owner: made.tokens[0]!, user: made.tokens[1]! };
}

/** A valid NUBAN at Access Bank (044) for a serial, and the name the sandbox bank resolves it to. */
function bankAccount(serial: number) {
  const base = String(serial).padStart(9, '0');
  const number = `${base}${nubanCheckDigit('044', base)}`;
  const resolved = resolveAccountName(
    { id: 1, code: '044', name: 'Access Bank', country: 'NG', isMobileVerified: false },
    number,
  );
  if (!('name' in resolved)) throw new Error(resolved.problem);
  return { bank_code: '044', account_number: number, account_name: resolved.name };
}

let serial = 100_000_000;
const request = (over: Record<string, unknown> = {}) => ({
  business_name: 'Lagos Branch',
  fullname: 'Tolu Adeyemi',
  business_email: 'tolu@branch.test',
  business_mobile: '+2348012345678',
  ...bankAccount(serial++),
  split_type: 'percentage',
  split_value: 12.5,
  split_currency: null,
  ...over,
});

const create = (token: string, body: Record<string, unknown>, key?: string) =>
  s.call('POST', 'v2/subaccounts', { token, body, headers: key ? { 'Idempotency-Key': key } : {} });

async function linkWith(token: string, subaccountId: number | null, amount = 1_500_000, currency = 'NGN') {
  const res = await s.call('POST', 'v2/payment-links', {
    token,
    body: {
      title: 'Split sale',
      description: '',
      kind: 'payment',
      amount,
      currency,
      custom_fields: [],
      redirect_url: null,
      payment_limit: null,
      expires_at: null,
      suggested_amounts: [],
      subaccount_id: subaccountId,
    },
  });
  return res;
}

const form = (path: string, fields: Record<string, string>) =>
  s.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' },
    body: new URLSearchParams(fields).toString(),
  });

/** A customer pays the link by card; answers the checkout's reference. */
async function pay(slug: string, attempt = `attempt-${Math.random().toString(36).slice(2)}`) {
  const opened = await form(`/pay/${slug}`, { name: 'Ada Buyer', email: `ada-${Date.now()}@buyer.test` });
  expect(opened.status).toBe(303);
  const ref = opened.headers.get('location')!.split('/').pop()!;
  const charged = await form(`/checkout/${ref}/card`, {
    number: TEST_CARDS.success,
    expiry: '12/39',
    cvv: '123',
    attempt,
  });
  expect(charged.status).toBe(303);
  return { ref, attempt };
}

async function splitOfRef(ref: string) {
  const [tx] = await s.db.select().from(transactions).where(eq(transactions.reference, ref));
  const splits = await s.db.select().from(subaccountSplits).where(eq(subaccountSplits.transactionId, tx!.id));
  const entries = await s.db.select().from(walletEntries).where(eq(walletEntries.reference, ref));
  return { tx: tx!, splits, entries };
}

describe('the split rule', () => {
  it('rounds a percentage share down to the minor unit; the merchant keeps the fraction', () => {
    // 1,001 × 33.33 % = 333.63…: the subaccount gets 333, the merchant 668.
    expect(splitShares(1001, { type: 'percentage', value: 3333 })).toEqual({
      merchantShare: 668,
      subaccountShare: 333,
    });
    expect(splitShares(1_479_000, { type: 'percentage', value: 1250 })).toEqual({
      merchantShare: 1_294_125,
      subaccountShare: 184_875,
    });
    expect(splitShares(1, { type: 'percentage', value: 9999 })).toEqual({ merchantShare: 1, subaccountShare: 0 });
  });

  it('takes a flat share whole, but never more than the net', () => {
    expect(splitShares(1_479_000, { type: 'flat', value: 50_000 })).toEqual({
      merchantShare: 1_429_000,
      subaccountShare: 50_000,
    });
    expect(splitShares(40_000, { type: 'flat', value: 50_000 })).toEqual({ merchantShare: 0, subaccountShare: 40_000 });
  });

  it('always adds up to the net', () => {
    for (let i = 1; i < 500; i++) {
      const net = (i * 7919) % 1_000_003;
      for (const split of [
        { type: 'percentage' as const, value: (i * 37) % 9999 || 1 },
        { type: 'flat' as const, value: (i * 131) % 200_000 || 1 },
      ]) {
        const { merchantShare, subaccountShare } = splitShares(net, split);
        expect(merchantShare + subaccountShare).toBe(net);
        expect(subaccountShare).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('creating and changing a subaccount', () => {
  it('creates one with the resolved account name, once per idempotency key, audited', async () => {
    const b = await business();
    const body = request();
    const key = 'sub-create-0001-abcdefghijklmnop';
    const first = await create(b.owner, body, key);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Subaccount created');
    expect(first.body.data).toMatchObject({
      business_name: 'Lagos Branch',
      fullname: 'Tolu Adeyemi',
      business_email: 'tolu@branch.test',
      business_mobile: '+2348012345678',
      bank_name: 'Access Bank',
      account_number: body.account_number,
      account_name: body.account_name,
      split_type: 'percentage',
      split_value: 12.5,
      split_currency: null,
      status: 'active',
      totals: [],
    });
    expect(first.body.data.subaccount_id).toMatch(/^RS_[A-Z0-9]{10}$/);
    const again = await create(b.owner, body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBeTruthy();
    expect(await s.db.$count(subaccounts, eq(subaccounts.accountId, b.accountId))).toBe(1);
    const logged = await s.db
      .select()
      .from(audits)
      .where(and(eq(audits.accountId, b.accountId), eq(audits.action, 'subaccount.created')));
    expect(logged).toHaveLength(1);
    // The list and its search show it.
    const listed = await s.call('GET', 'v2/subaccounts?business_name=Lagos', { token: b.owner });
    expect(listed.body.data.subaccounts[0]).toMatchObject({ id: first.body.data.id, status: 'active' });
  });

  it('refuses a name the bank does not give, a bank account used twice and splits out of range', async () => {
    const b = await business();
    const wrongName = await create(b.owner, request({ account_name: 'SOMEONE ELSE' }));
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.message).toBe("Couldn't resolve account");
    const body = request();
    expect((await create(b.owner, body)).status).toBe(201);
    const twice = await create(b.owner, { ...body, business_name: 'Other' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('A subaccount with this bank account already exists');
    for (const value of [0, 100, 120, -5]) {
      const res = await create(b.owner, request({ split_value: value }));
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Split percentage must be more than 0 and less than 100');
    }
    const decimals = await create(b.owner, request({ split_value: 12.345 }));
    expect(decimals.body.message).toContain('Split percentage can have at most 2 decimals');
    const noCurrency = await create(b.owner, request({ split_type: 'flat', split_value: 50_000 }));
    expect(noCurrency.status).toBe(400);
    expect(noCurrency.body.message).toContain('Choose the currency of the flat amount');
    const fraction = await create(b.owner, request({ split_type: 'flat', split_value: 10.5, split_currency: 'NGN' }));
    expect(fraction.body.message).toContain('Flat amount must be greater than 0');
    const foreign = await create(b.owner, request({ split_type: 'flat', split_value: 500, split_currency: 'GBP' }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe("Currency is not one of your business's currencies");
    expect(await s.db.$count(subaccounts, eq(subaccounts.accountId, b.accountId))).toBe(1);
  });

  it('edits the split and contact, deactivates and activates, each audited', async () => {
    const b = await business();
    const made = (await create(b.owner, request())).body.data;
    const edited = await s.call('PUT', `v2/subaccounts/${made.id}`, {
      token: b.owner,
      body: request({
        business_name: 'Lagos Branch Two',
        split_type: 'flat',
        split_value: 50_000,
        split_currency: 'NGN',
        business_mobile: '',
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      id: made.id,
      subaccount_id: made.subaccount_id,
      business_name: 'Lagos Branch Two',
      split_type: 'flat',
      split_value: 50_000,
      split_currency: 'NGN',
      business_mobile: '',
    });
    const off = await s.call('PUT', `v2/subaccounts/${made.id}/status`, {
      token: b.owner,
      body: { status: 'inactive' },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: 'Subaccount deactivated', data: { status: 'inactive' } });
    const twice = await s.call('PUT', `v2/subaccounts/${made.id}/status`, {
      token: b.owner,
      body: { status: 'inactive' },
    });
    expect(twice.status).toBe(409);
    const on = await s.call('PUT', `v2/subaccounts/${made.id}/status`, { token: b.owner, body: { status: 'active' } });
    expect(on.body).toMatchObject({ message: 'Subaccount activated', data: { status: 'active' } });
    const actions = (
      await s.db.select({ action: audits.action }).from(audits).where(eq(audits.accountId, b.accountId))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'subaccount.created',
        'subaccount.updated',
        'subaccount.deactivated',
        'subaccount.activated',
      ]),
    );
  });

  it('lets only the admins manage subaccounts', async () => {
    const b = await business();
    const refused = await create(b.user, request());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only an Owner or Admin can manage subaccounts');
    const made = (await create(b.owner, request())).body.data;
    expect((await s.call('PUT', `v2/subaccounts/${made.id}`, { token: b.user, body: request() })).status).toBe(403);
    expect(
      (await s.call('PUT', `v2/subaccounts/${made.id}/status`, { token: b.user, body: { status: 'inactive' } })).status,
    ).toBe(403);
    // Reading stays open to the team.
    expect((await s.call('GET', `v2/subaccounts/${made.id}`, { token: b.user })).status).toBe(200);
  });

  it("answers 404 for another business's subaccount, and a link cannot name it", async () => {
    const mine = await business();
    const theirs = await business();
    const other = (await create(theirs.owner, request())).body.data;
    for (const [method, path, body] of [
      ['GET', `v2/subaccounts/${other.id}`, undefined],
      ['GET', `v2/subaccounts/${other.id}/transactions`, undefined],
      ['GET', `v2/subaccounts/${other.id}/settlements`, undefined],
      ['PUT', `v2/subaccounts/${other.id}`, request()],
      ['PUT', `v2/subaccounts/${other.id}/status`, { status: 'inactive' }],
    ] as const) {
      const res = await s.call(method, path, { token: mine.owner, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const link = await linkWith(mine.owner, other.id);
    expect(link.status).toBe(404);
    expect(link.body.message).toBe('Subaccount not found');
    const [still] = await s.db.select().from(subaccounts).where(eq(subaccounts.id, other.id));
    expect(still!.status).toBe('active');
  });
});

describe('a payment through a link with a subaccount', () => {
  it('splits by percentage once: merchant share on the ledger, subaccount share beside it, balanced', async () => {
    const b = await business();
    const sub = (await create(b.owner, request({ split_value: 12.5 }))).body.data;
    const link = await linkWith(b.owner, sub.id);
    expect(link.status).toBe(201);
    expect(link.body.data.subaccount).toEqual({ id: sub.id, business_name: 'Lagos Branch' });
    const before = await walletOf(s, b.accountId);
    const { ref, attempt } = await pay(link.body.data.slug);
    // The same attempt again (a double submit) charges and splits nothing more.
    await form(`/checkout/${ref}/card`, { number: TEST_CARDS.success, expiry: '12/39', cvv: '123', attempt });

    const { tx, splits, entries } = await splitOfRef(ref);
    expect(tx.subaccountId).toBe(sub.id);
    expect(splits).toHaveLength(1);
    const split = splits[0]!;
    // 15,000.00 with the 1.4 % fee (210.00): net 14,790.00; 12.5 % of it is 1,848.75.
    expect(split).toMatchObject({ amount: 1_500_000, fee: 21_000, subaccountShare: 184_875, merchantShare: 1_294_125 });
    expect(split.merchantShare + split.subaccountShare + split.fee).toBe(split.amount);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.amount).toBe(split.merchantShare);
    const after = await walletOf(s, b.accountId);
    expect(after.ledgerBalance - before.ledgerBalance).toBe(split.merchantShare);
    await expectBalancedLedger(s, b.accountId);

    const shown = await s.call('GET', `v2/transactions/${tx.id}`, { token: b.owner });
    expect(shown.body.data.subaccount).toEqual({ id: sub.id, business_name: 'Lagos Branch' });
    const listed = await s.call('GET', `v2/subaccounts/${sub.id}/transactions`, { token: b.owner });
    expect(listed.body.data.page_info.total).toBe(1);
    expect(listed.body.data.transactions[0]).toMatchObject({
      transaction_id: tx.id,
      reference: ref,
      amount: 1_500_000,
      fee: 21_000,
      merchant_share: 1_294_125,
      subaccount_share: 184_875,
      split_type: 'percentage',
      split_value: 12.5,
      status: 'successful',
    });
    const detail = await s.call('GET', `v2/subaccounts/${sub.id}`, { token: b.owner });
    expect(detail.body.data.totals).toEqual([{ currency: 'NGN', total: 184_875, payments: 1 }]);
  });

  it('splits a flat share, at most the net; a flat share in another currency cannot be chosen', async () => {
    const b = await business();
    const flat = (await create(b.owner, request({ split_type: 'flat', split_value: 50_000, split_currency: 'NGN' })))
      .body.data;
    const link = (await linkWith(b.owner, flat.id)).body.data;
    const paid = await splitOfRef((await pay(link.slug)).ref);
    expect(paid.splits[0]).toMatchObject({ subaccountShare: 50_000, merchantShare: 1_429_000, fee: 21_000 });
    await expectBalancedLedger(s, b.accountId);

    // A 300.00 payment: fee 4.20, net 295.80, below the flat 500.00: the subaccount takes all of the net.
    const small = (await linkWith(b.owner, flat.id, 30_000)).body.data;
    const smallPaid = await splitOfRef((await pay(small.slug)).ref);
    expect(smallPaid.splits[0]).toMatchObject({ amount: 30_000, fee: 420, subaccountShare: 29_580, merchantShare: 0 });
    expect(smallPaid.entries).toHaveLength(0);
    await expectBalancedLedger(s, b.accountId);

    const usd = await linkWith(b.owner, flat.id, 10_000, 'USD');
    expect(usd.status).toBe(400);
    expect(usd.body.message).toContain("This subaccount's flat share is in NGN and this link charges USD");

    // A percentage subaccount with a USD link cannot turn into a flat NGN share under it.
    const pct = (await create(b.owner, request())).body.data;
    expect((await linkWith(b.owner, pct.id, 10_000, 'USD')).status).toBe(201);
    const toFlat = await s.call('PUT', `v2/subaccounts/${pct.id}`, {
      token: b.owner,
      body: request({ ...bankAccount(serial++), split_type: 'flat', split_value: 50_000, split_currency: 'NGN' }),
    });
    expect(toFlat.status).toBe(409);
    expect(toFlat.body.message).toBe(
      '1 active payment link split with this subaccount charges in another currency than NGN: change it first, or keep a percentage split',
    );
  });

  it('does not split once the subaccount is deactivated, and new links cannot choose it', async () => {
    const b = await business();
    const sub = (await create(b.owner, request())).body.data;
    const link = (await linkWith(b.owner, sub.id)).body.data;
    await s.call('PUT', `v2/subaccounts/${sub.id}/status`, { token: b.owner, body: { status: 'inactive' } });
    const before = await walletOf(s, b.accountId);
    const paid = await splitOfRef((await pay(link.slug)).ref);
    expect(paid.tx.subaccountId).toBeNull();
    expect(paid.splits).toHaveLength(0);
    expect((await walletOf(s, b.accountId)).ledgerBalance - before.ledgerBalance).toBe(1_479_000);
    await expectBalancedLedger(s, b.accountId);
    const refused = await linkWith(b.owner, sub.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This subaccount is deactivated: activate it before splitting payments with it');
    // Editing the link to no split works.
    const cleared = await s.call('PUT', `v2/payment-links/${link.id}`, {
      token: b.owner,
      body: {
        title: 'Split sale',
        description: '',
        kind: 'payment',
        amount: 1_500_000,
        currency: 'NGN',
        custom_fields: [],
        redirect_url: null,
        payment_limit: null,
        expires_at: null,
        suggested_amounts: [],
        subaccount_id: null,
      },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.subaccount).toBeNull();
  });
});

describe('the demo subaccounts', () => {
  it('show their split payments and settlement shares from the database', async () => {
    const { token } = await s.signIn('owner@demo.test', { account: 20001 });
    const detail = await s.call('GET', 'v2/subaccounts/2', { token });
    expect(detail.body.data).toMatchObject({ split_type: 'percentage', split_value: 15, status: 'active' });
    const listed = await s.call('GET', 'v2/subaccounts/2/transactions', { token });
    expect(listed.body.data.page_info.total).toBeGreaterThan(0);
    for (const t of listed.body.data.transactions) {
      expect(t.merchant_share + t.subaccount_share + t.fee).toBe(t.amount);
      expect(t.subaccount_share).toBe(Math.floor(((t.amount - t.fee) * 1500) / 10_000));
    }
    const settled = await s.call('GET', 'v2/subaccounts/2/settlements', { token });
    expect(settled.body.data.settlements.length).toBeGreaterThan(0);
    const first = settled.body.data.settlements[0];
    expect(first.subaccount_share).toBeLessThan(first.gross_amount);
  });
});
