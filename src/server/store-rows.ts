import { and, eq } from 'drizzle-orm';
import type { StoreProduct } from '../contract/store';
import type { Db, Tx } from './db/client';
import { orders, productCategories, products, stores } from './db/schema';

/**
 * How the online store's rows are answered, shared by the shell's lists and the store module's writes so
 * a product reads the same from either.
 */

/** The columns of a store product with its category's name (a left join on product_categories). */
export const storeProductColumns = { product: products, categoryName: productCategories.name };
export type StoreProductRow = { product: typeof products.$inferSelect; categoryName: string | null };

export function toStoreProduct({ product: p, categoryName }: StoreProductRow): StoreProduct {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    compare_at_price: p.compareAtPrice,
    currency: p.currency,
    stock: p.stock,
    sku: p.sku,
    category_id: p.categoryId,
    category: categoryName,
    status: p.status,
    images: p.images,
    date_created: p.createdAt.toISOString(),
  };
}

/** GET v2/inventory/stores/self: the account's store, or null before one is set up. */
export async function storeDetailsOf(db: Db | Tx, accountId: number) {
  const [store] = await db.select().from(stores).where(eq(stores.accountId, accountId));
  if (!store) return null;
  const ofStore = (table: typeof products | typeof orders) =>
    db.$count(table, and(eq(table.accountId, accountId), eq(table.channel, 'store')));
  return {
    id: store.id,
    name: store.name,
    slug: store.slug,
    description: store.description,
    currency: store.currency,
    shipping_fee: store.shippingFee,
    contact_email: store.contactEmail,
    contact_phone: store.contactPhone,
    free_shipping_above: store.freeShippingAbove,
    delivery_time: store.deliveryTime,
    logo_url: store.logoUrl,
    banner_url: store.bannerUrl,
    products_count: await ofStore(products),
    orders_count: await ofStore(orders),
  };
}
