import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralCodeOf } from '../../../contract/referral-code';
import { accounts, referrals, walletEntries, wallets } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { type TestServer, testServer } from '../../test/harness';

/**
 * Referrals: the business's code and totals; a sign-up carrying the code is recorded as the referrer's
 * referred business; a code naming no business is refused with nothing made; another business's
 * referrals never count.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const newcomer = {
  first_name: 'Tola',
  last_name: 'Ade',
  email: 'tola@referred.test',
  password: 'Tola-shop-2026',
  business_name: 'Tola Textiles',
  country: 'NG',
  business_type: 'business',
};

describe('referrals', () => {
  it("answers the business's code, referred and live businesses, and earnings", async () => {
    const { token } = await s.signIn('admin@demo.test');
    const res = await s.call('GET', 'v2/referrals/summary', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      referral_code: referralCodeOf(DEMO_ACCOUNTS.demoStores),
      referred: 5,
      activated: 3,
      total_earned: 1_500_000,
      currency: 'NGN',
    });
  });

  it("records a sign-up with the code as the referrer's, and counts it", async () => {
    const code = referralCodeOf(DEMO_ACCOUNTS.demoStores);
    const created = await s.call('POST', 'v2/merchant/signup', {
      body: { ...newcomer, referral_code: code.toLowerCase() },
    });
    expect(created.status).toBe(201);
    const rows = await s.db.select().from(referrals).where(eq(referrals.email, newcomer.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      accountId: DEMO_ACCOUNTS.demoStores,
      businessName: 'Tola Textiles',
      status: 'signed-up',
      reward: 0,
      currency: 'NGN',
    });
    const { token } = await s.signIn('admin@demo.test');
    const summary = await s.call('GET', 'v2/referrals/summary', { token });
    expect(summary.body.data).toMatchObject({ referred: 6, activated: 3, total_earned: 1_500_000 });
    const list = await s.call('GET', 'v2/referrals?q=Tola', { token });
    expect(list.body.data.referrals.map((r: { business_name: string }) => r.business_name)).toEqual(['Tola Textiles']);
  });

  it('refuses a code that names no business, making no account', async () => {
    for (const code of ['REFZZZZZZ', 'NOT-A-CODE']) {
      const res = await s.call('POST', 'v2/merchant/signup', {
        body: { ...newcomer, email: `x${code.length}@referred.test`, referral_code: code },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This referral code is not valid. Check it, or leave it empty.');
    }
    const login = await s.call('POST', 'login', {
      body: { identifier: 'x9@referred.test', password: newcomer.password },
    });
    expect(login.status).not.toBe(200);
  });

  it("counts only the business's own referrals", async () => {
    const made = await s.call('POST', 'sandbox/fixtures', {
      body: { business: { country: 'GH', compliance: 'AA' }, users: [{ role: 'User' }] },
    });
    const { account_id: accountId, password, users } = made.body.data;
    const { token } = await s.signIn(users[0].email, { account: accountId, password });
    const res = await s.call('GET', 'v2/referrals/summary', { token });
    expect(res.body.data).toEqual({
      referral_code: referralCodeOf(accountId),
      referred: 0,
      activated: 0,
      total_earned: 0,
      currency: 'GHS',
    });
    expect((await s.call('GET', 'v2/referrals', { token })).body.data.referrals).toEqual([]);
  });

  it("credits the referrer's balance once, balanced, the first time a referred business goes live", async () => {
    // A referred business, approved and in test mode; its referral as sign-up records it.
    const made = await s.call('POST', 'sandbox/fixtures', {
      body: { business: { country: 'NG', compliance: 'AA', live: false }, users: [{ role: 'Owner' }] },
    });
    const { account_id: accountId, password, users, business_name: businessName } = made.body.data;
    const [account] = await s.db
      .select({ email: accounts.businessEmail })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    const [row] = await s.db
      .insert(referrals)
      .values({
        accountId: DEMO_ACCOUNTS.demoStores,
        businessName,
        email: account!.email,
        status: 'signed-up',
        reward: 0,
        currency: 'NGN',
      })
      .returning();
    const referrerWallet = async () =>
      (
        await s.db
          .select()
          .from(wallets)
          .where(and(eq(wallets.accountId, DEMO_ACCOUNTS.demoStores), eq(wallets.currency, 'NGN')))
      )[0]!;
    const entriesTotal = async () =>
      Number(
        (
          await s.db
            .select({ total: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
            .from(walletEntries)
            .where(and(eq(walletEntries.accountId, DEMO_ACCOUNTS.demoStores), eq(walletEntries.currency, 'NGN')))
        )[0]!.total,
      );
    const before = await referrerWallet();
    const entriesBefore = await entriesTotal();
    const { token } = await s.signIn(users[0].email, { account: accountId, password });
    const toggle = (merchant_status: 'prod' | 'test') =>
      s.call('POST', 'merchant/accounts/update', { token, body: { merchant_status } });
    expect((await toggle('prod')).status).toBe(200);
    expect((await toggle('test')).status).toBe(200);
    expect((await toggle('prod')).status).toBe(200);

    const [after] = await s.db.select().from(referrals).where(eq(referrals.id, row!.id));
    expect(after).toMatchObject({ status: 'activated', reward: 500_000 });
    const wallet = await referrerWallet();
    expect(wallet.ledgerBalance - before.ledgerBalance).toBe(500_000);
    expect(wallet.availableBalance - before.availableBalance).toBe(500_000);
    expect(await s.db.$count(walletEntries, eq(walletEntries.reference, `RFR${row!.id}`))).toBe(1);
    // The ledger moved with the balance: its entries grew by the reward alone (the seeded history has
    // no entries for every old balance change, so the change is compared, not the whole sum).
    expect((await entriesTotal()) - entriesBefore).toBe(wallet.ledgerBalance - before.ledgerBalance);

    const { token: admin } = await s.signIn('admin@demo.test');
    const summary = await s.call('GET', 'v2/referrals/summary', { token: admin });
    expect(summary.body.data).toMatchObject({ activated: 4, total_earned: 2_000_000 });
  });
});
