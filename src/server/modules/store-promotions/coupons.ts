import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  type Coupon,
  COUPON_MESSAGES,
  COUPON_REFUSALS,
  type CouponDetail,
  type CouponRequest,
  couponDiscount,
  couponStatus,
} from '../../../contract/store-promotions';
import type { listQuery } from '../../../contract/areas';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { couponRedemptions, coupons, stores } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf, accountPage } from '../../tenancy';

type Body = v.InferOutput<typeof CouponRequest>;
type CouponRow = typeof coupons.$inferSelect;

export function toCoupon(row: CouponRow, now = new Date()): Coupon {
  const shown = {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.value,
    currency: row.currency,
    minimum_order: row.minimumOrder,
    usage_limit: row.usageLimit,
    times_used: row.timesUsed,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt ? row.endsAt.toISOString() : null,
    active: row.active,
    deleted: row.deleted,
    date_created: row.createdAt.toISOString(),
  };
  return { ...shown, status: couponStatus(shown, now) };
}

/** Ids in paths are strings; anything that is not one of ours is simply not found. */
export function rowIdOf(raw: string, notFound: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647) throw new ApiError(404, notFound);
  return Number(raw);
}

/** Promotions belong to a store: a business without one is told to set it up first. */
export async function requireStore(tx: Tx, accountId: number): Promise<void> {
  const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.accountId, accountId));
  if (!store) throw new ApiError(409, COUPON_MESSAGES.noStore);
}

const sameCode = (code: string) => sql`upper(${coupons.code}) = ${code.toUpperCase()}`;

async function findCoupon(tx: Tx, accountId: number, rawId: string, lock = false): Promise<CouponRow> {
  const query = tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, rowIdOf(rawId, COUPON_MESSAGES.notFound)), eq(coupons.accountId, accountId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, COUPON_MESSAGES.notFound);
  return row;
}

/** A second live coupon with the same code (in any case) is refused before the unique index has to. */
async function refuseDuplicate(tx: Tx, accountId: number, code: string, except?: number): Promise<void> {
  const [other] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        eq(coupons.accountId, accountId),
        eq(coupons.deleted, false),
        sameCode(code),
        except === undefined ? undefined : ne(coupons.id, except),
      ),
    );
  if (other) throw new ApiError(409, COUPON_MESSAGES.duplicate);
}

const contentOf = (body: Body) => ({
  code: body.code.toUpperCase(),
  type: body.type,
  value: body.value,
  currency: body.currency,
  minimumOrder: body.minimum_order,
  usageLimit: body.usage_limit,
  startsAt: new Date(body.starts_at),
  endsAt: body.ends_at ? new Date(body.ends_at) : null,
  active: body.active,
});

/** The index is the last word when two saves race on one code. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, COUPON_MESSAGES.duplicate);
    throw err;
  }
}

export async function listCoupons(db: Db, session: SessionInfo, query: v.InferOutput<typeof listQuery>) {
  const now = new Date();
  const result = await accountPage(db, coupons, session, query, [coupons.code], [eq(coupons.deleted, false)]);
  return { coupons: result.rows.map((row) => toCoupon(row, now)), page_info: result.page_info };
}

export async function getCoupon(db: Db, session: SessionInfo, rawId: string): Promise<CouponDetail> {
  const row = await findCoupon(db, accountOf(session), rawId);
  const [totals] = await db
    .select({
      uses: sql<number>`count(*)::int`,
      discounted: sql<number>`coalesce(sum(${couponRedemptions.amount}), 0)::bigint`,
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, row.id));
  const uses = await db
    .select()
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, row.id))
    .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id))
    .limit(100);
  return {
    ...toCoupon(row),
    redemptions: uses.map((use) => ({
      order_reference: use.orderReference,
      amount: use.amount,
      currency: use.currency,
      date_created: use.createdAt.toISOString(),
    })),
    totals: { uses: Number(totals?.uses ?? 0), discounted: Number(totals?.discounted ?? 0) },
  };
}

/** GET v2/inventory/coupon-code/{code}: the live coupon with this code, as a list of one (the app reads data[0]). */
export async function couponByCode(db: Db, session: SessionInfo, code: string): Promise<Coupon[]> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.accountId, accountOf(session)), eq(coupons.deleted, false), sameCode(code)));
  if (!row) throw new ApiError(404, COUPON_REFUSALS.notFound);
  return [toCoupon(row)];
}

export async function createCoupon(db: Db, session: SessionInfo, body: Body): Promise<Coupon> {
  const accountId = accountOf(session);
  return uniquely(() =>
    db.transaction(async (tx) => {
      await requireStore(tx, accountId);
      await refuseDuplicate(tx, accountId, body.code);
      const [row] = await tx
        .insert(coupons)
        .values({ accountId, ...contentOf(body) })
        .returning();
      return toCoupon(row!);
    }),
  );
}

/**
 * Edits a live coupon. Its uses stay as they were; a usage limit below the uses so far simply makes it
 * used up.
 */
export async function updateCoupon(db: Db, session: SessionInfo, rawId: string, body: Body): Promise<Coupon> {
  const accountId = accountOf(session);
  return uniquely(() =>
    db.transaction(async (tx) => {
      const current = await findCoupon(tx, accountId, rawId, true);
      if (current.deleted) throw new ApiError(409, COUPON_MESSAGES.deleted);
      await refuseDuplicate(tx, accountId, body.code, current.id);
      const [row] = await tx.update(coupons).set(contentOf(body)).where(eq(coupons.id, current.id)).returning();
      return toCoupon(row!);
    }),
  );
}

/** PUT v2/inventory/coupon-code/:id {deleted: true}: gone from the list and from checkout, history kept. */
export async function deleteCoupon(db: Db, session: SessionInfo, rawId: string): Promise<Coupon> {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    const current = await findCoupon(tx, accountId, rawId, true);
    if (current.deleted) return toCoupon(current);
    const [row] = await tx.update(coupons).set({ deleted: true }).where(eq(coupons.id, current.id)).returning();
    return toCoupon(row!);
  });
}

/**
 * For the storefront's checkout, inside its order's transaction: the discount (minor units) a coupon
 * takes off an order, recorded as a redemption. Refusals throw (400) with the message the customer sees,
 * so the order's transaction changes nothing. The use is taken by a conditional UPDATE (times_used below
 * the limit), so two orders racing for a coupon's last use cannot both have it.
 */
export async function applyCoupon(
  tx: Tx,
  accountId: number,
  code: string,
  orderAmount: number,
  currency: string,
  orderReference: string,
  now = new Date(),
): Promise<{ discount: number; couponId: number }> {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.accountId, accountId), eq(coupons.deleted, false), sameCode(code.trim())));
  if (!row) throw new ApiError(400, COUPON_REFUSALS.notFound);
  const status = toCoupon(row, now).status;
  if (status === 'inactive') throw new ApiError(400, COUPON_REFUSALS.inactive);
  if (status === 'expired') throw new ApiError(400, COUPON_REFUSALS.expired);
  if (status === 'used_up') throw new ApiError(400, COUPON_REFUSALS.usedUp);
  if (status === 'scheduled') throw new ApiError(400, COUPON_REFUSALS.notYet);
  // A fixed amount and a minimum are in the coupon's currency; a bare percentage fits any order.
  if ((row.type === 'fixed' || row.minimumOrder > 0) && currency !== row.currency)
    throw new ApiError(400, COUPON_REFUSALS.currency(row.currency));
  if (orderAmount < row.minimumOrder) throw new ApiError(400, COUPON_REFUSALS.minimum(row.minimumOrder, row.currency));
  const [taken] = await tx
    .update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
    .where(
      and(
        eq(coupons.id, row.id),
        eq(coupons.deleted, false),
        eq(coupons.active, true),
        sql`(${coupons.usageLimit} IS NULL OR ${coupons.timesUsed} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  if (!taken) throw new ApiError(400, COUPON_REFUSALS.usedUp);
  const discount = couponDiscount(row.type, row.value, orderAmount);
  await tx.insert(couponRedemptions).values({ couponId: row.id, orderReference, amount: discount, currency });
  return { discount, couponId: row.id };
}

/**
 * Gives back the use an order took of its coupon, when the order ends unpaid (cancelled while pending):
 * its redemption goes and the coupon counts one use fewer, in the transaction that cancels the order.
 */
export async function returnCouponUse(tx: Tx, orderReference: string): Promise<void> {
  const returned = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderReference, orderReference))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of returned) {
    await tx
      .update(coupons)
      .set({ timesUsed: sql`GREATEST(${coupons.timesUsed} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  }
}
