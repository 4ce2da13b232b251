import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, paymentLinks, subscriptions, transactions } from '../../db/schema';
import { type TestServer, testServer } from '../../test/harness';
import { makeSlug } from './service';

/**
 * Payment links, plans and subscriptions as a merchant makes and changes them: create, edit, disable,
 * delete, a plan and its link, cancelling a subscription, payments listed on the link, another
 * business's records answering 404, and every role that holds the payments feature allowed.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const business = (roles: string[] = ['Owner']) => s.business({ users: roles.map((role) => ({ role })) });

const LINK = {
  title: 'Yoga class',
  description: 'One class, Saturday morning',
  kind: 'payment',
  amount: 500_000,
  currency: 'NGN',
  custom_fields: [
    { label: 'Phone number', required: true },
    { label: 'Phone number', required: false },
  ],
  redirect_url: 'https://shop.example/thanks',
  payment_limit: 20,
  expires_at: '2099-12-31',
  suggested_amounts: [100_000],
};
const PLAN = { name: 'Gym monthly', amount: 1_500_000, currency: 'NGN', interval: 'monthly', duration: 0 };

describe('payment links', () => {
  it('are created with a readable, random slug, read back, edited, disabled and deleted', async () => {
    const b = await business();
    const [token] = b.tokens;
    const made = await s.call('POST', 'v2/payment-links', { token, body: LINK });
    expect(made.status).toBe(201);
    const link = made.body.data;
    expect(link).toMatchObject({
      title: 'Yoga class',
      kind: 'payment',
      amount: 500_000,
      status: 'active',
      redirect_url: 'https://shop.example/thanks',
      payment_limit: 20,
      expires_at: '2099-12-31T23:59:59.999Z',
      // A payment link has no suggested amounts (those are the donation page's buttons).
      suggested_amounts: [],
      payments_count: 0,
      plan_id: null,
    });
    expect(link.slug).toMatch(/^yoga-class-[a-z2-9]{8}$/);
    expect(link.custom_fields).toEqual([
      { name: 'phone_number', label: 'Phone number', required: true },
      { name: 'phone_number_2', label: 'Phone number', required: false },
    ]);

    const list = await s.call('GET', 'v2/payment-links', { token });
    expect(list.body.data.payment_links.map((l: { id: number }) => l.id)).toContain(link.id);

    const edited = await s.call('PUT', `v2/payment-links/${link.id}`, {
      token,
      body: {
        ...LINK,
        title: 'Yoga class (new)',
        amount: null,
        kind: 'donation',
        suggested_amounts: [300_000, 100_000],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      title: 'Yoga class (new)',
      amount: null,
      kind: 'donation',
      suggested_amounts: [100_000, 300_000],
      slug: link.slug,
    });

    const off = await s.call('PUT', `v2/payment-links/${link.id}/status`, { token, body: { status: 'inactive' } });
    expect(off.body.data.status).toBe('inactive');
    expect((await s.call('GET', `v2/payment-links/${link.id}`, { token })).body.data.status).toBe('inactive');

    const gone = await s.call('DELETE', `v2/payment-links/${link.id}`, { token });
    expect(gone.status).toBe(200);
    expect((await s.call('GET', `v2/payment-links/${link.id}`, { token })).status).toBe(404);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const b = await business();
    const [token] = b.tokens;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...LINK, title: '  ' }, 'Title is required'],
      [{ ...LINK, amount: 0 }, 'Amount must be at least 1.00'],
      [{ ...LINK, amount: 10.5 }, 'Amount is invalid'],
      [{ ...LINK, currency: 'ZZZ' }, "Currency is not one of your business's currencies"],
      [
        { ...LINK, redirect_url: 'http://shop.example' },
        'Redirect URL must start with https:// (http:// only for localhost)',
      ],
      [
        { ...LINK, redirect_url: 'javascript:alert(1)' },
        'Redirect URL must start with https:// (http:// only for localhost)',
      ],
      [{ ...LINK, expires_at: '2001-01-01' }, 'Expiry date must be in the future'],
      [{ ...LINK, payment_limit: 0 }, 'Payment limit must be at least 1'],
      [{ ...LINK, kind: 'gift' }, 'Kind is invalid'],
    ];
    for (const [body, message] of cases) {
      const before = await s.checksum();
      const res = await s.call('POST', 'v2/payment-links', { token, body });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await s.checksum()).toBe(before);
    }
    const local = await s.call('POST', 'v2/payment-links', {
      token,
      body: { ...LINK, redirect_url: 'http://localhost:3000/done' },
    });
    expect(local.status).toBe(201);
  });

  it('list their successful payments newest first, with the transaction and customer', async () => {
    const b = await business();
    const [token] = b.tokens;
    const link = (await s.call('POST', 'v2/payment-links', { token, body: LINK })).body.data;
    expect((await s.call('GET', `v2/payment-links/${link.id}/payments`, { token })).body.data.payments).toEqual([]);
    const pay = async (ref: string, at: Date, status: 'successful' | 'failed') => {
      const [tx] = await s.db
        .insert(transactions)
        .values({
          accountId: b.accountId,
          currency: 'NGN',
          amount: 500_000,
          status: 'successful',
          narration: 'Yoga class',
          reference: `TX-${ref}`,
          paymentType: 'card',
          createdAt: at,
        })
        .returning();
      await s.db.insert(checkouts).values({
        ref,
        accountId: b.accountId,
        source: 'link',
        sourceId: link.id,
        amount: 500_000,
        currency: 'NGN',
        customerName: 'Ada Obi',
        customerEmail: 'ada@example.test',
        status,
        transactionId: status === 'successful' ? tx!.id : null,
        createdAt: at,
        completedAt: at,
      });
    };
    await pay(`lp-${b.accountId}-1`, new Date('2026-01-01T10:00:00Z'), 'successful');
    await pay(`lp-${b.accountId}-2`, new Date('2026-01-02T10:00:00Z'), 'successful');
    await pay(`lp-${b.accountId}-3`, new Date('2026-01-03T10:00:00Z'), 'failed');
    const res = await s.call('GET', `v2/payment-links/${link.id}/payments`, { token });
    expect(res.body.data.page_info.total).toBe(2);
    expect(res.body.data.payments.map((p: { reference: string }) => p.reference)).toEqual([
      `TX-lp-${b.accountId}-2`,
      `TX-lp-${b.accountId}-1`,
    ]);
    expect(res.body.data.payments[0]).toMatchObject({ customer_name: 'Ada Obi', amount: 500_000, currency: 'NGN' });
    expect((await s.call('GET', `v2/payment-links/${link.id}`, { token })).body.data.payments_count).toBe(2);

    // Deleting the link keeps its payments as the business's transactions.
    await s.call('DELETE', `v2/payment-links/${link.id}`, { token });
    const kept = await s.db
      .select()
      .from(transactions)
      .where(eq(transactions.reference, `TX-lp-${b.accountId}-1`));
    expect(kept).toHaveLength(1);
  });

  it('answer 404 for another business, which is left unchanged', async () => {
    const mine = await business();
    const theirs = await business();
    const link = (await s.call('POST', 'v2/payment-links', { token: theirs.tokens[0], body: LINK })).body.data;
    const plan = (await s.call('POST', 'v2/payment-plans', { token: theirs.tokens[0], body: PLAN })).body.data;
    const [sub] = await s.db
      .insert(subscriptions)
      .values({
        accountId: theirs.accountId,
        planId: plan.id,
        customerEmail: 'sub@example.test',
        amount: PLAN.amount,
        currency: 'NGN',
        status: 'active',
      })
      .returning();
    const token = mine.tokens[0];
    const before = await s.checksum();
    const tries: [string, string, unknown?][] = [
      ['GET', `v2/payment-links/${link.id}`],
      ['GET', `v2/payment-links/${link.id}/payments`],
      ['PUT', `v2/payment-links/${link.id}`, LINK],
      ['PUT', `v2/payment-links/${link.id}/status`, { status: 'inactive' }],
      ['DELETE', `v2/payment-links/${link.id}`],
      ['GET', `v2/payment-plans/${plan.id}`],
      ['PUT', `v2/payment-plans/${plan.id}`, PLAN],
      ['PUT', `v2/payment-plans/${plan.id}/cancel`],
      ['POST', `v2/payment-plans/${plan.id}/link`],
      ['GET', `v2/subscriptions/${sub!.id}`],
      ['PUT', `v2/subscriptions/${sub!.id}/cancel`],
    ];
    for (const [method, path, body] of tries) {
      const res = await s.call(method, path, { token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await s.checksum()).toBe(before);
  });

  it('may be made and changed by every role holding the payments feature', async () => {
    const b = await business(['Owner', 'Admin', 'v2-Operations', 'User', 'v2-User']);
    for (const token of b.tokens) {
      const made = await s.call('POST', 'v2/payment-links', { token, body: LINK });
      expect(made.status).toBe(201);
      const off = await s.call('PUT', `v2/payment-links/${made.body.data.id}/status`, {
        token,
        body: { status: 'inactive' },
      });
      expect(off.status).toBe(200);
      expect((await s.call('POST', 'v2/payment-plans', { token, body: PLAN })).status).toBe(201);
    }
  });
});

describe('plans and subscriptions', () => {
  it('a plan gets a link with its amount, follows its edits, and cancelling it disables the link and its subscriptions', async () => {
    const b = await business();
    const [token] = b.tokens;
    const made = await s.call('POST', 'v2/payment-plans', { token, body: PLAN });
    expect(made.status).toBe(201);
    const plan = made.body.data;
    expect(plan).toMatchObject({ name: 'Gym monthly', interval: 'monthly', duration: 0, status: 'active' });
    expect(plan.link.slug).toMatch(/^gym-monthly-/);
    const [link] = await s.db.select().from(paymentLinks).where(eq(paymentLinks.id, plan.link.id));
    expect(link).toMatchObject({ planId: plan.id, amount: 1_500_000, currency: 'NGN', status: 'active' });

    // The plan's link changes with its plan, not on its own.
    const direct = await s.call('PUT', `v2/payment-links/${link!.id}`, { token, body: LINK });
    expect(direct.status).toBe(409);
    expect((await s.call('DELETE', `v2/payment-links/${link!.id}`, { token })).status).toBe(409);

    const edited = await s.call('PUT', `v2/payment-plans/${plan.id}`, {
      token,
      body: { ...PLAN, name: 'Gym weekly', interval: 'weekly', amount: 400_000, duration: 12 },
    });
    expect(edited.body.data).toMatchObject({ name: 'Gym weekly', interval: 'weekly', amount: 400_000, duration: 12 });
    const [relinked] = await s.db.select().from(paymentLinks).where(eq(paymentLinks.id, plan.link.id));
    expect(relinked).toMatchObject({ title: 'Gym weekly', amount: 400_000 });

    const bad = await s.call('POST', 'v2/payment-plans', { token, body: { ...PLAN, interval: 'hourly' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Interval is invalid');
    const negative = await s.call('POST', 'v2/payment-plans', { token, body: { ...PLAN, duration: -1 } });
    expect(negative.body.message).toBe('Number of charges cannot be negative');

    await s.db.insert(subscriptions).values({
      accountId: b.accountId,
      planId: plan.id,
      customerEmail: 'a@example.test',
      amount: 400_000,
      currency: 'NGN',
      status: 'active',
      nextDue: new Date('2099-01-01T00:00:00Z'),
    });
    const cancelled = await s.call('PUT', `v2/payment-plans/${plan.id}/cancel`, { token });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', subscribers: 0, link: { status: 'inactive' } });
    const again = await s.call('PUT', `v2/payment-plans/${plan.id}/cancel`, { token });
    expect(again.status).toBe(409);
    const reopen = await s.call('PUT', `v2/payment-links/${plan.link.id}/status`, {
      token,
      body: { status: 'active' },
    });
    expect(reopen.status).toBe(409);
    const subs = await s.db.select().from(subscriptions).where(eq(subscriptions.planId, plan.id));
    expect(subs.map((x) => [x.status, x.nextDue])).toEqual([['cancelled', null]]);
  });

  it('a subscription shows its plan, next charge and charge history, and is cancelled once', async () => {
    const b = await business();
    const [token] = b.tokens;
    const plan = (await s.call('POST', 'v2/payment-plans', { token, body: PLAN })).body.data;
    const [sub] = await s.db
      .insert(subscriptions)
      .values({
        accountId: b.accountId,
        planId: plan.id,
        customerEmail: 'Sub@Example.test',
        amount: PLAN.amount,
        currency: 'NGN',
        status: 'active',
        nextDue: new Date('2099-02-01T00:00:00Z'),
      })
      .returning();
    const charge = (ref: string, status: 'successful' | 'failed' | 'open', email: string, day: number) => ({
      ref,
      accountId: b.accountId,
      source: 'plan' as const,
      sourceId: plan.id,
      amount: PLAN.amount,
      currency: 'NGN',
      customerName: 'Sam Sub',
      customerEmail: email,
      status,
      failureReason: status === 'failed' ? 'Card declined' : null,
      createdAt: new Date(`2026-0${day}-01T00:00:00Z`),
      completedAt: new Date(`2026-0${day}-01T00:00:00Z`),
    });
    await s.db
      .insert(checkouts)
      .values([
        charge(`sc-${b.accountId}-1`, 'successful', 'sub@example.test', 1),
        charge(`sc-${b.accountId}-2`, 'failed', 'sub@example.test', 2),
        charge(`sc-${b.accountId}-3`, 'open', 'sub@example.test', 3),
        charge(`sc-${b.accountId}-4`, 'successful', 'someone-else@example.test', 4),
      ]);
    const detail = await s.call('GET', `v2/subscriptions/${sub!.id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      plan_name: 'Gym monthly',
      plan_interval: 'monthly',
      customer_name: 'Sam Sub',
      next_due: '2099-02-01T00:00:00.000Z',
      status: 'active',
    });
    expect(detail.body.data.charges.map((c: { status: string }) => c.status)).toEqual(['failed', 'successful']);
    expect(detail.body.data.charges[0].failure_reason).toBe('Card declined');

    const cancelled = await s.call('PUT', `v2/subscriptions/${sub!.id}/cancel`, { token });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', next_due: null });
    expect((await s.call('PUT', `v2/subscriptions/${sub!.id}/cancel`, { token })).status).toBe(409);
    const [row] = await s.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, sub!.id), eq(subscriptions.accountId, b.accountId)));
    expect(row?.status).toBe('cancelled');
  });
});

describe('slugs', () => {
  it('read as the title and end in 8 random characters', () => {
    expect(makeSlug('Café & Bar: Friday!')).toMatch(/^cafe-bar-friday-[a-z2-9]{8}$/);
    expect(makeSlug('!!!')).toMatch(/^link-[a-z2-9]{8}$/);
    expect(makeSlug('x')).not.toBe(makeSlug('x'));
  });
});
