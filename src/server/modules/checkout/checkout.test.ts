import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeAmounts, checkoutFee, TEST_CARDS } from '../../../contract/checkout';
import { DEMO_ACCOUNTS } from '../../db/seed';
import {
  accounts,
  checkouts,
  customers,
  eventTicketTypes,
  events,
  invoiceItems,
  invoices,
  paymentLinks,
  paymentPlans,
  subscriptions,
  transactions,
  walletEntries,
  wallets,
  webhookDeliveries,
  webhookSettings,
} from '../../db/schema';
import { type TestServer, testServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const ACCOUNT = DEMO_ACCOUNTS.demoStores;
const form = (path: string, fields: Record<string, string>, ua = 'Mozilla/5.0 (iPhone) Mobile') =>
  s.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': ua },
    body: new URLSearchParams(fields).toString(),
  });
const attempt = () => `attempt-${Math.random().toString(36).slice(2)}-${Date.now()}`;
const customer = (n: number) => ({ name: `Ada Customer ${n}`, email: `ada${n}-${Date.now()}@buyer.test` });

let linkSeq = 0;
async function makeLink(values: Partial<typeof paymentLinks.$inferInsert> = {}) {
  linkSeq++;
  const [link] = await s.db
    .insert(paymentLinks)
    .values({
      accountId: ACCOUNT,
      title: `Test link ${linkSeq}`,
      slug: `test-link-${linkSeq}-${Date.now()}`,
      amount: 1_500_000,
      currency: 'NGN',
      status: 'active',
      ...values,
    })
    .returning();
  return link!;
}

async function wallet(currency = 'NGN', accountId: number = ACCOUNT) {
  const [w] = await s.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.accountId, accountId), eq(wallets.currency, currency)));
  return w ?? { ledgerBalance: 0, availableBalance: 0 };
}

/** Opens a checkout on a link as a customer; answers its reference. */
async function open(
  slug: string,
  who: { name: string; email: string },
  extra: Record<string, string> = {},
  kind = 'pay',
) {
  const res = await form(`/${kind}/${slug}`, { ...who, ...extra });
  expect(res.status, await res.clone().text()).toBe(303);
  const location = res.headers.get('location')!;
  expect(location).toMatch(/^\/checkout\/MD[A-Z0-9]+$/);
  return location.split('/').pop()!;
}

const card = (ref: string, number: string, key = attempt()) =>
  form(`/checkout/${ref}/card`, { number, expiry: '12/39', cvv: '123', attempt: key });

describe('fees in minor units', () => {
  it('charges 1.4 % capped at 2,000.00 on NGN and 3.8 % elsewhere, rounded half up', () => {
    expect(checkoutFee(1_500_000, 'NGN')).toBe(21_000);
    expect(checkoutFee(50_000_000, 'NGN')).toBe(200_000);
    expect(checkoutFee(1_036, 'NGN')).toBe(15); // 14.504 → 15
    expect(checkoutFee(10_000, 'USD')).toBe(380);
    expect(chargeAmounts(1_500_000, 'NGN', 1)).toEqual({ charged: 1_500_000, fee: 21_000, net: 1_479_000 });
    expect(chargeAmounts(1_500_000, 'NGN', 0)).toEqual({ charged: 1_521_000, fee: 21_000, net: 1_500_000 });
  });
});

describe('public pages', () => {
  it('shows a link to anyone, with no session and no script', async () => {
    const link = await makeLink({ description: 'A <b>bold</b> offer' });
    const res = await s.request(`/pay/${link.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(link.title);
    expect(html).toContain('NGN 15,000.00');
    expect(html).toContain('A &lt;b&gt;bold&lt;/b&gt; offer');
    expect(html).not.toMatch(/<script/i);
  });

  it('answers 404 for an unknown link and sends a disabled, expired or full link to /paymentlink-inactive', async () => {
    expect((await s.request('/pay/no-such-link')).status).toBe(404);
    const disabled = await makeLink({ status: 'inactive' });
    const expired = await makeLink({ expiresAt: new Date(Date.now() - 1000) });
    for (const link of [disabled, expired]) {
      const res = await s.request(`/pay/${link.slug}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/paymentlink-inactive?link=${link.slug}`);
    }
    const page = await (await s.request(`/paymentlink-inactive?link=${expired.slug}`)).text();
    expect(page).toContain('This payment link has expired.');
    const full = await makeLink({ paymentLimit: 1 });
    const ref = await open(full.slug, customer(1));
    expect((await card(ref, TEST_CARDS.success)).status).toBe(303);
    expect((await s.request(`/pay/${full.slug}`)).headers.get('location')).toContain('/paymentlink-inactive');
  });

  it('refuses bad customer input with the field named and writes nothing', async () => {
    const link = await makeLink({ amount: null });
    const before = await s.checksum();
    const cases: [Record<string, string>, string][] = [
      [{ name: 'Ada', email: 'not-an-email', amount: '100' }, 'Enter a valid email address'],
      [{ name: '', email: 'a@b.test', amount: '100' }, 'Enter your full name'],
      [{ name: 'Ada Buyer', email: 'a@b.test', amount: '12.345' }, 'Enter an amount in NGN'],
      [{ name: 'Ada Buyer', email: 'a@b.test', amount: '0' }, 'Enter an amount in NGN'],
      [{ name: 'Ada Buyer', email: 'a@b.test', amount: '=1+1' }, 'Enter an amount in NGN'],
    ];
    for (const [fields, message] of cases) {
      const res = await form(`/pay/${link.slug}`, fields);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(message);
    }
    expect(await s.checksum()).toBe(before);
  });
});

describe('card checkout', () => {
  it('turns a payment into a transaction, a customer, a balanced ledger credit and a receipt', async () => {
    const link = await makeLink();
    const who = customer(2);
    const before = await wallet();
    const ref = await open(link.slug, who);
    const res = await card(ref, TEST_CARDS.success);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(
      new RegExp(`^/payment-redirect/merchant\\?status=successful&tx_ref=${ref}&transaction_id=\\d+$`),
    );
    const [payment] = await s.db.select().from(transactions).where(eq(transactions.reference, ref));
    expect(payment).toMatchObject({
      accountId: ACCOUNT,
      amount: 1_500_000,
      fee: 21_000,
      status: 'successful',
      paymentType: 'card',
      device: 'mobile',
      cardLast4: '2950',
      cardBrand: 'MASTERCARD',
    });
    const [made] = await s.db.select().from(customers).where(eq(customers.email, who.email));
    expect(made).toMatchObject({ accountId: ACCOUNT, fullname: who.name });
    expect(payment!.customerId).toBe(made!.id);
    const after = await wallet();
    expect(after.ledgerBalance - before.ledgerBalance).toBe(1_479_000);
    expect(after.availableBalance).toBe(before.availableBalance);
    const entries = await s.db.select().from(walletEntries).where(eq(walletEntries.reference, ref));
    expect(entries).toEqual([
      expect.objectContaining({ type: 'C', amount: 1_479_000, balanceAfter: after.ledgerBalance }),
    ]);
    const receipt = await s.lastMail(who.email);
    expect(receipt?.subject).toContain('Receipt from');
    expect(receipt?.body).toContain(ref);
    const page = await (await s.request(res.headers.get('location')!)).text();
    expect(page).toContain('Payment successful');
    expect(page).toContain(ref);
  });

  it('charges a double submit once: the same attempt, twice at once', async () => {
    const link = await makeLink();
    const ref = await open(link.slug, customer(3));
    const before = await wallet();
    const key = attempt();
    const answers = await Promise.all([card(ref, TEST_CARDS.success, key), card(ref, TEST_CARDS.success, key)]);
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    const rows = await s.db
      .select()
      .from(transactions)
      .where(like(transactions.reference, `${ref}%`));
    expect(rows).toHaveLength(1);
    expect((await wallet()).ledgerBalance - before.ledgerBalance).toBe(1_479_000);
    // And a later submit with a new attempt finds the payment done.
    expect((await card(ref, TEST_CARDS.success)).headers.get('location')).toContain('status=successful');
    expect(
      await s.db
        .select()
        .from(transactions)
        .where(like(transactions.reference, `${ref}%`)),
    ).toHaveLength(1);
  });

  it('asks for the one-time code of a challenge card, mailed to the customer', async () => {
    const link = await makeLink();
    const who = customer(4);
    const ref = await open(link.slug, who);
    const challenged = await card(ref, TEST_CARDS.challenge);
    expect(challenged.status).toBe(303);
    expect(challenged.headers.get('location')).toBe(`/checkout/${ref}`);
    const page = await (await s.request(`/checkout/${ref}`)).text();
    expect(page).toContain('Confirm your payment');
    const code = (await s.lastMail(who.email))!.code!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await form(`/checkout/${ref}/code`, { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(402);
    expect(await wrong.text()).toContain('That code is not right');
    const right = await form(`/checkout/${ref}/code`, { code });
    expect(right.headers.get('location')).toContain('status=successful');
    const [row] = await s.db.select().from(checkouts).where(eq(checkouts.ref, ref));
    expect(row).toMatchObject({ status: 'successful', challengeCodeHash: null });
  });

  it('records a declined card as a failed payment, moves no money, and lets the customer retry', async () => {
    const link = await makeLink();
    const ref = await open(link.slug, customer(5));
    const before = await wallet();
    const declined = await card(ref, TEST_CARDS.declined);
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your bank declined this card');
    const poor = await card(ref, TEST_CARDS.insufficientFunds);
    expect(await poor.text()).toContain('insufficient funds');
    const failed = await s.db
      .select()
      .from(transactions)
      .where(like(transactions.reference, `${ref}-F%`));
    expect(failed.map((t) => t.status)).toEqual(['failed', 'failed']);
    expect((await wallet()).ledgerBalance).toBe(before.ledgerBalance);
    expect((await card(ref, TEST_CARDS.success)).headers.get('location')).toContain('status=successful');
  });

  it('refuses a card form that is not a card and writes nothing', async () => {
    const link = await makeLink();
    const ref = await open(link.slug, customer(6));
    const before = await s.checksum();
    for (const [fields, message] of [
      [{ number: '1234', expiry: '12/39', cvv: '123', attempt: attempt() }, 'Card number is invalid'],
      [{ number: TEST_CARDS.success, expiry: '1239', cvv: '123', attempt: attempt() }, 'Expiry must look like MM/YY'],
      [{ number: TEST_CARDS.success, expiry: '12/39', cvv: '1', attempt: attempt() }, 'CVV is invalid'],
      [{ number: TEST_CARDS.success, expiry: '12/39', cvv: '123', attempt: 'x' }, 'reload it'],
    ] as const) {
      const res = await form(`/checkout/${ref}/card`, fields);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(message);
    }
    expect(await s.checksum()).toBe(before);
    expect((await form('/checkout/MDNOSUCHREF/card', { number: TEST_CARDS.success })).status).toBe(404);
  });

  it('adds the fee on top when the customer bears it, and the merchant keeps the price', async () => {
    await s.db.update(accounts).set({ bearsfee: 0 }).where(eq(accounts.id, ACCOUNT));
    try {
      const link = await makeLink();
      const ref = await open(link.slug, customer(7));
      const before = await wallet();
      await card(ref, TEST_CARDS.success);
      const [payment] = await s.db.select().from(transactions).where(eq(transactions.reference, ref));
      expect(payment).toMatchObject({ amount: 1_521_000, fee: 21_000 });
      expect((await wallet()).ledgerBalance - before.ledgerBalance).toBe(1_500_000);
    } finally {
      await s.db.update(accounts).set({ bearsfee: 1 }).where(eq(accounts.id, ACCOUNT));
    }
  });
});

describe('bank transfer, donations, invoices and plans', () => {
  it('confirms a bank transfer to the checkout virtual account', async () => {
    const link = await makeLink({ amount: null, redirectUrl: 'https://shop.example/thanks' });
    const ref = await open(link.slug, customer(8), { amount: '2,500.50' });
    const page = await (await s.request(`/checkout/${ref}`)).text();
    expect(page).toContain('NGN 2,500.50');
    const account = page.match(/Account number<\/dt><dd>(\d{10})</)![1];
    expect((await s.request(`/checkout/${ref}`)).status).toBe(200);
    expect(await (await s.request(`/checkout/${ref}`)).text()).toContain(account!);
    const res = await form(`/checkout/${ref}/bank`, { attempt: attempt() });
    expect(res.headers.get('location')).toMatch(/^https:\/\/shop\.example\/thanks\?status=successful&tx_ref=/);
    const [payment] = await s.db.select().from(transactions).where(eq(transactions.reference, ref));
    expect(payment).toMatchObject({ amount: 250_050, paymentType: 'bank_transfer', status: 'successful' });
  });

  it('takes a suggested or any amount on a donation link', async () => {
    const link = await makeLink({ kind: 'donation', amount: null, suggestedAmounts: [500_000, 1_000_000] });
    expect((await s.request(`/pay/${link.slug}`)).headers.get('location')).toBe(`/donate/${link.slug}`);
    const html = await (await s.request(`/donate/${link.slug}`)).text();
    expect(html).toContain('NGN 5,000.00');
    const ref = await open(link.slug, customer(9), { suggested: '1000000' }, 'donate');
    expect(
      (
        await form(`/checkout/${ref}/card`, {
          number: TEST_CARDS.success,
          expiry: '12/39',
          cvv: '123',
          attempt: attempt(),
        })
      ).status,
    ).toBe(303);
    const [payment] = await s.db.select().from(transactions).where(eq(transactions.reference, ref));
    expect(payment).toMatchObject({ amount: 1_000_000 });
    expect(payment!.narration).toContain('Donation');
    const other = await open(link.slug, customer(10), { suggested: 'other', amount: '750' }, 'donate');
    const [row] = await s.db.select().from(checkouts).where(eq(checkouts.ref, other));
    expect(row!.amount).toBe(75_000);
    expect((await form(`/donate/${link.slug}`, { ...customer(11), suggested: '123' })).status).toBe(400);
  });

  it('pays a sent invoice once, and marks it paid', async () => {
    const [invoice] = await s.db
      .insert(invoices)
      .values({
        accountId: ACCOUNT,
        reference: `INVTEST${Date.now()}`,
        publicRef: `pubref${Date.now()}`,
        customerName: 'Invoice Payer',
        customerEmail: `payer-${Date.now()}@buyer.test`,
        amount: 4_200_000,
        currency: 'NGN',
        status: 'sent',
        dueDate: new Date(Date.now() + 7 * 86_400_000),
      })
      .returning();
    await s.db.insert(invoiceItems).values({
      invoiceId: invoice!.id,
      position: 0,
      description: 'Consulting <day>',
      quantity: 2,
      unitPrice: 2_100_000,
    });
    const view = await (await s.request(`/invoices/${invoice!.publicRef}`)).text();
    expect(view).toContain('NGN 42,000.00');
    expect(view).toContain('Consulting &lt;day&gt;');
    expect(view).toContain('Awaiting payment');
    // The merchant's reference is not the customer's link: it is guessable.
    expect((await s.request(`/invoices/${invoice!.reference}`)).status).toBe(404);
    const opened = await form(`/invoices/${invoice!.publicRef}/pay`, {});
    const ref = opened.headers.get('location')!.split('/').pop()!;
    await card(ref, TEST_CARDS.success);
    const [paid] = await s.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(paid!.status).toBe('paid');
    expect(await (await s.request(`/invoices/${invoice!.publicRef}`)).text()).toContain('This invoice is paid');
    expect((await form(`/invoices/${invoice!.publicRef}/pay`, {})).status).toBe(409);
  });

  it('subscribes through a plan link, keeps the card, and cancels from the emailed link', async () => {
    const [plan] = await s.db
      .insert(paymentPlans)
      .values({
        accountId: ACCOUNT,
        name: 'Test plan',
        amount: 300_000,
        currency: 'NGN',
        interval: 'monthly',
        duration: 0,
        status: 'active',
      })
      .returning();
    const link = await makeLink({ amount: 300_000, planId: plan!.id });
    const who = customer(12);
    const ref = await open(link.slug, who);
    await card(ref, TEST_CARDS.renewalDeclines);
    const [sub] = await s.db.select().from(subscriptions).where(eq(subscriptions.customerEmail, who.email));
    expect(sub).toMatchObject({
      planId: plan!.id,
      status: 'active',
      chargesMade: 1,
      cardLast4: '0001',
      renewalDeclines: true,
    });
    expect(sub!.nextDue!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const receipt = await s.lastMail(who.email);
    expect(receipt!.link).toBe(`/cancelsubscription?token=${sub!.cancelToken}`);
    const page = await (await s.request(receipt!.link!)).text();
    expect(page).toContain('Cancel your subscription');
    const done = await form('/cancelsubscription', { token: sub!.cancelToken! });
    expect(done.status).toBe(303);
    const [cancelled] = await s.db.select().from(subscriptions).where(eq(subscriptions.id, sub!.id));
    expect(cancelled!.status).toBe('cancelled');
    expect(await (await s.request(done.headers.get('location')!)).text()).toContain('Your subscription is cancelled');
    expect((await form('/cancelsubscription', { token: 'nope' })).status).toBe(404);
  });
});

describe('event tickets', () => {
  it('sells tickets through the checkout, never more than there are, and shows sold out', async () => {
    const [event] = await s.db
      .insert(events)
      .values({
        accountId: ACCOUNT,
        title: 'Launch night',
        venue: 'Lagos',
        startsAt: new Date(Date.now() + 30 * 86_400_000),
        ticketPrice: 500_000,
        currency: 'NGN',
        status: 'upcoming',
      })
      .returning();
    const [vip] = await s.db
      .insert(eventTicketTypes)
      .values({ eventId: event!.id, name: 'VIP', price: 500_000, quantity: 3, sold: 0 })
      .returning();
    const page = await (await s.request(`/events/${event!.id}`)).text();
    expect(page).toContain('Launch night');
    expect(page).toContain('3 left');
    const buy = async (n: number, quantity: string) => {
      const res = await form(`/events/${event!.id}`, { ...customer(n), ticket_type: String(vip!.id), quantity });
      return res;
    };
    expect((await buy(30, '4')).status).toBe(400);
    expect((await buy(30, '0')).status).toBe(400);
    const first = (await buy(31, '2')).headers.get('location')!.split('/').pop()!;
    const second = (await buy(32, '1')).headers.get('location')!.split('/').pop()!;
    const third = (await buy(33, '1')).headers.get('location')!.split('/').pop()!;
    await card(first, TEST_CARDS.success);
    const [paid] = await s.db.select().from(transactions).where(eq(transactions.reference, first));
    expect(paid).toMatchObject({ amount: 1_000_000, status: 'successful' });
    expect(paid!.narration).toBe('2 × VIP: Launch night');
    // One ticket left and two customers paying for it at once: one sale, one refusal, nothing oversold.
    const answers = await Promise.all([card(second, TEST_CARDS.success), card(third, TEST_CARDS.success)]);
    expect(answers.map((a) => a.status).sort()).toEqual([303, 402]);
    const [type] = await s.db.select().from(eventTicketTypes).where(eq(eventTicketTypes.id, vip!.id));
    expect(type!.sold).toBe(3);
    const [after] = await s.db.select().from(events).where(eq(events.id, event!.id));
    expect(after!.ticketsSold).toBe(3);
    const soldOut = await (await s.request(`/events/${event!.id}`)).text();
    expect(soldOut).toContain('Sold out: every ticket has been sold.');
    expect(soldOut).not.toContain('Continue to pay');
    expect((await buy(34, '1')).status).toBe(400);
    expect((await s.request('/events/99999999')).status).toBe(404);
    expect((await s.request('/events/abc')).status).toBe(404);
  });
});

describe('billing clock', () => {
  it('charges due subscriptions once each, declines renewals on the declining card, completes finite plans', async () => {
    // A business of its own: the demo's seeded subscriptions fall due too.
    const fixture = await s.call('POST', 'sandbox/fixtures', { body: { users: [{ role: 'Owner' }] } });
    const business: number = fixture.body.data.account_id;
    const [plan] = await s.db
      .insert(paymentPlans)
      .values({
        accountId: business,
        name: 'Two charges',
        amount: 200_000,
        currency: 'NGN',
        interval: 'weekly',
        duration: 2,
        status: 'active',
      })
      .returning();
    const link = await makeLink({ accountId: business, amount: 200_000, planId: plan!.id });
    const good = customer(20);
    const bad = customer(21);
    await card(await open(link.slug, good), TEST_CARDS.success);
    await card(await open(link.slug, bad), TEST_CARDS.renewalDeclines);
    const before = await wallet('NGN', business);
    const runs = await Promise.all([
      s.call('POST', 'sandbox/billing/run', { body: { account_id: business, days: 8 } }),
      s.call('POST', 'sandbox/billing/run', { body: { account_id: business, days: 8 } }),
    ]);
    const total = runs.reduce(
      (t, r) => ({ charged: t.charged + r.body.data.charged, declined: t.declined + r.body.data.declined }),
      { charged: 0, declined: 0 },
    );
    expect(total).toEqual({ charged: 1, declined: 1 });
    const [paid] = await s.db.select().from(subscriptions).where(eq(subscriptions.customerEmail, good.email));
    expect(paid).toMatchObject({ status: 'completed', chargesMade: 2, nextDue: null });
    const [pastDue] = await s.db.select().from(subscriptions).where(eq(subscriptions.customerEmail, bad.email));
    expect(pastDue).toMatchObject({ status: 'past_due', chargesMade: 1 });
    expect((await s.lastMail(bad.email))!.subject).toContain('failed');
    expect((await s.lastMail(good.email))!.body).toContain('last charge');
    expect((await wallet('NGN', business)).ledgerBalance - before.ledgerBalance).toBe(200_000 - 2_800);
    const history = await s.db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.source, 'plan'), eq(checkouts.sourceId, plan!.id)));
    expect(history.map((h) => h.status).sort()).toEqual(['failed', 'successful', 'successful', 'successful']);
    // Nothing is due any more.
    const again = await s.call('POST', 'sandbox/billing/run', { body: { account_id: business, days: 8 } });
    expect(again.body.data).toEqual({ charged: 0, declined: 0, completed: 0 });
    expect((await s.call('POST', 'sandbox/billing/run', { body: { days: -1 } })).status).toBe(400);
    expect((await s.call('POST', 'sandbox/billing/run', { body: {} })).status).toBe(400);
  });
});

describe('webhooks', () => {
  it('queues charge.completed for every payment, successful or failed, and subscription.cancelled, in the same transaction', async () => {
    const fixture = await s.call('POST', 'sandbox/fixtures', { body: { users: [{ role: 'Owner' }] } });
    const business: number = fixture.body.data.account_id;
    await s.db
      .insert(webhookSettings)
      .values({ accountId: business, url: 'https://merchant.example/hooks', secretHash: 'sekret' });
    const link = await makeLink({ accountId: business });
    const ref = await open(link.slug, customer(40));
    await card(ref, TEST_CARDS.declined);
    await card(ref, TEST_CARDS.success);
    const queued = async () =>
      (
        await s.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.accountId, business))
          .orderBy(webhookDeliveries.id)
      ).map((d) => d.payload as { event: string; data: Record<string, unknown> });
    const events = await queued();
    expect(events.map((e) => [e.event, e.data.status, e.data.tx_ref])).toEqual([
      ['charge.completed', 'failed', `${ref}-F1`],
      ['charge.completed', 'successful', ref],
    ]);
    expect(events[1]!.data).toMatchObject({
      amount: 1_500_000,
      currency: 'NGN',
      app_fee: 21_000,
      payment_type: 'card',
    });
    expect(events[1]!.data.customer).toMatchObject({ email: expect.stringContaining('@buyer.test') });

    const [plan] = await s.db
      .insert(paymentPlans)
      .values({
        accountId: business,
        name: 'Hooked',
        amount: 100_000,
        currency: 'NGN',
        interval: 'monthly',
        duration: 0,
        status: 'active',
      })
      .returning();
    const planLink = await makeLink({ accountId: business, amount: 100_000, planId: plan!.id });
    const who = customer(41);
    await card(await open(planLink.slug, who), TEST_CARDS.success);
    const [sub] = await s.db.select().from(subscriptions).where(eq(subscriptions.customerEmail, who.email));
    await form('/cancelsubscription', { token: sub!.cancelToken! });
    await form('/cancelsubscription', { token: sub!.cancelToken! });
    const all = await queued();
    expect(all.filter((e) => e.event === 'subscription.cancelled')).toEqual([
      { event: 'subscription.cancelled', data: expect.objectContaining({ id: sub!.id, cancelled_by: 'customer' }) },
    ]);
  });
});

describe('the ledger after every path', () => {
  it('equals the sum of its entries for every checkout payment', async () => {
    const rows = await s.db.execute(sql`
      SELECT c.ref, t.amount - t.fee AS net, e.amount AS credited
      FROM checkouts c JOIN transactions t ON t.id = c.transaction_id
      LEFT JOIN wallet_entries e ON e.reference = c.ref
      WHERE c.status = 'successful'`);
    const list = (rows as unknown as { rows: { ref: string; net: string; credited: string | null }[] }).rows;
    expect(list.length).toBeGreaterThan(5);
    for (const r of list) expect(Number(r.credited)).toBe(Number(r.net));
  });
});
