import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  type ImportInstagramResult,
  INSTAGRAM_MESSAGES,
  type InstagramAccountState,
  type InstagramPost,
  type InstagramPosts,
  instagramRefuses,
  type SandboxInstagramOrder,
  type SandboxInstagramOrderBody,
} from '../../../contract/instagram';
import type { Db, Tx } from '../../db/client';
import { accounts, instagramAccounts, merchantPreferences, orders, products, users } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { newRef, payByTransfer } from '../checkout';
import { accountOf } from '../../tenancy';
import { openOrder } from '../storefront';
import { type CataloguePost, catalogueOf } from './catalogue';

/** The merchant preference (spec 1 §3) the connection turns on and off. */
const PREFERENCE = 'instagram_store_enabled';

async function connectionOf(db: Tx, accountId: number) {
  const [row] = await db
    .select({
      handle: instagramAccounts.handle,
      connectedAt: instagramAccounts.connectedAt,
      first: users.firstName,
      last: users.lastName,
    })
    .from(instagramAccounts)
    .leftJoin(users, eq(users.id, instagramAccounts.connectedBy))
    .where(eq(instagramAccounts.accountId, accountId));
  return row;
}

async function stateOf(db: Tx, accountId: number): Promise<InstagramAccountState> {
  const [row, [preference]] = await Promise.all([
    connectionOf(db, accountId),
    db
      .select({ value: merchantPreferences.preferenceValue })
      .from(merchantPreferences)
      .where(and(eq(merchantPreferences.accountId, accountId), eq(merchantPreferences.settingName, PREFERENCE))),
  ]);
  return {
    connection: row
      ? {
          handle: row.handle,
          connected_at: row.connectedAt.toISOString(),
          connected_by: row.first === null ? null : `${row.first} ${row.last ?? ''}`.trim(),
        }
      : null,
    instagram_store_enabled: preference?.value?.trim() === '1',
  };
}

async function setPreference(tx: Tx, accountId: number, on: boolean): Promise<void> {
  const value = on ? '1' : '0';
  await tx
    .insert(merchantPreferences)
    .values({ accountId, settingName: PREFERENCE, preferenceValue: value })
    .onConflictDoUpdate({
      target: [merchantPreferences.accountId, merchantPreferences.settingName],
      set: { preferenceValue: value },
    });
}

/** GET v2/instagram/account */
export const instagramAccount = (db: Db, session: SessionInfo): Promise<InstagramAccountState> =>
  stateOf(db, accountOf(session));

/**
 * POST v2/instagram/account: the sandbox's Instagram authorises the handle (or refuses, for handles
 * ending in _blocked); the business then has it connected and its Instagram store on. Connecting the
 * account already connected answers it again; another one must be disconnected first.
 */
export async function connectInstagram(db: Db, session: SessionInfo, handle: string): Promise<InstagramAccountState> {
  const accountId = accountOf(session);
  if (instagramRefuses(handle)) throw new ApiError(403, INSTAGRAM_MESSAGES.refused(handle));
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ handle: instagramAccounts.handle })
      .from(instagramAccounts)
      .where(eq(instagramAccounts.accountId, accountId))
      .for('update');
    if (current && current.handle !== handle)
      throw new ApiError(409, INSTAGRAM_MESSAGES.otherConnected(current.handle));
    if (!current) {
      const made = await tx
        .insert(instagramAccounts)
        .values({ accountId, handle, connectedBy: session.userId })
        .onConflictDoNothing()
        .returning({ handle: instagramAccounts.handle });
      // The handle's unique index: another business holds it (or took it a moment ago).
      if (made.length === 0) throw new ApiError(409, INSTAGRAM_MESSAGES.takenElsewhere(handle));
    }
    await setPreference(tx, accountId, true);
    return stateOf(tx, accountId);
  });
}

/** DELETE v2/instagram/account: no more imports or orders from it; the imported products stay. */
export async function disconnectInstagram(db: Db, session: SessionInfo): Promise<InstagramAccountState> {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(instagramAccounts)
      .where(eq(instagramAccounts.accountId, accountId))
      .returning({ handle: instagramAccounts.handle });
    // Not connected: nothing to undo, and nothing written.
    if (removed.length > 0) await setPreference(tx, accountId, false);
    return stateOf(tx, accountId);
  });
}

/** Shop prices are in naira-sized units: other currencies' are a hundredth of them. */
const minorPrice = (post: CataloguePost, currency: string): number =>
  (currency === 'NGN' ? post.major : Math.max(1, Math.round(post.major / 100))) * 100;

async function connectedShop(db: Tx, accountId: number) {
  const [row] = await db
    .select({ handle: instagramAccounts.handle, currency: accounts.currency })
    .from(instagramAccounts)
    .innerJoin(accounts, eq(accounts.id, instagramAccounts.accountId))
    .where(eq(instagramAccounts.accountId, accountId));
  if (!row) throw new ApiError(409, INSTAGRAM_MESSAGES.notConnected);
  return { ...row, posts: catalogueOf(row.handle) };
}

/** The business's products imported from these posts, by post id. */
async function importedOf(db: Tx, accountId: number, postIds: string[]): Promise<Map<string, number>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, postId: products.instagramPostId })
    .from(products)
    .where(and(eq(products.accountId, accountId), inArray(products.instagramPostId, postIds)));
  return new Map(rows.map((r) => [r.postId!, r.id]));
}

const postView = (post: CataloguePost, currency: string, productId: number | null): InstagramPost => ({
  id: post.id,
  name: post.name,
  caption: post.caption,
  category: post.category,
  price: minorPrice(post, currency),
  currency,
  image: post.image,
  product_id: productId,
});

/** GET v2/instagram/posts: the connected account's posts, each with the product it became, if any. */
export async function instagramPosts(db: Db, session: SessionInfo): Promise<InstagramPosts> {
  const accountId = accountOf(session);
  const shop = await connectedShop(db, accountId);
  const imported = await importedOf(
    db,
    accountId,
    shop.posts.map((p) => p.id),
  );
  return {
    handle: shop.handle,
    posts: shop.posts.map((p) => postView(p, shop.currency, imported.get(p.id) ?? null)),
  };
}

/**
 * POST v2/instagram/posts/import: the chosen posts become published products of the Instagram channel,
 * all in one transaction; a post already imported is left as it is (the unique post id per business
 * makes a second import, even a concurrent one, add nothing).
 */
export async function importInstagramPosts(
  db: Db,
  session: SessionInfo,
  postIds: string[],
): Promise<ImportInstagramResult> {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    const shop = await connectedShop(tx, accountId);
    const wanted = [...new Set(postIds)];
    const chosen = wanted.map((id) => shop.posts.find((p) => p.id === id));
    if (chosen.some((p) => !p)) throw new ApiError(400, INSTAGRAM_MESSAGES.unknownPost);
    const made = await tx
      .insert(products)
      .values(
        (chosen as CataloguePost[]).map((post) => ({
          accountId,
          channel: 'instagram' as const,
          name: post.name,
          description: post.caption,
          price: minorPrice(post, shop.currency),
          currency: shop.currency,
          stock: post.stock,
          category: post.category,
          status: 'published' as const,
          instagramPostId: post.id,
        })),
      )
      .onConflictDoNothing({ target: [products.accountId, products.instagramPostId] })
      .returning({ id: products.id });
    const imported = await importedOf(
      tx,
      accountId,
      shop.posts.map((p) => p.id),
    );
    return {
      imported: made.length,
      already: wanted.length - made.length,
      posts: shop.posts.map((p) => postView(p, shop.currency, imported.get(p.id) ?? null)),
    };
  });
}

/**
 * POST sandbox/instagram/orders: a customer orders an imported post of a connected account, through the
 * storefront's own order and checkout (pending, then paid by bank transfer: the payment takes the stock,
 * credits the ledger and makes the order new). Nothing is written when it is refused.
 */
export async function sandboxInstagramOrder(
  db: Db,
  body: v.InferOutput<typeof SandboxInstagramOrderBody>,
): Promise<SandboxInstagramOrder> {
  const opened = await db.transaction(async (tx) => {
    const [shop] = await tx
      .select({ accountId: instagramAccounts.accountId })
      .from(instagramAccounts)
      .where(eq(instagramAccounts.handle, body.handle));
    if (!shop) throw new ApiError(404, INSTAGRAM_MESSAGES.handleNotConnected(body.handle));
    const [product] = await tx
      .select()
      .from(products)
      .where(
        and(
          eq(products.accountId, shop.accountId),
          eq(products.channel, 'instagram'),
          body.post_id ? eq(products.instagramPostId, body.post_id) : isNotNull(products.instagramPostId),
        ),
      )
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(1);
    if (!product) {
      throw new ApiError(409, body.post_id ? INSTAGRAM_MESSAGES.postNotImported : INSTAGRAM_MESSAGES.nothingImported);
    }
    if (product.stock < body.quantity) {
      throw new ApiError(409, `Only ${product.stock} of ${product.name} left`);
    }
    const name = body.customer_name ?? 'Instagram customer';
    const email = body.customer_email ?? `${body.handle.replace(/[^a-z0-9]/g, '') || 'shop'}.buyer@example.com`;
    return openOrder(tx, {
      accountId: shop.accountId,
      channel: 'instagram',
      reference: newRef('IGO-').slice(0, 14),
      customer: { name, email },
      lines: [{ product, quantity: body.quantity }],
      discount: 0,
      couponCode: null,
      shippingFee: 0,
      currency: product.currency,
    });
  });
  if (body.pay) {
    const attempt = randomBytes(16).toString('hex');
    const outcome = await payByTransfer(db, opened.checkoutRef, 'bank', attempt, 'mobile');
    if (outcome?.kind === 'failed') throw new ApiError(409, outcome.message);
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, opened.orderId));
  return {
    order_id: order!.id,
    reference: order!.reference,
    status: order!.status,
    amount: order!.amount,
    currency: order!.currency,
    checkout_url: `/checkout/${opened.checkoutRef}`,
  };
}
