import { and, asc, eq } from 'drizzle-orm';
import { couponDiscount } from '../../contract/store-promotions';
import type { Tx } from './client';
import { couponRedemptions, coupons, orders, storeAnnouncements } from './schema';

const DAY = 86_400_000;
/** Demo Stores Ltd (DEMO_ACCOUNTS.demoStores; not imported, to keep seed.ts free of a cycle). */
const DEMO_STORES = 20001;

/**
 * Demo Stores Ltd's coupons, one of each status (active with uses, scheduled, expired, used up, inactive,
 * and a deleted one that keeps its uses), and its announcements (one showing, one scheduled, one ended).
 */
export async function seedPromotions(tx: Tx): Promise<void> {
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY);
  const storeOrders = await tx
    .select({ reference: orders.reference, amount: orders.amount, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.accountId, DEMO_STORES), eq(orders.channel, 'store')))
    .orderBy(asc(orders.createdAt))
    .limit(20);
  const plan = [
    { code: 'WELCOME10', type: 'percent', value: 10, minimumOrder: 0, usageLimit: 100, startsAt: at(-60), uses: 8 },
    {
      code: 'FREESHIP',
      type: 'fixed',
      value: 250_000,
      minimumOrder: 0,
      usageLimit: null,
      startsAt: at(-90),
      endsAt: at(-30),
      uses: 3,
    },
    {
      code: 'BLACKFRIDAY',
      type: 'percent',
      value: 25,
      minimumOrder: 5_000_000,
      usageLimit: 500,
      startsAt: at(20),
      endsAt: at(24),
      uses: 0,
    },
    { code: 'LAUNCH5', type: 'fixed', value: 100_000, minimumOrder: 0, usageLimit: 5, startsAt: at(-120), uses: 5 },
    {
      code: 'STAFF',
      type: 'percent',
      value: 15,
      minimumOrder: 0,
      usageLimit: null,
      startsAt: at(-200),
      active: false,
      uses: 0,
    },
    {
      code: 'SUMMER',
      type: 'percent',
      value: 20,
      minimumOrder: 0,
      usageLimit: null,
      startsAt: at(-150),
      deleted: true,
      uses: 2,
    },
  ] as const;
  let next = 0;
  for (const c of plan) {
    const uses = storeOrders.slice(next, next + c.uses);
    next += uses.length;
    // A coupon started before the orders that used it.
    const firstUse = uses[0]?.createdAt;
    const startsAt = firstUse && firstUse < c.startsAt ? new Date(firstUse.getTime() - DAY) : c.startsAt;
    const [made] = await tx
      .insert(coupons)
      .values({
        accountId: DEMO_STORES,
        code: c.code,
        type: c.type,
        value: c.value,
        currency: 'NGN',
        minimumOrder: c.minimumOrder,
        usageLimit: c.usageLimit,
        timesUsed: 0,
        startsAt,
        endsAt: 'endsAt' in c ? c.endsAt : null,
        active: 'active' in c ? c.active : true,
        deleted: 'deleted' in c ? c.deleted : false,
        createdAt: startsAt < at(0) ? startsAt : at(-1),
      })
      .returning({ id: coupons.id });
    if (uses.length === 0) continue;
    await tx.insert(couponRedemptions).values(
      uses.map((order) => ({
        couponId: made!.id,
        orderReference: order.reference,
        amount: couponDiscount(c.type, c.value, order.amount),
        currency: 'NGN',
        createdAt: order.createdAt,
      })),
    );
    await tx.update(coupons).set({ timesUsed: uses.length }).where(eq(coupons.id, made!.id));
  }
  await tx.insert(storeAnnouncements).values([
    {
      accountId: DEMO_STORES,
      message: 'Free delivery in Lagos on orders over NGN 20,000',
      showFrom: at(-5),
      showUntil: at(25),
      createdAt: at(-5),
    },
    {
      accountId: DEMO_STORES,
      message: 'Black Friday: 25% off everything with BLACKFRIDAY',
      link: 'https://demo-stores.test/black-friday',
      showFrom: at(20),
      showUntil: at(24),
      createdAt: at(-2),
    },
    {
      accountId: DEMO_STORES,
      message: 'New office chairs just arrived',
      showFrom: at(-40),
      showUntil: at(-20),
      createdAt: at(-40),
    },
  ]);
}
