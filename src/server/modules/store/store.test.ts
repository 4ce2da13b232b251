import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLUG_TAKEN } from '../../../contract/store';
import { products } from '../../db/schema';
import { type TestServer, testServer } from '../../test/harness';
import { STORE_MESSAGES } from './service';

/**
 * The store's catalogue: details and shipping (made on the first save, the link unique), categories
 * (ordered, renamed, deleted without losing products), products (checked, duplicated, hidden, deleted,
 * changed in bulk all or nothing); another business's rows are not found; v2-User may only read.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const business = (roles = ['Owner']) =>
  s.business({ business: { type: 'business' }, users: roles.map((role) => ({ role })) });

let slugs = 0;
const storeBody = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Shoes',
  slug: `ada-shoes-${++slugs}`,
  description: 'Handmade leather shoes',
  currency: 'NGN',
  contact_email: 'hello@ada.test',
  contact_phone: '+2348012345678',
  shipping_fee: 150_000,
  free_shipping_above: 5_000_000,
  delivery_time: '2-4 working days',
  ...over,
});
const productBody = (over: Record<string, unknown> = {}) => ({
  name: 'Loafers',
  description: 'Brown suede',
  price: 2_500_000,
  compare_at_price: null,
  currency: 'NGN',
  stock: 4,
  sku: 'LF-01',
  category_id: null,
  status: 'published',
  ...over,
});

async function withStore(roles = ['Owner']) {
  const b = await business(roles);
  const saved = await s.call('PUT', 'v2/inventory/stores', { token: b.tokens[0]!, body: storeBody() });
  expect(saved.status).toBe(200);
  return b;
}

describe('store details and shipping', () => {
  it('is null before set-up, made by the first save, then edited', async () => {
    const b = await business();
    const token = b.tokens[0]!;
    expect((await s.call('GET', 'v2/inventory/stores/self', { token })).body.data).toBeNull();
    const body = storeBody({ slug: '  Ada-Shoes-Lagos ' });
    const made = await s.call('PUT', 'v2/inventory/stores', { token, body });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      name: 'Ada Shoes',
      slug: 'ada-shoes-lagos',
      shipping_fee: 150_000,
      free_shipping_above: 5_000_000,
      delivery_time: '2-4 working days',
      contact_email: 'hello@ada.test',
      products_count: 0,
    });
    const edited = await s.call('PUT', 'v2/inventory/stores', {
      token,
      body: { ...body, slug: 'ada-shoes-lagos', shipping_fee: 0, free_shipping_above: null },
    });
    expect(edited.body.data).toMatchObject({ id: made.body.data.id, shipping_fee: 0, free_shipping_above: null });
    expect((await s.call('GET', 'v2/inventory/stores/self', { token })).body.data.shipping_fee).toBe(0);
  });

  it('refuses a link another store has, and bad links, changing nothing', async () => {
    const a = await withStore();
    const taken = (await s.call('GET', 'v2/inventory/stores/self', { token: a.tokens[0]! })).body.data.slug;
    const b = await business();
    const token = b.tokens[0]!;
    const clash = await s.call('PUT', 'v2/inventory/stores', { token, body: storeBody({ slug: taken }) });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(SLUG_TAKEN);
    const bad = await s.call('PUT', 'v2/inventory/stores', { token, body: storeBody({ slug: 'no spaces/here' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Store link may use only/);
    expect((await s.call('GET', 'v2/inventory/stores/self', { token })).body.data).toBeNull();
  });

  it('is for the roles holding the store: v2-User is refused', async () => {
    const b = await business(['Owner', 'v2-User', 'v2-Operations']);
    const refused = await s.call('PUT', 'v2/inventory/stores', { token: b.tokens[1]!, body: storeBody() });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your role cannot manage the store');
    expect((await s.call('PUT', 'v2/inventory/stores', { token: b.tokens[2]!, body: storeBody() })).status).toBe(200);
  });
});

describe('categories', () => {
  it('are made last, renamed, reordered, and deleted leaving their products without one', async () => {
    const b = await withStore();
    const token = b.tokens[0]!;
    const make = async (name: string) =>
      (await s.call('POST', 'v2/inventory/storecategories', { token, body: { name } })).body.data;
    const shoes = await make('Shoes');
    const bags = await make('Bags');
    expect([shoes.position, bags.position]).toEqual([0, 1]);
    const dup = await s.call('POST', 'v2/inventory/storecategories', { token, body: { name: 'shoes' } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(STORE_MESSAGES.categoryTaken);

    const renamed = await s.call('PUT', `v2/inventory/storecategories/${bags.id}`, {
      token,
      body: { name: 'Handbags' },
    });
    expect(renamed.body.data.name).toBe('Handbags');
    const moved = await s.call('POST', `v2/inventory/storecategories/${bags.id}/move`, {
      token,
      body: { direction: 'up' },
    });
    expect(moved.body.data.categories.map((c: { name: string }) => c.name)).toEqual(['Handbags', 'Shoes']);

    const product = (
      await s.call('POST', 'v2/inventory/products', { token, body: productBody({ category_id: shoes.id }) })
    ).body.data;
    expect(product.category).toBe('Shoes');
    const gone = await s.call('DELETE', `v2/inventory/storecategories/${shoes.id}`, { token });
    expect(gone.status).toBe(200);
    const after = await s.call('GET', `v2/inventory/products/${product.id}`, { token });
    expect(after.body.data).toMatchObject({ id: product.id, category_id: null, category: null });
    const list = await s.call('GET', 'v2/inventory/storecategories', { token });
    expect(list.body.data.categories).toEqual([expect.objectContaining({ name: 'Handbags', products_count: 0 })]);
  });

  it("of another business are not found, nor usable on one's products", async () => {
    const a = await withStore();
    const theirs = (
      await s.call('POST', 'v2/inventory/storecategories', { token: a.tokens[0]!, body: { name: 'Private' } })
    ).body.data;
    const b = await withStore();
    const token = b.tokens[0]!;
    expect((await s.call('DELETE', `v2/inventory/storecategories/${theirs.id}`, { token })).status).toBe(404);
    const use = await s.call('POST', 'v2/inventory/products', { token, body: productBody({ category_id: theirs.id }) });
    expect(use.status).toBe(400);
    expect(use.body.message).toBe(STORE_MESSAGES.categoryNotFound);
  });
});

describe('products', () => {
  it('are checked: price over 0, compare-at above price, whole stock, a store first', async () => {
    const none = await business();
    const early = await s.call('POST', 'v2/inventory/products', { token: none.tokens[0]!, body: productBody() });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(STORE_MESSAGES.noStore);

    const token = (await withStore()).tokens[0]!;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ price: 0 }, /Price must be more than 0/],
      [{ compare_at_price: 2_500_000 }, /Compare-at price must be more than the price/],
      [{ stock: -1 }, /Stock cannot be negative/],
      [{ stock: 1.5 }, /Stock must be a whole number/],
      [{ name: '  ' }, /Product name is required/],
    ];
    for (const [over, message] of cases) {
      const answer = await s.call('POST', 'v2/inventory/products', { token, body: productBody(over) });
      expect(answer.status, JSON.stringify(over)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const list = await s.call('GET', 'v2/inventory/products', { token });
    expect(list.body.data.products).toEqual([]);
  });

  it('are made, edited, duplicated hidden, deleted; listed with their category', async () => {
    const token = (await withStore()).tokens[0]!;
    const cat = (await s.call('POST', 'v2/inventory/storecategories', { token, body: { name: 'Shoes' } })).body.data;
    const made = await s.call('POST', 'v2/inventory/products', {
      token,
      body: productBody({ compare_at_price: 3_000_000, category_id: cat.id }),
    });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    const edited = await s.call('PUT', `v2/inventory/products/${id}`, {
      token,
      body: productBody({ name: 'Suede loafers', stock: 0, category_id: cat.id }),
    });
    expect(edited.body.data).toMatchObject({
      name: 'Suede loafers',
      stock: 0,
      compare_at_price: null,
      category: 'Shoes',
    });
    const copy = await s.call('POST', `v2/inventory/products/${id}/duplicate`, { token });
    expect(copy.body.data).toMatchObject({ name: 'Suede loafers (copy)', status: 'draft', category: 'Shoes' });
    const list = await s.call('GET', 'v2/inventory/products?q=shoes', { token });
    expect(list.body.data.products).toHaveLength(2);
    expect((await s.call('DELETE', `v2/inventory/products/${id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `v2/inventory/products/${id}`, { token })).status).toBe(404);
  });

  it('change in bulk in one transaction: all selected or none', async () => {
    const a = await withStore();
    const token = a.tokens[0]!;
    const ids: number[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      ids.push((await s.call('POST', 'v2/inventory/products', { token, body: productBody({ name }) })).body.data.id);
    }
    const cat = (await s.call('POST', 'v2/inventory/storecategories', { token, body: { name: 'Sale' } })).body.data;
    const hidden = await s.call('POST', 'v2/inventory/products/bulk', {
      token,
      body: { action: 'hide', ids: ids.slice(0, 2) },
    });
    expect(hidden.status).toBe(200);
    const moved = await s.call('POST', 'v2/inventory/products/bulk', {
      token,
      body: { action: 'category', ids, category_id: cat.id },
    });
    expect(moved.status).toBe(200);
    const rows = await s.db.select().from(products).where(eq(products.accountId, a.accountId));
    expect(rows.map((r) => [r.name, r.status, r.categoryId]).sort()).toEqual([
      ['One', 'draft', cat.id],
      ['Three', 'published', cat.id],
      ['Two', 'draft', cat.id],
    ]);

    // Another business's product in the selection: nothing is deleted.
    const b = await withStore();
    const theirs = (await s.call('POST', 'v2/inventory/products', { token: b.tokens[0]!, body: productBody() })).body
      .data;
    const mixed = await s.call('POST', 'v2/inventory/products/bulk', {
      token,
      body: { action: 'delete', ids: [...ids, theirs.id] },
    });
    expect(mixed.status).toBe(404);
    expect(mixed.body.message).toBe(STORE_MESSAGES.someNotFound);
    expect(await s.db.$count(products, eq(products.accountId, a.accountId))).toBe(3);
    expect((await s.call('GET', `v2/inventory/products/${theirs.id}`, { token })).status).toBe(404);

    const gone = await s.call('POST', 'v2/inventory/products/bulk', { token, body: { action: 'delete', ids } });
    expect(gone.status).toBe(200);
    expect(await s.db.$count(products, eq(products.accountId, a.accountId))).toBe(0);
  });

  it('are read but not changed by v2-User', async () => {
    const b = await withStore(['Owner', 'v2-User']);
    const made = (await s.call('POST', 'v2/inventory/products', { token: b.tokens[0]!, body: productBody() })).body
      .data;
    const user = b.tokens[1]!;
    expect((await s.call('GET', `v2/inventory/products/${made.id}`, { token: user })).status).toBe(200);
    const refused = await s.call('POST', 'v2/inventory/products/bulk', {
      token: user,
      body: { action: 'delete', ids: [made.id] },
    });
    expect(refused.status).toBe(403);
    expect((await s.call('GET', `v2/inventory/products/${made.id}`, { token: user })).status).toBe(200);
  });
});
