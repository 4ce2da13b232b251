import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from './db/client';
import { storefrontPath } from '../contract/store-orders';
import { orderItems, orders, products, stores } from './db/schema';

/**
 * What the checkout does for an order (source 'order'), in the payment's own transaction. Kept apart
 * from the storefront's pages so the checkout depends on these few rules only.
 */

/** Why an order cannot be paid now, or null. */
export async function orderRefusal(tx: Tx, orderId: number): Promise<string | null> {
  // Locked: a merchant's cancel waits for the payment, or the payment finds the order cancelled.
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return 'This order no longer exists.';
  if (order.status === 'cancelled') return 'This order was cancelled.';
  if (order.status !== 'pending') return 'This order has already been paid.';
  return null;
}

export async function orderNarration(tx: Tx, orderId: number): Promise<string> {
  const [order] = await tx
    .select({ reference: orders.reference, channel: orders.channel })
    .from(orders)
    .where(eq(orders.id, orderId));
  return `${order?.channel === 'instagram' ? 'Instagram' : 'Store'} order ${order?.reference ?? ''}`.trim();
}

/**
 * Takes the order's items from stock, all or none: the products are locked in id order (two orders
 * never wait on each other in a cycle), every line is checked, then every line is taken. Two customers
 * buying the last item at once: the second finds it gone and its payment is refused, nothing charged.
 */
export async function takeStock(tx: Tx, orderId: number): Promise<boolean> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const wanted = new Map<number, number>();
  for (const l of lines) {
    if (l.productId === null) return false;
    wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
  }
  if (wanted.size === 0) return false;
  const locked = await tx
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, [...wanted.keys()]))
    .orderBy(asc(products.id))
    .for('update');
  if (locked.length !== wanted.size || locked.some((p) => p.stock < wanted.get(p.id)!)) return false;
  for (const [id, quantity] of wanted) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, id), sql`${products.stock} >= ${quantity}`));
  }
  return true;
}

/** The order is paid: it is new, for the merchant to fulfil. */
export async function markOrderPaid(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'new' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}

/** Where a customer goes on shopping after paying an order: the store it came from. */
export async function orderStorePath(tx: Tx, accountId: number): Promise<string | null> {
  const [store] = await tx.select({ slug: stores.slug }).from(stores).where(eq(stores.accountId, accountId));
  return store ? storefrontPath(store.slug) : null;
}
