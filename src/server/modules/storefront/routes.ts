import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { UPLOADED_IMAGE_PATTERN } from '../../../contract/store';
import { MAX_ITEM_QUANTITY, OrderCustomer, storefrontPath } from '../../../contract/store-orders';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http';
import { formLimit, formText, notFound, page } from '../checkout';
import { type Cart, cartCookieName, cartCount, parseCart, serializeCart } from './cart';
import { currentAnnouncements } from '../store-promotions';
import { addOrderNote, getOrder, setOrderStatus } from './orders';
import { cartBody, productBody, SHELF_STYLE, shelfBody } from './pages';
import { placeOrder, priceCart, type StoreRow, shelf, shelfProduct, storeBySlug } from './service';
import { byId, serveWithSession } from '../../session-routes';

type C = Context<AppEnv>;
const db = (c: C): Db => c.get('deps').db;

/** The store's own logo heads its pages; without one, the business logo does. */
const storeLogo = (store: StoreRow): string | null =>
  store.logoUrl && UPLOADED_IMAGE_PATTERN.test(store.logoUrl) ? store.logoUrl : null;

const cartOf = (c: C, store: StoreRow): Cart => parseCart(getCookie(c, cartCookieName(store.id)));

function keepCart(c: C, store: StoreRow, cart: Cart): void {
  setCookie(c, cartCookieName(store.id), serializeCart(cart), {
    path: storefrontPath(store.slug),
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: 30 * 24 * 3600,
  });
}

const quantityOf = (raw: string): number | null =>
  /^\d{1,2}$/.test(raw) ? Math.min(Number(raw), MAX_ITEM_QUANTITY) : null;

async function withStore(c: C, then: (store: StoreRow) => Promise<Response>): Promise<Response> {
  const store = await storeBySlug(db(c), c.req.param('slug') ?? '');
  return store ? then(store) : notFound(c, 'Store');
}

async function showCart(c: C, store: StoreRow, problem: string | null, values: Record<string, string>, status = 200) {
  const priced = await priceCart(db(c), store, cartOf(c, store));
  return page(
    c,
    store.accountId,
    `Cart · ${store.name}`,
    cartBody({ store, ...priced, problem, values }),
    status,
    SHELF_STYLE,
    storeLogo(store),
  );
}

/** The storefront /store/{slug}: shelves, a product, the cart, and the order paid on the checkout. */
export function storefrontPages(app: Hono<AppEnv>): void {
  app.post('/store/*', formLimit);
  app.get('/store/:slug', (c) =>
    withStore(c, async (store) => {
      const [products, announcements] = await Promise.all([
        shelf(db(c), store),
        currentAnnouncements(db(c), store.accountId),
      ]);
      const notice = c.req.query('added') === '1' ? 'Added to your cart.' : null;
      const body = shelfBody({ store, products, count: cartCount(cartOf(c, store)), notice, announcements });
      return page(c, store.accountId, store.name, body, 200, SHELF_STYLE, storeLogo(store));
    }),
  );
  app.get('/store/:slug/products/:id', (c) =>
    withStore(c, async (store) => {
      const id = c.req.param('id');
      const product = /^\d{1,9}$/.test(id) ? await shelfProduct(db(c), store, Number(id)) : undefined;
      if (!product) return notFound(c, 'Product');
      const body = productBody({ store, product, count: cartCount(cartOf(c, store)) });
      return page(c, store.accountId, product.name, body, 200, SHELF_STYLE, storeLogo(store));
    }),
  );
  app.get('/store/:slug/cart', (c) => withStore(c, (store) => showCart(c, store, null, {})));
  // Adds to the cart (what is already there plus this many), then back to the shelf.
  app.post('/store/:slug/cart', (c) =>
    withStore(c, async (store) => {
      const form = await c.req.parseBody();
      const id = formText(form, 'product_id');
      const quantity = quantityOf(formText(form, 'quantity') || '1');
      const product = /^\d{1,9}$/.test(id) ? await shelfProduct(db(c), store, Number(id)) : undefined;
      if (!product || !quantity) return notFound(c, 'Product');
      const cart = cartOf(c, store);
      cart.set(product.id, Math.min((cart.get(product.id) ?? 0) + quantity, MAX_ITEM_QUANTITY));
      keepCart(c, store, cart);
      return c.redirect(`${storefrontPath(store.slug)}?added=1`, 303);
    }),
  );
  // Sets a line's quantity; 0 removes it.
  app.post('/store/:slug/cart/update', (c) =>
    withStore(c, async (store) => {
      const form = await c.req.parseBody();
      const id = Number(formText(form, 'product_id'));
      const quantity = quantityOf(formText(form, 'quantity'));
      const cart = cartOf(c, store);
      if (Number.isInteger(id) && quantity !== null) {
        if (quantity === 0) cart.delete(id);
        else if (cart.has(id)) cart.set(id, quantity);
      }
      keepCart(c, store, cart);
      return c.redirect(`${storefrontPath(store.slug)}/cart`, 303);
    }),
  );
  app.post('/store/:slug/checkout', (c) =>
    withStore(c, async (store) => {
      const form = await c.req.parseBody();
      const values = Object.fromEntries(
        ['name', 'email', 'phone', 'address', 'coupon'].map((k) => [k, formText(form, k).slice(0, 500)]),
      );
      const customer = v.safeParse(OrderCustomer, values);
      if (!customer.success) return showCart(c, store, customer.issues[0].message, values, 400);
      const coupon = (values.coupon ?? '').trim().slice(0, 40);
      const placed = await placeOrder(db(c), store, cartOf(c, store), customer.output, coupon);
      if (!placed.ok) return showCart(c, store, placed.message, values, 409);
      // The order holds the cart now: a second order starts empty.
      keepCart(c, store, new Map());
      return c.redirect(`/checkout/${placed.checkoutRef}`, 303);
    }),
  );
}

/** The merchant's side of store orders: one order, its status, its notes. */
export function storeOrderRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.storeOrder, byId(getOrder));
  serveWithSession(
    api,
    endpoints.updateStoreOrderStatus,
    (r) => setOrderStatus(r.db, r.session, r.id, r.body.status),
    'Order updated',
  );
  serveWithSession(
    api,
    endpoints.addStoreOrderNote,
    (r) => addOrderNote(r.db, r.session, r.id, r.body.note),
    'Note added',
  );
}
