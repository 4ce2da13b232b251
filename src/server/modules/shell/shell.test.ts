import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed';
import { type TestServer, testServer } from '../../test/harness';
import { demoStoresTeam } from '../../test/kit';

let s: TestServer;
let owner: string; // owner@demo.test on Demo Stores Ltd
let admin: string;
let member: string;
beforeAll(async () => {
  s = await testServer();
  ({ owner, admin, member } = await demoStoresTeam(s));
});
afterAll(() => s.close());

const get = (path: string, token: string) => s.call('GET', path, { token });

const NEW_BUSINESS = {
  business_name: 'Demo Bakery',
  business_email: 'Bakery@Demo.test',
  business_accountnumber: 'N/A',
  business_bank: '044',
  country: 'NG',
  currency: 'NGN',
  contact_person: 'Ada Okafor',
  reg_meta: [{ name: 'business_type', value: 'business' }],
  is_v2: 1,
  copy_parent: true,
};

describe('account switcher (GET v2/accounts)', () => {
  it("lists the user's businesses with role, merchant id and type, the current one included", async () => {
    const res = await get('v2/accounts', owner);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: 20001,
        business_name: 'Demo Stores Ltd',
        role: 'Owner',
        merchant_id: 'DMS20001',
        business_type: 'business',
      },
      { id: 20002, business_name: 'Demo Events Co', role: 'Owner', merchant_id: 'DME20002', business_type: 'events' },
      { id: 20003, business_name: 'Demo Foods', role: 'Owner', merchant_id: null, business_type: 'business' },
    ]);
    expect((await get('v2/accounts', member)).body.data).toEqual([
      { id: 20001, business_name: 'Demo Stores Ltd', role: 'User', merchant_id: 'DMS20001', business_type: 'business' },
    ]);
  });

  it('needs an account session: no token is 401, a login token is 403', async () => {
    expect((await s.call('GET', 'v2/accounts')).status).toBe(401);
    const login = await s.call('POST', 'login', {
      body: { identifier: 'admin@demo.test', password: 'Demo-pass-2026' },
    });
    const res = await get('v2/accounts', login.body.data['flw-auth-token']);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Choose an account to continue');
  });
});

describe('new business (POST merchant/accounts/new)', () => {
  it('switches an authenticator user into the business they just created without a code, once (spec 2 §4)', async () => {
    const login = await s.call('POST', 'login', { body: { identifier: 'totp@demo.test', password: DEMO_PASSWORD } });
    const loginToken: string = login.body.data['flw-auth-token'];
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32('JBSWY3DPEHPK3PXP'), digits: 6, period: 30 });
    const current = await s.call('POST', 'merchant/tokens/create', {
      token: loginToken,
      body: { account: login.body.data.company.id, token: totp.generate() },
    });
    const token: string = current.body.data.token;
    expect(token).toBeTruthy();
    const created = await s.call('POST', 'merchant/accounts/new', {
      token,
      body: { ...NEW_BUSINESS, business_name: 'Gadget Annex', copy_parent: false },
    });
    expect(created.status).toBe(201);
    const account: number = created.body.data.id;
    const into = await s.call('POST', 'merchant/tokens/create', { token, body: { account } });
    expect(into.status).toBe(200);
    expect(into.body.data.company).toMatchObject({ id: account });
    // The pass is spent: any later switch asks for the code as usual.
    const relogin = await s.call('POST', 'login', { body: { identifier: 'totp@demo.test', password: DEMO_PASSWORD } });
    const again = await s.call('POST', 'merchant/tokens/create', {
      token: relogin.body.data['flw-auth-token'],
      body: { account },
    });
    expect(again.body.data).toMatchObject({ otp_required: true, auth_type: 'authenticator' });
  });

  it('creates the business for an account creator, who can switch into it without a code', async () => {
    const before = (await get('merchant/account/preferences', owner)).body.data;
    const res = await s.call('POST', 'merchant/accounts/new', { token: owner, body: NEW_BUSINESS });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Business was added successfully');
    expect(res.body.data).toMatchObject({ business_name: 'Demo Bakery' });
    const id: number = res.body.data.id;

    const listed = (await get('v2/accounts', owner)).body.data;
    expect(listed).toContainEqual({
      id,
      business_name: 'Demo Bakery',
      role: 'Owner',
      merchant_id: null,
      business_type: 'business',
    });

    const switched = await s.call('POST', 'merchant/tokens/create', { token: owner, body: { account: id } });
    expect(switched.status).toBe(200);
    expect(switched.body.data.company).toMatchObject({
      id,
      business_email: 'bakery@demo.test',
      parent_account_id: DEMO_ACCOUNTS.demoStores,
      merchant_env: 'test',
      compliance_status: 'IR',
      Memberships: { is_owner: true },
    });
    expect(switched.body.data.roleid).toBeNull();
    const token = switched.body.data.token;
    // copy_parent: same preferences and bank as the main account; a fresh wallet and no compliance yet.
    const prefs = (await get('merchant/account/preferences', token)).body.data;
    expect(prefs).toEqual(before);
    const banks = (await get('merchant/config/settlement/account', token)).body.data;
    expect(banks).toHaveLength(1);
    expect(banks[0]).toMatchObject({
      account_number: '0123456789',
      bank_name: 'Guaranty Trust Bank',
      is_default: true,
    });
    expect((await s.call('POST', 'v2/merchant/wallets', { token })).body.data).toEqual([
      { wallet_currency_code: 'NGN', balance: 0, available_balance: 0 },
    ]);
    expect((await get('v2/compliance/submit-status', token)).body.data).toEqual({
      filled: false,
      completed: false,
      compliance_status: 'IR',
      rejection_reason: null,
    });
    expect((await get('v2/transactions/query', token)).body.data.page_info.total).toBe(0);
    owner = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoStores })).token;
  });

  it('refuses a duplicate name with 409 and writes nothing', async () => {
    const before = await s.checksum();
    const res = await s.call('POST', 'merchant/accounts/new', {
      token: owner,
      body: { ...NEW_BUSINESS, business_name: 'demo bakery', copy_parent: false },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You already have a business with this name');
    expect(await s.checksum()).toBe(before);
  });

  it("answers the form's exact messages", async () => {
    const post = (body: object) =>
      s.call('POST', 'merchant/accounts/new', { token: owner, body: { ...NEW_BUSINESS, ...body } });
    expect((await post({ business_name: '   ' })).body.message).toBe('Field cannot be empty');
    expect((await post({ business_email: '' })).body.message).toBe('Field cannot be empty');
    const noType = await post({ reg_meta: [{ name: 'business_type', value: '' }] });
    expect(noType.status).toBe(400);
    expect(noType.body.message).toBe('Please select a business type');
    const egIndividual = await post({
      country: 'EG',
      currency: 'EGP',
      reg_meta: [{ name: 'business_type', value: 'individual' }],
    });
    expect(egIndividual.status).toBe(400);
    expect(egIndividual.body.message).toBe('Please select a business type');
    expect((await post({ currency: 'XYZ' })).body.message).toBe('Currency is invalid');
  });

  it('is only for account creators', async () => {
    const res = await s.call('POST', 'merchant/accounts/new', {
      token: admin,
      body: { ...NEW_BUSINESS, business_name: 'Admin Co' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only the account creator can add a business');
  });
});

describe('test/live switch (POST merchant/accounts/update)', () => {
  it('switches an approved account both ways with the spec messages and live keys', async () => {
    const off = await s.call('POST', 'merchant/accounts/update', { token: admin, body: { merchant_status: 'test' } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: 'You are now on test mode', data: { merchant_env: 'test' } });
    const login = await s.call('POST', 'merchant/tokens/create', {
      token: admin,
      body: { account: DEMO_ACCOUNTS.demoStores },
    });
    expect(login.body.data.company.merchant_env).toBe('test');
    admin = login.body.data.token;
    const on = await s.call('POST', 'merchant/accounts/update', { token: admin, body: { merchant_status: 'prod' } });
    expect(on.body).toMatchObject({ message: 'You are now live', data: { merchant_env: 'prod' } });
    expect((await get('v2/merchantkeys', admin)).body.data.live_key).toMatch(/^FLWPUBK-/);
  });

  it('refuses non-admins, accounts not approved, and accounts with the toggle turned off', async () => {
    const byMember = await s.call('POST', 'merchant/accounts/update', {
      token: member,
      body: { merchant_status: 'test' },
    });
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe('Only an Owner or Admin can switch between test and live mode');
    const events = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoEvents })).token;
    const notApproved = await s.call('POST', 'merchant/accounts/update', {
      token: events,
      body: { merchant_status: 'prod' },
    });
    expect(notApproved.status).toBe(403);
    expect(notApproved.body.message).toBe(
      'Your account must be approved before you can switch between test and live mode',
    );
    await s.db.execute(
      sql`UPDATE merchant_preferences SET preference_value = '0' WHERE account_id = 20001 AND setting_name = 'allow_dashboard_toggle'`,
    );
    const off = await s.call('POST', 'merchant/accounts/update', { token: admin, body: { merchant_status: 'test' } });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('Switching between test and live mode is turned off for this account');
    await s.db.execute(
      sql`UPDATE merchant_preferences SET preference_value = '1' WHERE account_id = 20001 AND setting_name = 'allow_dashboard_toggle'`,
    );
    const bad = await s.call('POST', 'merchant/accounts/update', { token: admin, body: { merchant_status: 'live' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Merchant status is invalid');
  });
});

describe('shell data: limits, banks, compliance, wallets', () => {
  it('answers each demo account its own figures', async () => {
    expect((await s.call('POST', 'v2/merchant/transaction_limits', { token: owner })).body.data).toEqual([
      { entity: 'currency', entity_value: 'NGN', limit_daily: 0 },
    ]);
    expect(
      (await s.call('POST', 'v2/merchant/wallets', { token: owner })).body.data.map(
        (w: { wallet_currency_code: string }) => w.wallet_currency_code,
      ),
    ).toEqual(['NGN', 'USD']);
    const [bank] = (await get('merchant/config/settlement/account', owner)).body.data;
    expect(bank).toMatchObject({ bank_code: '058', account_name: 'DEMO STORES LTD', country: 'NG', is_default: true });
    expect((await get('v2/compliance/submit-status', owner)).body.data).toEqual({
      filled: true,
      completed: true,
      compliance_status: 'AA',
      rejection_reason: null,
    });

    const foods = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoFoods })).token;
    expect((await get('v2/compliance/submit-status', foods)).body.data).toEqual({
      filled: true,
      completed: true,
      compliance_status: 'RE',
      rejection_reason: 'Certificate of incorporation is unreadable',
    });
    expect((await s.call('POST', 'v2/merchant/transaction_limits', { token: foods })).body.data).toEqual([]);
    expect((await get('merchant/config/settlement/account', foods)).body.data).toEqual([]);

    const newbie = (await s.signIn('newbie@demo.test')).token;
    expect((await get('v2/compliance/submit-status', newbie)).body.data).toMatchObject({
      filled: false,
      completed: false,
    });
  });
});

describe('global search', () => {
  it('pages the 5,000 payments of Demo Stores and finds one by reference, customer or narration', async () => {
    const all = await get('v2/transactions/query?page_size=2', owner);
    expect(all.body.data.page_info).toEqual({ total: 5000, current_page: 1, total_pages: 2500, page_size: 2 });
    const [first, second] = all.body.data.transactions;
    expect(Date.parse(first.date_created)).toBeGreaterThanOrEqual(Date.parse(second.date_created));
    expect(Date.parse(first.date_created)).toBeLessThanOrEqual(Date.now());
    expect(first.unique_reference).toMatch(/^DS[A-Z2-9]{10}$/);
    expect(Number.isInteger(first.amount_charged)).toBe(true);

    const byRef = await get(`v2/transactions/query?q=${first.unique_reference.toLowerCase()}`, owner);
    expect(byRef.body.data.transactions.map((t: { id: number }) => t.id)).toEqual([first.id]);

    const customers = await get('v2/customers/query?page_size=1', owner);
    expect(customers.body.data.page_info.total).toBe(600);
    const email = customers.body.data.customers[0].customer_email;
    const theirs = await get(`v2/transactions/query?q=${encodeURIComponent(email)}`, owner);
    expect(theirs.body.data.page_info.total).toBeGreaterThan(0);
    expect(
      theirs.body.data.transactions.every((t: { narration: string }) =>
        t.narration.includes(customers.body.data.customers[0].customer_fullname),
      ),
    ).toBe(true);
  });

  it("takes search terms literally and never shows another account's rows", async () => {
    expect((await get('v2/transactions/query?q=%25', owner)).body.data.page_info.total).toBe(0);
    expect((await get('v2/customers/query?q=_', owner)).body.data.page_info.total).toBe(0);
    // A Demo Travel payment, read from the database.
    const rows = (await s.db.execute(
      sql`SELECT reference FROM transactions WHERE account_id = 20004 LIMIT 1`,
    )) as unknown as {
      rows: { reference: string }[];
    };
    const foreign = rows.rows[0]!.reference;
    expect((await get(`v2/transactions/query?q=${foreign}`, owner)).body.data.page_info.total).toBe(0);
  });

  it('pages past the end with the true totals and rejects bad paging', async () => {
    const past = await get('v2/customers/query?page=1000&page_size=100', owner);
    expect(past.body.data).toEqual({
      customers: [],
      page_info: { total: 600, current_page: 1000, total_pages: 6, page_size: 100 },
    });
    const bad = await get('v2/customers/query?page_size=500', owner);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Page size is invalid');
  });

  it('finds cards by name or last four digits and subaccounts by name', async () => {
    const cards = await get('v2/cards/search?name=marketing&card_id=marketing', owner);
    expect(cards.body.data.cards.length).toBeGreaterThan(0);
    expect(cards.body.data.cards.every((c: { name: string }) => /marketing/i.test(c.name))).toBe(true);
    const last4 = cards.body.data.cards[0].last4;
    const byDigits = await get(`v2/cards/search?name=${last4}&card_id=${last4}`, owner);
    expect(byDigits.body.data.cards.map((c: { last4: string }) => c.last4)).toContain(last4);
    const subs = await get(
      'v2/subaccounts?business_name=branch' /* Ikeja is the named fixture 'Demo Stores Ikeja' */,
      owner,
    );
    expect(subs.body.data.page_info.total).toBe(3);
    expect(subs.body.data.subaccounts[0]).toMatchObject({
      bank_name: expect.any(String),
      subaccount_id: expect.stringMatching(/^RS_/),
    });
  });
});

describe('transfers and approvals', () => {
  const pendingPath = 'v2/transfers?status=NEW&requires_approval=1&list_pending_approvals=1&page=1';

  it('lists the three transfers awaiting approval to approvers only', async () => {
    for (const token of [owner, admin]) {
      const res = await get(pendingPath, token);
      expect(res.status).toBe(200);
      expect(res.body.data.transfers).toHaveLength(3);
      expect(res.body.data.transfers.every((t: { status: string }) => t.status === 'NEW')).toBe(true);
    }
    const byMember = await get(pendingPath, member);
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe('Only an Owner or Admin can view transfers awaiting approval');
  });

  it('filters by status the way the labels group them and finds by reference', async () => {
    const failed = await get('v2/transfers?status=FAILED&page_size=100', owner);
    const statuses = new Set(failed.body.data.transfers.map((t: { status: string }) => t.status));
    for (const status of statuses) expect(['FAILED', 'FAILED:INVALID_ACCOUNT', 'REJECTED']).toContain(status);
    const all = await get('v2/transfers?page_size=1', owner);
    expect(all.body.data.page_info.total).toBe(83);
    const ref = all.body.data.transfers[0].reference;
    expect(ref).toMatch(/^TRF/);
    expect((await get(`v2/transfers?reference=${ref}`, member)).body.data.transfers).toHaveLength(1);
    expect((await get('v2/transfers?status=DONE', owner)).body.message).toBe('Status is invalid');
  });
});

describe('chargebacks', () => {
  it('counts the pending (initiated) chargebacks of the badge', async () => {
    const res = await get('chargebacks?status=initiated&include_subaccounts=1', owner);
    expect(res.body.data.page_info.total).toBe(3);
    expect((await get('chargebacks', owner)).body.data.page_info.total).toBe(9);
    expect((await get('chargebacks', member)).body.data.page_info.total).toBe(9);
  });
});

describe('area lists', () => {
  const LISTS: [string, string, number][] = [
    ['v2/settlements', 'settlements', 20],
    ['v2/payment-links', 'payment_links', 8],
    ['v2/payment-plans', 'plans', 5],
    ['v2/subscriptions', 'subscriptions', 20],
    ['v2/invoices', 'invoices', 15],
    ['v2/events', 'events', 1],
    ['v2/inventory/products', 'products', 20],
    ['v2/inventory/orders', 'orders', 20],
    ['v2/instagram/products', 'products', 6],
    ['v2/instagram/orders', 'orders', 8],
    ['v2/bills', 'bills', 20],
    ['v2/cards', 'cards', 10],
    ['v2/pos/orders', 'orders', 4],
    ['v2/payroll', 'payroll', 7],
    ['v2/referrals', 'referrals', 5],
    ['v2/whitelist-ips', 'ips', 2],
  ];
  it.each(LISTS)('%s answers a first page of Demo Stores rows, newest first', async (path, key, rows) => {
    const res = await get(path, owner);
    expect(res.status).toBe(200);
    const list = res.body.data[key] as { date_created: string }[];
    expect(list).toHaveLength(rows);
    expect(res.body.data.page_info.current_page).toBe(1);
    const dates = list.map((r) => Date.parse(r.date_created));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('narrows lists by search term, status and type', async () => {
    expect(
      (await get('v2/invoices?q=INV-1003', owner)).body.data.invoices.map((i: { reference: string }) => i.reference),
    ).toEqual(['INV-1003']);
    expect((await get('v2/inventory/products?q=furniture&page_size=100', owner)).body.data.page_info.total).toBe(4);
    const dstv = (await get('v2/bills?type=dstv', owner)).body.data.bills as { type: string }[];
    expect(dstv.length).toBeGreaterThan(0);
    expect(dstv.every((b) => b.type === 'dstv')).toBe(true);
    expect((await get('v2/pos/orders?status=requested', owner)).body.data.page_info.total).toBe(1);
  });

  it('counts active subscribers per plan and names the plan of each subscription', async () => {
    const plans = (await get('v2/payment-plans', owner)).body.data.plans as { name: string; subscribers: number }[];
    const subs = (await get('v2/subscriptions?page_size=100', owner)).body.data.subscriptions as {
      plan_name: string;
      status: string;
    }[];
    for (const plan of plans) {
      expect(plan.subscribers).toBe(subs.filter((x) => x.plan_name === plan.name && x.status === 'active').length);
    }
    expect(plans.reduce((sum, p) => sum + p.subscribers, 0)).toBeGreaterThan(0);
  });

  it('describes the store, webhooks and settlements consistently', async () => {
    expect((await get('v2/inventory/stores/self', owner)).body.data).toMatchObject({
      name: 'Demo Stores',
      currency: 'NGN',
      products_count: 24,
      orders_count: 40,
    });
    expect((await get('v2/webhooks', owner)).body.data).toEqual({
      url: 'https://demostores.test/hooks/payments',
      secret_hash: 'dms-hook-7f3a9c21',
      hook_as_json: true,
      cache_hook_data_on_error: true,
      can_use_v3_webhook: true,
    });
    const settlement = (await get('v2/settlements?page_size=1', owner)).body.data.settlements[0];
    expect(settlement.net_amount).toBe(settlement.gross_amount - settlement.fee);
    expect(settlement.transactions_count).toBeGreaterThan(0);
  });

  it('answers an account without a store null and empty lists with zero pages', async () => {
    const events = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoEvents })).token;
    expect((await get('v2/inventory/stores/self', events)).body.data).toBeNull();
    expect((await get('v2/invoices', events)).body.data).toEqual({
      invoices: [],
      page_info: { total: 0, current_page: 1, total_pages: 0, page_size: 20 },
    });
    expect((await get('v2/events', events)).body.data.page_info.total).toBe(5);
  });

  it('gates events by business type, payroll by preference and cards by live keys', async () => {
    const newbie = (await s.signIn('newbie@demo.test')).token;
    const ev = await get('v2/events', newbie);
    expect(ev.status).toBe(403);
    expect(ev.body.message).toBe('Events are available to businesses, non-profits and event managers only');
    const events = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoEvents })).token;
    expect((await get('v2/payroll', events)).status).toBe(403);
    const cards = await get('v2/cards', events);
    expect(cards.status).toBe(403);
    expect(cards.body.message).toBe('Virtual cards need live API keys. Complete compliance to go live.');
  });
});

describe('capital', () => {
  it('offers a loan to Demo Stores with the total repayment in minor units, and lists its history', async () => {
    const offer = await get('v2/loan/offer', owner);
    expect(offer.body.data).toEqual({
      status: 'eligible',
      message: 'You have a loan offer',
      offer: {
        offerId: 'OFR-DMS-0001',
        amount: 500_000_000,
        currency: 'NGN',
        interestRate: 5,
        totalRepayment: 525_000_000,
        tenor: 3,
        tenorUnit: 'months',
      },
    });
    const history = await get('v2/loan/history?page=1', owner);
    expect(history.body.data.loans.map((l: { status: string }) => l.status)).toEqual(['repaid', 'repaid']);
  });

  it('says Active loan found to an account with an active loan, and ineligible otherwise', async () => {
    await s.db.execute(sql`UPDATE loans SET account_id = 20001, status = 'active' WHERE id = 3`);
    const active = await get('v2/loan/offer', owner);
    expect(active.body.data).toEqual({ offer: null, status: 'active', message: 'Active loan found' });
    await s.db.execute(sql`UPDATE loans SET account_id = 20004 WHERE id = 3`);
    const events = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoEvents })).token;
    expect((await get('v2/loan/offer', events)).body.data).toMatchObject({ offer: null, status: 'ineligible' });
  });
});
