import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../../contract/checkout';
import { ORDER_MESSAGES } from '../../../contract/store-orders';
import {
  couponRedemptions,
  coupons,
  orderItems,
  orders,
  productCategories,
  products,
  storeAnnouncements,
  stores,
  transactions,
} from '../../db/schema';
import { type TestServer, testServer } from '../../test/harness';
import { signedInOwner } from '../../test/kit';

/**
 * The storefront customers buy from and the orders the merchant fulfils: the cart is a cookie of ids
 * and quantities priced from the database; an order is pending until its checkout succeeds, which
 * takes its stock (all or none, never below zero) and makes it new; the merchant moves it along its
 * flow and writes notes; another business's order is not found.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

interface Shop {
  accountId: number;
  token: string;
  slug: string;
  storeId: number;
}
let seq = 0;
async function shop(): Promise<Shop> {
  const { accountId, token } = await signedInOwner(s);
  const slug = `shop-${++seq}-${Date.now()}`;
  const [store] = await s.db
    .insert(stores)
    .values({ accountId, name: `Shop ${seq}`, slug, currency: 'NGN', shippingFee: 150_000 })
    .returning();
  return { accountId, token, slug, storeId: store!.id };
}
async function product(accountId: number, values: Partial<typeof products.$inferInsert> = {}) {
  const [p] = await s.db
    .insert(products)
    .values({
      accountId,
      channel: 'store',
      name: 'Ankara tote',
      price: 1_200_000,
      currency: 'NGN',
      stock: 5,
      category: 'Bags',
      status: 'published',
      ...values,
    })
    .returning();
  return p!;
}

/** A customer's browser: keeps the store's cart cookie between requests. */
function browser() {
  let cookie = '';
  return async (path: string, fields?: Record<string, string>) => {
    const res = await s.request(path, {
      method: fields ? 'POST' : 'GET',
      headers: {
        cookie,
        'user-agent': 'Mozilla/5.0 (iPhone) Mobile',
        ...(fields ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: fields ? new URLSearchParams(fields).toString() : undefined,
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return res;
  };
}
const buyer = (n: number) => ({
  name: `Chidi Buyer ${n}`,
  email: `chidi${n}-${Date.now()}@buyer.test`,
  address: '12 Marina Road, Lagos',
});
const payByCard = (ref: string, number: string = TEST_CARDS.success) =>
  s.request(`/checkout/${ref}/card`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      number,
      expiry: '12/39',
      cvv: '123',
      attempt: `a-${Math.random().toString(36).slice(2)}-${Date.now()}`,
    }),
  });
async function order(browse: ReturnType<typeof browser>, slug: string, who = buyer(1)) {
  const res = await browse(`/store/${slug}/checkout`, who);
  expect(res.status, await res.clone().text()).toBe(303);
  return res.headers.get('location')!.split('/').pop()!;
}
const stockOf = async (id: number) =>
  (await s.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

describe('the storefront', () => {
  it('shows published products to anyone, with no script; hidden ones and unknown stores are not found', async () => {
    const { accountId, slug } = await shop();
    const shown = await product(accountId, { name: 'Adire scarf <b>' });
    const hidden = await product(accountId, { name: 'Secret draft', status: 'draft' });
    const res = await s.request(`/store/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Adire scarf &lt;b&gt;');
    expect(html).not.toContain('Secret draft');
    expect(html).not.toContain('<script');
    expect((await s.request(`/store/${slug}/products/${shown.id}`)).status).toBe(200);
    expect((await s.request(`/store/${slug}/products/${hidden.id}`)).status).toBe(404);
    expect((await s.request('/store/no-such-store-here')).status).toBe(404);
  });

  it('sells: the cart is priced from the database, the order is paid on the checkout, stock goes down once', async () => {
    const { accountId, slug } = await shop();
    const tote = await product(accountId, { stock: 5 });
    const browse = browser();
    expect((await browse(`/store/${slug}/cart`, { product_id: String(tote.id), quantity: '2' })).status).toBe(303);
    const cart = await (await browse(`/store/${slug}/cart`)).text();
    expect(cart).toContain('Ankara tote');
    expect(cart).toContain('NGN 25,500.00'); // 2 × 12,000 + 1,500 shipping

    // Bad details change nothing.
    const before = await s.db.select().from(orders).where(eq(orders.accountId, accountId));
    const bad = await browse(`/store/${slug}/checkout`, { ...buyer(1), email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Enter a valid email address');
    expect(await s.db.select().from(orders).where(eq(orders.accountId, accountId))).toEqual(before);

    const ref = await order(browse, slug);
    const [pending] = await s.db.select().from(orders).where(eq(orders.accountId, accountId));
    expect(pending).toMatchObject({ status: 'pending', items: 2, subtotal: 2_400_000, shippingFee: 150_000 });
    expect(pending!.amount).toBe(2_550_000);
    expect(await stockOf(tote.id)).toBe(5); // nothing held until paid
    expect(await s.db.select().from(orderItems).where(eq(orderItems.orderId, pending!.id))).toEqual([
      expect.objectContaining({ productId: tote.id, name: 'Ankara tote', price: 1_200_000, quantity: 2 }),
    ]);

    const paid = await payByCard(ref);
    expect(paid.status).toBe(303);
    const landed = await (await s.request(paid.headers.get('location')!)).text();
    expect(landed).toContain('Payment successful');
    expect(landed).toContain(`<a href="/store/${slug}">Back to the store</a>`);
    await payByCard(ref); // a second submit charges nothing more
    expect(await stockOf(tote.id)).toBe(3);
    const [done] = await s.db.select().from(orders).where(eq(orders.id, pending!.id));
    expect(done!.status).toBe('new');
    const payments = await s.db.select().from(transactions).where(eq(transactions.reference, ref));
    expect(payments).toEqual([
      expect.objectContaining({ status: 'successful', narration: `Store order ${pending!.reference}` }),
    ]);
    // The cart was emptied by the order.
    expect(await (await browse(`/store/${slug}/cart`)).text()).toContain('Your cart is empty.');
  });

  it('refuses more than is left, and of the last item two customers buy, one gets it', async () => {
    const { accountId, slug } = await shop();
    const last = await product(accountId, { name: 'Last lamp', stock: 1 });
    const tooMany = browser();
    await tooMany(`/store/${slug}/cart`, { product_id: String(last.id), quantity: '3' });
    const refused = await tooMany(`/store/${slug}/checkout`, buyer(2));
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Only 1 of Last lamp is left.');

    const [a, b] = [browser(), browser()];
    await a(`/store/${slug}/cart`, { product_id: String(last.id), quantity: '1' });
    await b(`/store/${slug}/cart`, { product_id: String(last.id), quantity: '1' });
    const [refA, refB] = [await order(a, slug, buyer(3)), await order(b, slug, buyer(4))];
    await Promise.all([payByCard(refA), payByCard(refB)]);
    expect(await stockOf(last.id)).toBe(0);
    const statuses = (await s.db.select().from(orders).where(eq(orders.accountId, accountId))).map((o) => o.status);
    expect(statuses.sort()).toEqual(['new', 'pending']);
    const failed = await s.db.select().from(transactions).where(eq(transactions.accountId, accountId));
    expect(failed.filter((t) => t.status === 'successful')).toHaveLength(1);
    expect(failed.filter((t) => t.status === 'failed')).toHaveLength(1);
    const loser = (
      await s.request(`/checkout/${failed.find((t) => t.status === 'failed')!.reference.split('-F')[0]}`)
    ).text();
    expect(await loser).toContain(ORDER_MESSAGES.soldWhilePaying);
  });
});

describe('the storefront with the store editor and promotions', () => {
  it("shows the merchant's categories in order, a sale price, shipping terms and today's announcements", async () => {
    const { accountId, slug } = await shop();
    await s.db
      .update(stores)
      .set({ freeShippingAbove: 3_000_000, deliveryTime: 'Delivered in 2-4 days' })
      .where(eq(stores.slug, slug));
    const [second, first] = await s.db
      .insert(productCategories)
      .values([
        { accountId, name: 'Zebra prints', position: 1 },
        { accountId, name: 'Aso oke', position: 0 },
      ])
      .returning();
    await product(accountId, { name: 'Striped wrap', categoryId: second!.id });
    await product(accountId, { name: 'Gele', categoryId: first!.id, compareAtPrice: 1_500_000 });
    const day = 86_400_000;
    await s.db.insert(storeAnnouncements).values([
      { accountId, message: 'Open on Sunday', showFrom: new Date(Date.now() - day) },
      { accountId, message: 'Next month only', showFrom: new Date(Date.now() + 30 * day) },
    ]);
    const html = await (await s.request(`/store/${slug}`)).text();
    expect(html.indexOf('Aso oke')).toBeLessThan(html.indexOf('Zebra prints'));
    expect(html).toContain('<s class="was"><span class="visually-hidden">was </span>NGN 15,000.00</s>');
    expect(html).toContain('Shipping NGN 1,500.00, free on orders of NGN 30,000.00 or more · Delivered in 2-4 days');
    expect(html).toContain('Open on Sunday');
    expect(html).not.toContain('Next month only');
  });

  it('ships free above the threshold, and a coupon takes its discount and one use with the order', async () => {
    const { accountId, slug, token } = await shop();
    await s.db.update(stores).set({ freeShippingAbove: 3_000_000 }).where(eq(stores.slug, slug));
    const tote = await product(accountId, { stock: 10 });
    const [coupon] = await s.db
      .insert(coupons)
      .values({
        accountId,
        code: 'SAVE20',
        type: 'percent',
        value: 20,
        currency: 'NGN',
        startsAt: new Date(0),
        usageLimit: 1,
      })
      .returning();
    const browse = browser();
    await browse(`/store/${slug}/cart`, { product_id: String(tote.id), quantity: '3' });
    expect(await (await browse(`/store/${slug}/cart`)).text()).toContain('<dt>Shipping</dt><dd>Free</dd>');
    const ref = await order(browse, slug, { ...buyer(7), coupon: 'save20' } as ReturnType<typeof buyer>);
    const [placed] = await s.db.select().from(orders).where(eq(orders.accountId, accountId));
    // 3 × 12,000.00 = 36,000.00, less 20 %, shipping free above 30,000.00 of goods.
    expect(placed).toMatchObject({ subtotal: 3_600_000, discount: 720_000, shippingFee: 0, amount: 2_880_000 });
    expect(placed!.couponCode).toBe('SAVE20');
    expect(await s.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon!.id))).toHaveLength(
      1,
    );
    expect(ref).toMatch(/^MD/);

    // Used up: the next order is refused, and nothing is written (no order, no second use).
    const again = browser();
    await again(`/store/${slug}/cart`, { product_id: String(tote.id), quantity: '1' });
    const refused = await again(`/store/${slug}/checkout`, { ...buyer(8), coupon: 'SAVE20' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('This coupon has reached its usage limit');
    expect(await s.db.select().from(orders).where(eq(orders.accountId, accountId))).toHaveLength(1);
    const [used] = await s.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(used!.timesUsed).toBe(1);

    // The first order is cancelled before it was paid: its use comes back, and the next customer has it.
    const cancelled = await s.call('PUT', `v2/inventory/orders/${placed!.id}/status`, {
      token,
      body: { status: 'cancelled' },
    });
    expect(cancelled.body.data.status).toBe('cancelled');
    const [returned] = await s.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(returned!.timesUsed).toBe(0);
    expect(await s.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon!.id))).toEqual([]);
    const retried = await again(`/store/${slug}/checkout`, { ...buyer(8), coupon: 'SAVE20' });
    // Placed: the customer is sent on to pay the order.
    expect(retried.status).toBe(303);
    expect(retried.headers.get('location')).toMatch(/\/checkout\/MD/);
    const [taken] = await s.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(taken!.timesUsed).toBe(1);
  });
});

describe('orders for the merchant', () => {
  it('shows an order with its items and payment, moves it along its flow and keeps notes', async () => {
    const { accountId, slug, token } = await shop();
    const tote = await product(accountId);
    const browse = browser();
    await browse(`/store/${slug}/cart`, { product_id: String(tote.id), quantity: '1' });
    const ref = await order(browse, slug, buyer(5));
    const [row] = await s.db.select().from(orders).where(eq(orders.accountId, accountId));
    await payByCard(ref);

    const detail = await s.call('GET', `v2/inventory/orders/${row!.id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      status: 'new',
      transaction_reference: ref,
      shipping_address: '12 Marina Road, Lagos',
      items: [{ product_id: tote.id, name: 'Ankara tote', price: 1_200_000, quantity: 1 }],
    });

    const shipped = await s.call('PUT', `v2/inventory/orders/${row!.id}/status`, {
      token,
      body: { status: 'shipped' },
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.status).toBe('shipped');
    const back = await s.call('PUT', `v2/inventory/orders/${row!.id}/status`, {
      token,
      body: { status: 'processing' },
    });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe(ORDER_MESSAGES.statusChange('shipped', 'processing'));

    const noted = await s.call('POST', `v2/inventory/orders/${row!.id}/notes`, {
      token,
      body: { note: '  Sent with GIG, waybill 4471  ' },
    });
    expect(noted.body.data.notes).toEqual([
      expect.objectContaining({ text: 'Sent with GIG, waybill 4471', by: expect.stringMatching(/\S/) }),
    ]);

    // Another business sees nothing of it.
    const other = await shop();
    expect((await s.call('GET', `v2/inventory/orders/${row!.id}`, { token: other.token })).status).toBe(404);
    expect(
      (
        await s.call('PUT', `v2/inventory/orders/${row!.id}/status`, {
          token: other.token,
          body: { status: 'delivered' },
        })
      ).status,
    ).toBe(404);
  });

  it('a cancelled order cannot be paid', async () => {
    const { accountId, slug, token } = await shop();
    const tote = await product(accountId);
    const browse = browser();
    await browse(`/store/${slug}/cart`, { product_id: String(tote.id), quantity: '1' });
    const ref = await order(browse, slug, buyer(6));
    const [row] = await s.db.select().from(orders).where(eq(orders.accountId, accountId));
    const cancelled = await s.call('PUT', `v2/inventory/orders/${row!.id}/status`, {
      token,
      body: { status: 'cancelled' },
    });
    expect(cancelled.body.data.status).toBe('cancelled');
    await payByCard(ref);
    expect(await stockOf(tote.id)).toBe(5);
    const page = await (await s.request(`/checkout/${ref}`)).text();
    expect(page).toContain('This order was cancelled.');
  });
});
