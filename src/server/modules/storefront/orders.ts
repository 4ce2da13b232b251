import { and, asc, desc, eq } from 'drizzle-orm';
import { ORDER_MESSAGES, ORDER_NEXT, type OrderDetail, type OrderStatus } from '../../../contract/store-orders';
import type { Db, Tx } from '../../db/client';
import { checkouts, orderItems, orders, transactions, users } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf } from '../../tenancy';
import { returnCouponUse } from '../store-promotions';

const NOT_FOUND = 'Order not found';
type OrderRow = typeof orders.$inferSelect;

function idOf(raw: string | undefined): number {
  if (!raw || !/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647) throw new ApiError(404, NOT_FOUND);
  return Number(raw);
}

async function orderOf(db: Tx, session: SessionInfo, rawId: string | undefined, lock = false): Promise<OrderRow> {
  const q = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, idOf(rawId)), eq(orders.accountId, accountOf(session))));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new ApiError(404, NOT_FOUND);
  return row;
}

async function toDetail(db: Tx, row: OrderRow): Promise<OrderDetail> {
  const [items, [payment]] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.id)),
    db
      .select({ id: transactions.id, reference: transactions.reference })
      .from(checkouts)
      .innerJoin(transactions, eq(transactions.id, checkouts.transactionId))
      .where(
        and(
          eq(checkouts.accountId, row.accountId),
          eq(checkouts.source, 'order'),
          eq(checkouts.sourceId, row.id),
          eq(checkouts.status, 'successful'),
        ),
      )
      .orderBy(desc(checkouts.completedAt))
      .limit(1),
  ]);
  return {
    id: row.id,
    reference: row.reference,
    channel: row.channel,
    status: row.status,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    customer_phone: row.customerPhone,
    shipping_address: row.shippingAddress,
    items: items.map((i) => ({ product_id: i.productId, name: i.name, price: i.price, quantity: i.quantity })),
    item_count: row.items,
    subtotal: row.subtotal,
    discount: row.discount,
    coupon_code: row.couponCode,
    shipping_fee: row.shippingFee,
    amount: row.amount,
    currency: row.currency,
    transaction_id: payment?.id ?? null,
    transaction_reference: payment?.reference ?? null,
    notes: row.notes,
    date_created: row.createdAt.toISOString(),
  };
}

export async function getOrder(db: Db, session: SessionInfo, rawId: string | undefined): Promise<OrderDetail> {
  return toDetail(db, await orderOf(db, session, rawId));
}

/**
 * Moves an order along its flow (ORDER_NEXT). A pending order is cancelled only while unpaid: the
 * payment's own transaction takes the row's lock first, so a cancel and a payment never both win.
 * Cancelling a paid order moves no money: the refund is the merchant's choice, on the payment.
 */
export async function setOrderStatus(
  db: Db,
  session: SessionInfo,
  rawId: string | undefined,
  status: OrderStatus,
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const row = await orderOf(tx, session, rawId, true);
    if (row.status === status) return toDetail(tx, row);
    if (!ORDER_NEXT[row.status].includes(status)) {
      throw new ApiError(409, ORDER_MESSAGES.statusChange(row.status, status));
    }
    const [updated] = await tx.update(orders).set({ status }).where(eq(orders.id, row.id)).returning();
    // An order cancelled before it was paid was never a sale: its coupon use is given back.
    if (status === 'cancelled' && row.status === 'pending') await returnCouponUse(tx, row.reference);
    return toDetail(tx, updated!);
  });
}

/** Adds the merchant's note, signed with the author's name. */
export async function addOrderNote(
  db: Db,
  session: SessionInfo,
  rawId: string | undefined,
  text: string,
  now = new Date(),
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const row = await orderOf(tx, session, rawId, true);
    const [author] = await tx
      .select({ first: users.firstName, last: users.lastName })
      .from(users)
      .where(eq(users.id, session.userId));
    const by = author ? `${author.first} ${author.last}`.trim() : 'A team member';
    const [updated] = await tx
      .update(orders)
      .set({ notes: [...row.notes, { text, by, at: now.toISOString() }] })
      .where(eq(orders.id, row.id))
      .returning();
    return toDetail(tx, updated!);
  });
}
