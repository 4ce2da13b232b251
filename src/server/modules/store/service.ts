import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  type Category,
  type CategoryMoveRequest,
  IMAGE_GONE,
  type ProductImage,
  type ProductBulkRequest,
  type ProductRequest,
  SLUG_TAKEN,
  type StoreProduct,
  type StoreRequest,
} from '../../../contract/store';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { productCategories, products, stores } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { storeDetailsOf, storeProductColumns, toStoreProduct } from '../../store-rows';
import { publishUpload, releaseUpload } from '../../uploads';
import { accountOf } from '../../tenancy';

export const STORE_MESSAGES = {
  productNotFound: 'Product not found',
  someNotFound: 'Some of the selected products were not found',
  categoryNotFound: 'Category not found',
  categoryTaken: 'A category with this name already exists',
  tooManyCategories: 'A store has at most 100 categories',
  noStore: 'Set up your store before adding products',
} as const;

function idOf(raw: string, notFound: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647) throw new ApiError(404, notFound);
  return Number(raw);
}

/** PUT v2/inventory/stores: saves the details and shipping, making the store on the first save. */
export async function saveStore(db: Db, session: SessionInfo, body: v.InferOutput<typeof StoreRequest>) {
  const accountId = accountOf(session);
  const values = {
    name: body.name,
    slug: body.slug,
    description: body.description === '' ? null : body.description,
    currency: body.currency,
    contactEmail: body.contact_email,
    contactPhone: body.contact_phone,
    shippingFee: body.shipping_fee,
    freeShippingAbove: body.free_shipping_above,
    deliveryTime: body.delivery_time,
  };
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.slug, body.slug), ne(stores.accountId, accountId)));
      if (taken) throw new ApiError(409, SLUG_TAKEN);
      const [current] = await tx
        .select({ logoUrl: stores.logoUrl, bannerUrl: stores.bannerUrl })
        .from(stores)
        .where(eq(stores.accountId, accountId))
        .for('update');
      const pictures = {
        logoUrl: await storePicture(tx, accountId, body.logo_url, current?.logoUrl ?? null, 'store_logo'),
        bannerUrl: await storePicture(tx, accountId, body.banner_url, current?.bannerUrl ?? null, 'store_banner'),
      };
      await tx
        .insert(stores)
        .values({ accountId, ...values, ...pictures })
        .onConflictDoUpdate({ target: stores.accountId, set: { ...values, ...pictures } });
      return (await storeDetailsOf(tx, accountId))!;
    });
  } catch (err) {
    // Two stores claiming the same link at once: the unique index decides.
    if (isUniqueViolation(err)) throw new ApiError(409, SLUG_TAKEN);
    throw err;
  }
}

/**
 * The store's logo or banner after a save: absent keeps it, null removes it, a new upload (of this business,
 * made for it) replaces it and becomes public; the one it replaces stops being served.
 */
async function storePicture(
  tx: Tx,
  accountId: number,
  next: string | null | undefined,
  current: string | null,
  purpose: 'store_logo' | 'store_banner',
): Promise<string | null> {
  if (next === undefined || next === current) return current;
  if (next !== null && !(await publishUpload(tx, accountId, next, purpose))) throw new ApiError(400, IMAGE_GONE);
  if (current) await releaseUpload(tx, accountId, current);
  return next;
}

/**
 * A product's pictures after a save: absent keeps the saved ones; new uploads must be this business's
 * product images and become public; the alt text and order are the merchant's.
 */
async function productImages(
  tx: Tx,
  accountId: number,
  next: ProductImage[] | undefined,
  current: ProductImage[],
): Promise<ProductImage[]> {
  if (next === undefined) return current;
  const saved = new Set(current.map((i) => i.url));
  for (const image of next) {
    if (!saved.has(image.url) && !(await publishUpload(tx, accountId, image.url, 'product_image'))) {
      throw new ApiError(400, IMAGE_GONE);
    }
  }
  return next.map((i) => ({ url: i.url, alt: i.alt }));
}

/** Pictures no product of the business shows any more (a copy may share them) stop being served. */
async function releaseUnshown(tx: Tx, accountId: number, urls: string[]): Promise<void> {
  for (const url of new Set(urls)) {
    const [shown] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.accountId, accountId), sql`${products.images} @> ${JSON.stringify([{ url }])}::jsonb`))
      .limit(1);
    if (!shown) await releaseUpload(tx, accountId, url);
  }
}

const categoryRows = (tx: Tx, accountId: number, id?: number) =>
  tx
    .select({
      id: productCategories.id,
      name: productCategories.name,
      position: productCategories.position,
      products_count: sql<number>`(select count(*)::int from products as p where p.category_id = product_categories.id)`,
    })
    .from(productCategories)
    .where(and(eq(productCategories.accountId, accountId), id === undefined ? undefined : eq(productCategories.id, id)))
    .orderBy(asc(productCategories.position), asc(productCategories.id));

/** GET v2/inventory/storecategories: in the merchant's order. */
export async function listCategories(db: Db, session: SessionInfo): Promise<{ categories: Category[] }> {
  return { categories: await categoryRows(db, accountOf(session)) };
}

async function findCategory(tx: Tx, accountId: number, id: number): Promise<Category> {
  const [row] = await categoryRows(tx, accountId, id);
  if (!row) throw new ApiError(404, STORE_MESSAGES.categoryNotFound);
  return row;
}

async function nameFree(tx: Tx, accountId: number, name: string, except?: number) {
  const [same] = await tx
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(
      and(
        eq(productCategories.accountId, accountId),
        sql`lower(${productCategories.name}) = lower(${name})`,
        except === undefined ? undefined : ne(productCategories.id, except),
      ),
    );
  if (same) throw new ApiError(409, STORE_MESSAGES.categoryTaken);
}

/** Name clashes found by the unique index (two saves at once) read like the ones found by the check. */
async function categoryWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, STORE_MESSAGES.categoryTaken);
    throw err;
  }
}

/** POST v2/inventory/storecategories: a new category goes last. */
export function createCategory(db: Db, session: SessionInfo, name: string) {
  const accountId = accountOf(session);
  return categoryWrite(() =>
    db.transaction(async (tx) => {
      await nameFree(tx, accountId, name);
      const [{ count, last }] = (await tx
        .select({
          count: sql<number>`count(*)::int`,
          last: sql<number>`coalesce(max(${productCategories.position}), -1)::int`,
        })
        .from(productCategories)
        .where(eq(productCategories.accountId, accountId))) as [{ count: number; last: number }];
      if (count >= 100) throw new ApiError(409, STORE_MESSAGES.tooManyCategories);
      const [row] = await tx
        .insert(productCategories)
        .values({ accountId, name, position: last + 1 })
        .returning({ id: productCategories.id });
      return findCategory(tx, accountId, row!.id);
    }),
  );
}

/** PUT v2/inventory/storecategories/:id */
export function renameCategory(db: Db, session: SessionInfo, rawId: string, name: string) {
  const accountId = accountOf(session);
  const id = idOf(rawId, STORE_MESSAGES.categoryNotFound);
  return categoryWrite(() =>
    db.transaction(async (tx) => {
      await findCategory(tx, accountId, id);
      await nameFree(tx, accountId, name, id);
      await tx.update(productCategories).set({ name }).where(eq(productCategories.id, id));
      return findCategory(tx, accountId, id);
    }),
  );
}

/** POST v2/inventory/storecategories/:id/move: swaps places with the neighbour above or below. */
export async function moveCategory(
  db: Db,
  session: SessionInfo,
  rawId: string,
  { direction }: v.InferOutput<typeof CategoryMoveRequest>,
) {
  const accountId = accountOf(session);
  const id = idOf(rawId, STORE_MESSAGES.categoryNotFound);
  return db.transaction(async (tx) => {
    // Locks the account's categories so two moves at once cannot interleave.
    const list = await tx
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(eq(productCategories.accountId, accountId))
      .orderBy(asc(productCategories.position), asc(productCategories.id))
      .for('update');
    const index = list.findIndex((row) => row.id === id);
    if (index < 0) throw new ApiError(404, STORE_MESSAGES.categoryNotFound);
    const other = direction === 'up' ? index - 1 : index + 1;
    if (other >= 0 && other < list.length) {
      [list[index], list[other]] = [list[other]!, list[index]!];
    }
    // Positions are rewritten 0..n-1, which also heals gaps left by deletions.
    for (const [position, row] of list.entries()) {
      await tx.update(productCategories).set({ position }).where(eq(productCategories.id, row.id));
    }
    return { categories: await categoryRows(tx, accountId) };
  });
}

/** DELETE v2/inventory/storecategories/:id: its products stay, with no category. */
export async function deleteCategory(db: Db, session: SessionInfo, rawId: string) {
  const accountId = accountOf(session);
  const id = idOf(rawId, STORE_MESSAGES.categoryNotFound);
  await db.transaction(async (tx) => {
    await findCategory(tx, accountId, id);
    await tx
      .update(products)
      .set({ categoryId: null })
      .where(and(eq(products.accountId, accountId), eq(products.categoryId, id)));
    await tx.delete(productCategories).where(eq(productCategories.id, id));
  });
  return null;
}

const ofStore = (accountId: number) => and(eq(products.accountId, accountId), eq(products.channel, 'store'));

async function findProduct(tx: Tx, accountId: number, id: number): Promise<StoreProduct> {
  const [row] = await tx
    .select(storeProductColumns)
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(ofStore(accountId), eq(products.id, id)));
  if (!row) throw new ApiError(404, STORE_MESSAGES.productNotFound);
  return toStoreProduct(row);
}

/** A category the product names must be one of the account's own. */
async function checkCategory(tx: Tx, accountId: number, categoryId: number | null) {
  if (categoryId === null) return;
  const [row] = await tx
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(eq(productCategories.accountId, accountId), eq(productCategories.id, categoryId)));
  if (!row) throw new ApiError(400, STORE_MESSAGES.categoryNotFound);
}

const productValues = (body: v.InferOutput<typeof ProductRequest>) => ({
  name: body.name,
  description: body.description,
  price: body.price,
  compareAtPrice: body.compare_at_price,
  currency: body.currency,
  stock: body.stock,
  sku: body.sku,
  categoryId: body.category_id,
  status: body.status,
});

/** GET v2/inventory/products/:id */
export function getProduct(db: Db, session: SessionInfo, rawId: string) {
  return findProduct(db, accountOf(session), idOf(rawId, STORE_MESSAGES.productNotFound));
}

/** POST v2/inventory/products: the store must exist (its products are sold there). */
export function createProduct(db: Db, session: SessionInfo, body: v.InferOutput<typeof ProductRequest>) {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.accountId, accountId));
    if (!store) throw new ApiError(409, STORE_MESSAGES.noStore);
    await checkCategory(tx, accountId, body.category_id);
    const images = await productImages(tx, accountId, body.images, []);
    const [row] = await tx
      .insert(products)
      .values({ accountId, channel: 'store', ...productValues(body), images })
      .returning({ id: products.id });
    return findProduct(tx, accountId, row!.id);
  });
}

/** PUT v2/inventory/products/:id */
export function updateProduct(db: Db, session: SessionInfo, rawId: string, body: v.InferOutput<typeof ProductRequest>) {
  const accountId = accountOf(session);
  const id = idOf(rawId, STORE_MESSAGES.productNotFound);
  return db.transaction(async (tx) => {
    const before = await findProduct(tx, accountId, id);
    await checkCategory(tx, accountId, body.category_id);
    const images = await productImages(tx, accountId, body.images, before.images);
    await tx
      .update(products)
      .set({ ...productValues(body), images })
      .where(eq(products.id, id));
    const kept = new Set(images.map((i) => i.url));
    await releaseUnshown(
      tx,
      accountId,
      before.images.filter((i) => !kept.has(i.url)).map((i) => i.url),
    );
    return findProduct(tx, accountId, id);
  });
}

/** POST v2/inventory/products/:id/duplicate: a hidden copy, so the merchant reviews it before it shows. */
export function duplicateProduct(db: Db, session: SessionInfo, rawId: string) {
  const accountId = accountOf(session);
  const id = idOf(rawId, STORE_MESSAGES.productNotFound);
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(products)
      .where(and(ofStore(accountId), eq(products.id, id)));
    if (!source) throw new ApiError(404, STORE_MESSAGES.productNotFound);
    const { id: _id, createdAt: _createdAt, ...copy } = source;
    const [row] = await tx
      .insert(products)
      .values({ ...copy, name: `${source.name} (copy)`.slice(0, 120), status: 'draft' })
      .returning({ id: products.id });
    return findProduct(tx, accountId, row!.id);
  });
}

/** DELETE v2/inventory/products/:id */
export async function deleteProduct(db: Db, session: SessionInfo, rawId: string) {
  const accountId = accountOf(session);
  const id = idOf(rawId, STORE_MESSAGES.productNotFound);
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(products)
      .where(and(ofStore(accountId), eq(products.id, id)))
      .returning({ images: products.images });
    if (gone.length === 0) throw new ApiError(404, STORE_MESSAGES.productNotFound);
    await releaseUnshown(
      tx,
      accountId,
      gone.flatMap((p) => p.images.map((i) => i.url)),
    );
  });
  return null;
}

/**
 * POST v2/inventory/products/bulk: every selected product must be the account's own, or nothing changes;
 * the change is one statement in one transaction.
 */
export function bulkProducts(db: Db, session: SessionInfo, body: v.InferOutput<typeof ProductBulkRequest>) {
  const accountId = accountOf(session);
  const ids = [...new Set(body.ids)];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(ofStore(accountId), inArray(products.id, ids)))
      .for('update');
    if (found.length !== ids.length) throw new ApiError(404, STORE_MESSAGES.someNotFound);
    const mine = and(ofStore(accountId), inArray(products.id, ids));
    if (body.action === 'delete') {
      const gone = await tx.delete(products).where(mine).returning({ images: products.images });
      await releaseUnshown(
        tx,
        accountId,
        gone.flatMap((p) => p.images.map((i) => i.url)),
      );
    } else if (body.action === 'category') {
      await checkCategory(tx, accountId, body.category_id);
      await tx.update(products).set({ categoryId: body.category_id }).where(mine);
    } else
      await tx
        .update(products)
        .set({ status: body.action === 'hide' ? 'draft' : 'published' })
        .where(mine);
    return { ids };
  });
}
