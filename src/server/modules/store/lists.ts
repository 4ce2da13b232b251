import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productCategories, products } from '../../db/schema';
import type { SessionInfo } from '../../http';
import { storeDetailsOf, storeProductColumns, toStoreProduct } from '../../store-rows';
import { accountOf } from '../../tenancy';
import { contains, page, termOf, type ListQuery } from '../../paging';

/** GET v2/inventory/stores/self: the account's store, or null before one is set up. */
export const storeDetails = (db: Db, session: SessionInfo) => storeDetailsOf(db, accountOf(session));

/** GET v2/inventory/products: the store's products, newest first, with their category's name. */
export async function storeProductList(db: Db, session: SessionInfo, query: ListQuery) {
  const term = termOf(query.q);
  const where = and(
    eq(products.accountId, accountOf(session)),
    eq(products.channel, 'store'),
    term
      ? or(contains(products.name, term), contains(products.sku, term), contains(productCategories.name, term))
      : undefined,
  );
  const joined = () =>
    db
      .select(storeProductColumns)
      .from(products)
      .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(where);
  const r = await page(
    query,
    async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
          .where(where)
      )[0]?.n ?? 0,
    (limit, offset) => joined().orderBy(desc(products.createdAt), desc(products.id)).limit(limit).offset(offset),
  );
  return { products: r.rows.map(toStoreProduct), page_info: r.page_info };
}
