import { eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { orders, products } from './db/schema';
import type { SessionInfo } from './http';
import { accountPage } from './tenancy';
import { isoDate, listAnswer, type ListQuery } from './paging';

/** The products or the orders of one channel (the online store, the Instagram shop), newest first. */
export async function productList(db: Db, session: SessionInfo, query: ListQuery, channel: 'store' | 'instagram') {
  const r = await accountPage(
    db,
    products,
    session,
    query,
    [products.name, products.category],
    [eq(products.channel, channel)],
  );
  return listAnswer('products', r, (p) => ({
    id: p.id,
    name: p.name,
    price: p.price,
    currency: p.currency,
    stock: p.stock,
    category: p.category,
    status: p.status,
    date_created: isoDate(p.createdAt),
  }));
}

export async function orderList(db: Db, session: SessionInfo, query: ListQuery, channel: 'store' | 'instagram') {
  const r = await accountPage(
    db,
    orders,
    session,
    query,
    [orders.reference, orders.customerName],
    [eq(orders.channel, channel)],
  );
  return listAnswer('orders', r, (o) => ({
    id: o.id,
    reference: o.reference,
    customer_name: o.customerName,
    items: o.items,
    amount: o.amount,
    currency: o.currency,
    status: o.status,
    date_created: isoDate(o.createdAt),
  }));
}
