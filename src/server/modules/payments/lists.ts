import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { PaymentLinksQuery } from '../../../contract/areas';
import type { Db } from '../../db/client';
import { paymentLinks, paymentPlans, subscriptions } from '../../db/schema';
import type { SessionInfo } from '../../http';
import { accountOf } from '../../tenancy';
import { iso, isoDate, listAnswer, type ListQuery } from '../../paging';
import { accountPage } from '../../tenancy';

export async function paymentLinkList(db: Db, session: SessionInfo, query: v.InferOutput<typeof PaymentLinksQuery>) {
  const r = await accountPage(
    db,
    paymentLinks,
    session,
    query,
    [paymentLinks.title, paymentLinks.slug],
    [query.status ? eq(paymentLinks.status, query.status) : undefined],
  );
  return listAnswer('payment_links', r, (l) => ({
    id: l.id,
    title: l.title,
    slug: l.slug,
    kind: l.kind,
    amount: l.amount,
    currency: l.currency,
    status: l.status,
    date_created: isoDate(l.createdAt),
  }));
}

export async function paymentPlanList(db: Db, session: SessionInfo, query: ListQuery) {
  const r = await accountPage(db, paymentPlans, session, query, [paymentPlans.name, paymentPlans.interval]);
  const ids = r.rows.map((p) => p.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ planId: subscriptions.planId, n: sql<number>`count(*)::int` })
          .from(subscriptions)
          .where(and(eq(subscriptions.status, 'active'), sql`${subscriptions.planId} IN ${ids}`))
          .groupBy(subscriptions.planId);
  const subscribers = new Map(counts.map((c) => [c.planId, Number(c.n)]));
  return listAnswer('plans', r, (p) => ({
    id: p.id,
    name: p.name,
    amount: p.amount,
    currency: p.currency,
    interval: p.interval,
    duration: p.duration,
    subscribers: subscribers.get(p.id) ?? 0,
    status: p.status,
    date_created: isoDate(p.createdAt),
  }));
}

export async function subscriptionList(db: Db, session: SessionInfo, query: ListQuery) {
  const r = await accountPage(db, subscriptions, session, query, [subscriptions.customerEmail]);
  const plans = await db
    .select({ id: paymentPlans.id, name: paymentPlans.name })
    .from(paymentPlans)
    .where(eq(paymentPlans.accountId, accountOf(session)));
  const names = new Map(plans.map((p) => [p.id, p.name]));
  return listAnswer('subscriptions', r, (s) => ({
    id: s.id,
    plan_id: s.planId,
    plan_name: names.get(s.planId) ?? '',
    customer_email: s.customerEmail,
    amount: s.amount,
    currency: s.currency,
    status: s.status,
    next_due: iso(s.nextDue),
    date_created: isoDate(s.createdAt),
  }));
}
