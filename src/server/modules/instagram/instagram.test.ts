import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instagramAccounts, merchantPreferences, products } from '../../db/schema';
import { expectBalancedLedger } from '../../test/ledger';
import { type TestServer, testServer } from '../../test/harness';
import { catalogueOf } from './catalogue';

/**
 * Instagram: an admin connects a sandbox account (handles ending in _blocked are refused), which turns
 * instagram_store_enabled on; its posts are imported as Instagram products once each, whatever is sent
 * twice; the sandbox's customers order them through the storefront's order and checkout, so the orders
 * list them paid and the ledger balances; disconnecting keeps the products and stops new orders.
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

let made = 0;
async function business(roles: string[] = ['Owner']): Promise<Business> {
  const b = await s.business({
    business: { country: 'NG', compliance: 'AA', live: true },
    users: roles.map((role) => ({ role })),
  });
  made++;
  return b;
}

const handleFor = (name: string) => `${name}.${made}_${process.pid}`.slice(0, 30);

async function preferenceOf(accountId: number): Promise<string | null> {
  const [row] = await s.db
    .select({ value: merchantPreferences.preferenceValue })
    .from(merchantPreferences)
    .where(
      and(eq(merchantPreferences.accountId, accountId), eq(merchantPreferences.settingName, 'instagram_store_enabled')),
    );
  return row?.value ?? null;
}

const instagramProductsOf = (accountId: number) =>
  s.db.$count(products, and(eq(products.accountId, accountId), eq(products.channel, 'instagram')));

describe('connecting Instagram', () => {
  it('connects a handle for the business, turns instagram_store_enabled on and says who did it', async () => {
    const b = await business();
    const before = await s.call('GET', 'v2/instagram/account', { token: b.tokens[0] });
    expect(before.body.data).toEqual({ connection: null, instagram_store_enabled: false });
    const handle = handleFor('@Ada.Crafts');
    const res = await s.call('POST', 'v2/instagram/account', { token: b.tokens[0], body: { handle: ` ${handle} ` } });
    expect(res.status).toBe(200);
    const stored = handle.replace(/^@/, '').toLowerCase();
    expect(res.body.message).toBe(`Instagram account @${stored} connected`);
    expect(res.body.data.connection).toMatchObject({ handle: stored, connected_by: expect.any(String) });
    expect(res.body.data.instagram_store_enabled).toBe(true);
    expect(await preferenceOf(b.accountId)).toBe('1');
    // Again: the same answer, nothing more.
    const again = await s.call('POST', 'v2/instagram/account', { token: b.tokens[0], body: { handle: stored } });
    expect(again.status).toBe(200);
    expect(await s.db.$count(instagramAccounts, eq(instagramAccounts.accountId, b.accountId))).toBe(1);
    // Another account needs a disconnect first; the handle cannot serve a second business.
    const other = await s.call('POST', 'v2/instagram/account', {
      token: b.tokens[0],
      body: { handle: 'someone.else' },
    });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(`Disconnect @${stored} before connecting another Instagram account`);
    const second = await business();
    const taken = await s.call('POST', 'v2/instagram/account', { token: second.tokens[0], body: { handle: stored } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`@${stored} is already connected to another business`);
    expect(await preferenceOf(second.accountId)).toBeNull();
  });

  it('refuses what the sandbox does not authorise and handles Instagram would not allow, writing nothing', async () => {
    const b = await business();
    const before = await s.checksum();
    const blocked = await s.call('POST', 'v2/instagram/account', {
      token: b.tokens[0],
      body: { handle: 'ada_blocked' },
    });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(
      "Instagram did not authorise @ada_blocked: the account's owner declined access. Try another account.",
    );
    for (const handle of ['', '@', 'has space', 'a'.repeat(31), 'dash-ed', 'émile']) {
      const bad = await s.call('POST', 'v2/instagram/account', { token: b.tokens[0], body: { handle } });
      expect(bad.status, handle).toBe(400);
      expect(bad.body.message, handle).toMatch(/Enter your Instagram handle|1 to 30 letters, digits, periods/);
    }
    expect(await s.checksum()).toBe(before);
  });

  it('is for the Owner and Admin: a User may not connect or disconnect (403), but may import', async () => {
    const b = await business(['Owner', 'User']);
    const before = await s.checksum();
    const connect = await s.call('POST', 'v2/instagram/account', { token: b.tokens[1], body: { handle: 'user.try' } });
    expect(connect.status).toBe(403);
    expect(connect.body.message).toBe('Only an Owner or Admin can connect Instagram');
    const disconnect = await s.call('DELETE', 'v2/instagram/account', { token: b.tokens[1] });
    expect(disconnect.status).toBe(403);
    expect(await s.checksum()).toBe(before);
    const handle = handleFor('shop.user');
    expect((await s.call('POST', 'v2/instagram/account', { token: b.tokens[0], body: { handle } })).status).toBe(200);
    const posts = await s.call('GET', 'v2/instagram/posts', { token: b.tokens[1] });
    const imported = await s.call('POST', 'v2/instagram/posts/import', {
      token: b.tokens[1],
      body: { post_ids: [posts.body.data.posts[0].id] },
    });
    expect(imported.status).toBe(200);
  });
});

describe('importing posts', () => {
  it('shows the same 6 to 12 posts for a handle every time, and imports each once however often it is sent', async () => {
    const b = await business();
    const notYet = await s.call('GET', 'v2/instagram/posts', { token: b.tokens[0] });
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe('Connect an Instagram account first');
    const handle = handleFor('kente.corner');
    await s.call('POST', 'v2/instagram/account', { token: b.tokens[0], body: { handle } });
    const res = await s.call('GET', 'v2/instagram/posts', { token: b.tokens[0] });
    expect(res.status).toBe(200);
    const posts = res.body.data.posts as { id: string; name: string; price: number; product_id: number | null }[];
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(posts.length).toBeLessThanOrEqual(12);
    expect(posts.map((p) => p.id)).toEqual(catalogueOf(handle).map((p) => p.id));
    expect(posts.every((p) => p.product_id === null)).toBe(true);

    const two = [posts[0]!.id, posts[1]!.id];
    const first = await s.call('POST', 'v2/instagram/posts/import', { token: b.tokens[0], body: { post_ids: two } });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('2 posts imported');
    expect(first.body.data).toMatchObject({ imported: 2, already: 0 });
    // Sent again (and twice at once): nothing more.
    const [again, racing] = await Promise.all([
      s.call('POST', 'v2/instagram/posts/import', { token: b.tokens[0], body: { post_ids: [...two, two[0]] } }),
      s.call('POST', 'v2/instagram/posts/import', { token: b.tokens[0], body: { post_ids: two } }),
    ]);
    expect([again.status, racing.status]).toEqual([200, 200]);
    expect(again.body.data).toMatchObject({ imported: 0, already: 2 });
    expect(await instagramProductsOf(b.accountId)).toBe(2);

    // The posts say which are in the store; the products are the Instagram channel's, published.
    const after = await s.call('GET', 'v2/instagram/posts', { token: b.tokens[0] });
    const marked = after.body.data.posts as { id: string; product_id: number | null }[];
    expect(marked.filter((p) => p.product_id !== null).map((p) => p.id)).toEqual(two);
    const list = await s.call('GET', 'v2/instagram/products', { token: b.tokens[0] });
    expect((list.body.data.products as { name: string }[]).map((p) => p.name).sort()).toEqual(
      [posts[0]!.name, posts[1]!.name].sort(),
    );
    expect(list.body.data.products[0]).toMatchObject({ status: 'published', currency: 'NGN' });
  });

  it('refuses posts not on the account, all or nothing', async () => {
    const b = await business();
    await s.call('POST', 'v2/instagram/account', { token: b.tokens[0], body: { handle: handleFor('mixed.bag') } });
    const posts = (await s.call('GET', 'v2/instagram/posts', { token: b.tokens[0] })).body.data.posts;
    const res = await s.call('POST', 'v2/instagram/posts/import', {
      token: b.tokens[0],
      body: { post_ids: [posts[0].id, '12345'] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'One of these posts is no longer on your Instagram account. Reload the posts and try again.',
    );
    expect(await instagramProductsOf(b.accountId)).toBe(0);
    const none = await s.call('POST', 'v2/instagram/posts/import', { token: b.tokens[0], body: { post_ids: [] } });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Choose at least one post to import');
  });
});

describe('orders from Instagram', () => {
  it('places a paid order of an imported post through the checkout: listed, stock down, ledger balanced', async () => {
    const b = await business();
    const handle = handleFor('adire.house');
    await s.call('POST', 'v2/instagram/account', { token: b.tokens[0], body: { handle } });
    const posts = (await s.call('GET', 'v2/instagram/posts', { token: b.tokens[0] })).body.data.posts;
    const notImported = await s.call('POST', 'sandbox/instagram/orders', { body: { handle } });
    expect(notImported.status).toBe(409);
    expect(notImported.body.message).toBe('Import a post into the store before taking orders');
    await s.call('POST', 'v2/instagram/posts/import', { token: b.tokens[0], body: { post_ids: [posts[2].id] } });
    const [product] = await s.db.select().from(products).where(eq(products.instagramPostId, posts[2].id));

    const res = await s.call('POST', 'sandbox/instagram/orders', {
      body: { handle: `@${handle}`, post_id: posts[2].id, quantity: 2, customer_name: 'Chioma Eze' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'new', amount: product!.price * 2, currency: 'NGN' });
    expect(res.body.data.reference).toMatch(/^IGO-/);
    const [after] = await s.db.select().from(products).where(eq(products.id, product!.id));
    expect(after!.stock).toBe(product!.stock - 2);

    const list = await s.call('GET', 'v2/instagram/orders', { token: b.tokens[0] });
    expect(list.body.data.orders).toHaveLength(1);
    expect(list.body.data.orders[0]).toMatchObject({ reference: res.body.data.reference, customer_name: 'Chioma Eze' });
    const detail = await s.call('GET', `v2/inventory/orders/${res.body.data.order_id}`, { token: b.tokens[0] });
    expect(detail.body.data).toMatchObject({ channel: 'instagram', status: 'new', item_count: 2 });
    expect(detail.body.data.transaction_reference).toBeTruthy();
    await expectBalancedLedger(s, b.accountId);

    // Left unpaid on request: pending, waiting on its checkout link.
    const unpaid = await s.call('POST', 'sandbox/instagram/orders', { body: { handle, pay: false } });
    expect(unpaid.body.data).toMatchObject({ status: 'pending' });
    expect(unpaid.body.data.checkout_url).toMatch(/^\/checkout\/MD/);
  });

  it('disconnecting keeps the imported products, turns the preference off and stops new orders', async () => {
    const b = await business();
    const handle = handleFor('raffia.ng');
    await s.call('POST', 'v2/instagram/account', { token: b.tokens[0], body: { handle } });
    const posts = (await s.call('GET', 'v2/instagram/posts', { token: b.tokens[0] })).body.data.posts;
    await s.call('POST', 'v2/instagram/posts/import', { token: b.tokens[0], body: { post_ids: [posts[0].id] } });

    const res = await s.call('DELETE', 'v2/instagram/account', { token: b.tokens[0] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Instagram disconnected. Your imported products stay in your store.');
    expect(res.body.data).toEqual({ connection: null, instagram_store_enabled: false });
    expect(await preferenceOf(b.accountId)).toBe('0');
    expect(await instagramProductsOf(b.accountId)).toBe(1);

    const order = await s.call('POST', 'sandbox/instagram/orders', { body: { handle } });
    expect(order.status).toBe(404);
    expect(order.body.message).toBe(`@${handle} is not connected to any business`);
    const importing = await s.call('POST', 'v2/instagram/posts/import', {
      token: b.tokens[0],
      body: { post_ids: [posts[1].id] },
    });
    expect(importing.status).toBe(409);
    // Disconnecting again changes nothing.
    const before = await s.checksum();
    expect((await s.call('DELETE', 'v2/instagram/account', { token: b.tokens[0] })).status).toBe(200);
    expect(await s.checksum()).toBe(before);
    // Reconnected, the post already imported is shown as in the store.
    await s.call('POST', 'v2/instagram/account', { token: b.tokens[0], body: { handle } });
    const again = (await s.call('GET', 'v2/instagram/posts', { token: b.tokens[0] })).body.data.posts;
    expect(again[0].product_id).not.toBeNull();
  });
});
