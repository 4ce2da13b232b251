import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { shippingFor } from '../../../contract/store';
import { ORDER_MESSAGES, type OrderCustomer } from '../../../contract/store-orders';
import type { Db, Tx } from '../../db/client';
import { orderItems, orders, productCategories, products, stores } from '../../db/schema';
import { ApiError } from '../../http';
import { newRef, openCheckout } from '../checkout';
import { applyCoupon } from '../store-promotions';
import type { Cart } from './cart';

export type StoreRow = typeof stores.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

export async function storeBySlug(db: Tx, slug: string): Promise<StoreRow | undefined> {
  const [store] = await db.select().from(stores).where(eq(stores.slug, slug)).limit(1);
  return store;
}

export interface ShelfProduct extends ProductRow {
  /** The category's name, or null for products in none. */
  categoryName: string | null;
}

const published = (store: StoreRow) =>
  and(eq(products.accountId, store.accountId), eq(products.channel, 'store'), eq(products.status, 'published'));

/** What customers see: the store's published products, by the merchant's order of categories, then name. */
export async function shelf(db: Tx, store: StoreRow): Promise<ShelfProduct[]> {
  const rows = await db
    .select({ product: products, categoryName: productCategories.name })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(published(store))
    // Products in no category come last.
    .orderBy(sql`${productCategories.position} ASC NULLS LAST`, asc(products.name))
    .limit(500);
  return rows.map((r) => ({ ...r.product, categoryName: r.categoryName }));
}

export async function shelfProduct(db: Tx, store: StoreRow, id: number): Promise<ShelfProduct | undefined> {
  const [row] = await db
    .select({ product: products, categoryName: productCategories.name })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(eq(products.id, id), published(store)));
  return row ? { ...row.product, categoryName: row.categoryName } : undefined;
}

export interface CartLine {
  product: ProductRow;
  quantity: number;
  /** Why this line cannot be bought as it is (sold out, not enough left), or null. */
  problem: string | null;
}

/** The cart priced from the database: lines of products still on sale, in the store's currency. */
export async function priceCart(db: Tx, store: StoreRow, cart: Cart) {
  const ids = [...cart.keys()];
  const found =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(products)
          .where(and(inArray(products.id, ids), published(store)));
  const byId = new Map(found.map((p) => [p.id, p]));
  const lines: CartLine[] = [];
  for (const [id, quantity] of cart) {
    const product = byId.get(id);
    if (!product || product.currency !== store.currency) continue;
    const problem =
      product.stock <= 0
        ? ORDER_MESSAGES.outOfStock(product.name)
        : product.stock < quantity
          ? ORDER_MESSAGES.notEnough(product.name, product.stock)
          : null;
    lines.push({ product, quantity, problem });
  }
  const subtotal = lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0);
  const shippingFee =
    lines.length === 0
      ? 0
      : shippingFor({ shipping_fee: store.shippingFee, free_shipping_above: store.freeShippingAbove }, subtotal);
  return { lines, subtotal, shippingFee };
}

export type Placed = { ok: true; checkoutRef: string; orderId: number } | { ok: false; message: string };

/**
 * The customer's order, pending until paid, with its lines as priced now, and the checkout it is paid
 * on (one transaction). Stock is only checked here; it is taken when the payment succeeds, so an
 * abandoned cart holds nothing back.
 */
export async function placeOrder(
  db: Db,
  store: StoreRow,
  cart: Cart,
  customer: v.InferOutput<typeof OrderCustomer>,
  couponCode = '',
): Promise<Placed> {
  try {
    return await db.transaction((tx) => place(tx, store, cart, customer, couponCode));
  } catch (error) {
    // A refusal rolls back whatever the order had taken (a coupon's use) and says why.
    if (error instanceof ApiError && error.status < 500) return { ok: false, message: error.message };
    throw error;
  }
}

async function place(
  tx: Tx,
  store: StoreRow,
  cart: Cart,
  customer: v.InferOutput<typeof OrderCustomer>,
  couponCode: string,
): Promise<Placed> {
  const { lines, subtotal, shippingFee } = await priceCart(tx, store, cart);
  if (lines.length === 0) throw new ApiError(409, ORDER_MESSAGES.emptyCart);
  const problem = lines.find((l) => l.problem)?.problem;
  if (problem) throw new ApiError(409, problem);
  const reference = newRef('ORD-').slice(0, 14);
  // The coupon takes one of its uses with the order (a refusal writes nothing): on the subtotal, not shipping.
  const discount =
    couponCode === ''
      ? 0
      : (await applyCoupon(tx, store.accountId, couponCode, subtotal, store.currency, reference)).discount;
  const opened = await openOrder(tx, {
    accountId: store.accountId,
    channel: 'store',
    reference,
    customer,
    lines,
    discount,
    couponCode: discount > 0 ? couponCode.trim().toUpperCase() : null,
    shippingFee,
    currency: store.currency,
  });
  return { ok: true, ...opened };
}

export interface NewOrder {
  accountId: number;
  channel: 'store' | 'instagram';
  reference: string;
  customer: { name: string; email: string; phone?: string | undefined; address?: string | undefined };
  lines: readonly { product: ProductRow; quantity: number }[];
  discount: number;
  couponCode: string | null;
  shippingFee: number;
  currency: string;
}

/**
 * An order of any channel, pending until paid, with its lines as priced now and the checkout it is paid
 * on, in the caller's transaction: the checkout's payment then takes the stock and makes it new.
 */
export async function openOrder(tx: Tx, input: NewOrder): Promise<{ checkoutRef: string; orderId: number }> {
  const subtotal = input.lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0);
  const amount = subtotal - input.discount + input.shippingFee;
  if (amount <= 0) throw new ApiError(400, ORDER_MESSAGES.nothingToPay);
  const [order] = await tx
    .insert(orders)
    .values({
      accountId: input.accountId,
      channel: input.channel,
      reference: input.reference,
      customerName: input.customer.name,
      customerEmail: input.customer.email.toLowerCase(),
      customerPhone: input.customer.phone || null,
      shippingAddress: input.customer.address ?? null,
      items: input.lines.reduce((n, l) => n + l.quantity, 0),
      subtotal,
      discount: input.discount,
      couponCode: input.couponCode,
      shippingFee: input.shippingFee,
      amount,
      currency: input.currency,
      status: 'pending',
    })
    .returning({ id: orders.id });
  await tx.insert(orderItems).values(
    input.lines.map((l) => ({
      orderId: order!.id,
      productId: l.product.id,
      name: l.product.name,
      price: l.product.price,
      quantity: l.quantity,
    })),
  );
  const checkout = await openCheckout(tx, {
    accountId: input.accountId,
    source: 'order',
    sourceId: order!.id,
    price: amount,
    currency: input.currency,
    customer: input.customer,
  });
  return { checkoutRef: checkout.ref, orderId: order!.id };
}
