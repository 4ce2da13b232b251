import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import type { BillsQuery, listQuery, PaymentLinksQuery, PosOrdersQuery } from '../../../contract/areas';
import { type InvoicesQuery, invoiceStatusOf } from '../../../contract/invoices';
import { eventStatusOf } from '../../../contract/events';
import { hookPreferenceOn } from '../../../contract/webhooks';
import { LOAN_MESSAGES as CAPITAL_MESSAGES, totalRepaymentOf } from '../../../contract/capital';
import { mayHaveEvents } from '../../../contract/event-business-types';
import { businessTypeOf } from '../../../contract/merchant';
import { BILL_MESSAGES } from '../../../contract/bills';
import type { Db } from '../../db/client';
import {
  accounts,
  bills,
  events,
  invoices,
  loanOffers,
  loans,
  merchantKeys,
  orders,
  paymentLinks,
  paymentPlans,
  posOrders,
  productCategories,
  products,
  referrals,
  settlements,
  subscriptions,
  virtualCards,
  webhookSettings,
  whitelistIps,
} from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { hasBillsAccess, preferenceOf } from '../../preferences';
import { storeDetailsOf, storeProductColumns, toStoreProduct } from '../../store-rows';
import { accountOf, contains, iso, type Paging, page, termOf } from './paging';
import { cardRecord } from './records';

type ListQuery = v.InferOutput<typeof listQuery>;
const date = (d: Date) => d.toISOString();

/**
 * A page of an account's rows, newest first, optionally narrowed by a search term over
 * some text columns and by extra conditions.
 */
async function accountPage<T extends PgTable & { accountId: PgColumn; createdAt: PgColumn; id: PgColumn }>(
  db: Db,
  table: T,
  session: SessionInfo,
  query: Paging & { q?: string },
  searchable: PgColumn[],
  extra: (SQL | undefined)[] = [],
  defaultSize?: number,
) {
  const term = termOf(query.q);
  const where = and(
    eq(table.accountId, accountOf(session)),
    term ? or(...searchable.map((column) => contains(column, term))) : undefined,
    ...extra,
  );
  return page(
    query,
    () => db.$count(table, where),
    (limit, offset) =>
      db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(limit)
        .offset(offset) as Promise<T['$inferSelect'][]>,
    defaultSize,
  );
}

const preference = preferenceOf;

export async function settlementList(db: Db, session: SessionInfo, query: ListQuery) {
  const r = await accountPage(db, settlements, session, query, [settlements.currency, settlements.status]);
  return {
    settlements: r.rows.map((s) => ({
      id: s.id,
      currency: s.currency,
      gross_amount: s.grossAmount,
      fee: s.fee,
      net_amount: s.netAmount,
      transactions_count: s.transactionsCount,
      status: s.status,
      due_date: date(s.dueDate),
      date_created: date(s.createdAt),
    })),
    page_info: r.page_info,
  };
}

export async function paymentLinkList(db: Db, session: SessionInfo, query: v.InferOutput<typeof PaymentLinksQuery>) {
  const r = await accountPage(
    db,
    paymentLinks,
    session,
    query,
    [paymentLinks.title, paymentLinks.slug],
    [query.status ? eq(paymentLinks.status, query.status) : undefined],
  );
  return {
    payment_links: r.rows.map((l) => ({
      id: l.id,
      title: l.title,
      slug: l.slug,
      kind: l.kind,
      amount: l.amount,
      currency: l.currency,
      status: l.status,
      date_created: date(l.createdAt),
    })),
    page_info: r.page_info,
  };
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
  return {
    plans: r.rows.map((p) => ({
      id: p.id,
      name: p.name,
      amount: p.amount,
      currency: p.currency,
      interval: p.interval,
      duration: p.duration,
      subscribers: subscribers.get(p.id) ?? 0,
      status: p.status,
      date_created: date(p.createdAt),
    })),
    page_info: r.page_info,
  };
}

export async function subscriptionList(db: Db, session: SessionInfo, query: ListQuery) {
  const r = await accountPage(db, subscriptions, session, query, [subscriptions.customerEmail]);
  const plans = await db
    .select({ id: paymentPlans.id, name: paymentPlans.name })
    .from(paymentPlans)
    .where(eq(paymentPlans.accountId, accountOf(session)));
  const names = new Map(plans.map((p) => [p.id, p.name]));
  return {
    subscriptions: r.rows.map((s) => ({
      id: s.id,
      plan_id: s.planId,
      plan_name: names.get(s.planId) ?? '',
      customer_email: s.customerEmail,
      amount: s.amount,
      currency: s.currency,
      status: s.status,
      next_due: iso(s.nextDue),
      date_created: date(s.createdAt),
    })),
    page_info: r.page_info,
  };
}

/**
 * Invoices, newest first; a sent invoice past its due date (the end of that day) reads as overdue, and
 * the overdue filter finds those as well as invoices stored overdue.
 */
export async function invoiceList(db: Db, session: SessionInfo, query: v.InferOutput<typeof InvoicesQuery>) {
  const pastDue = sql`${invoices.dueDate} + interval '1 day' <= now()`;
  const byStatus =
    query.status === 'overdue'
      ? or(eq(invoices.status, 'overdue'), and(eq(invoices.status, 'sent'), pastDue))
      : query.status === 'sent'
        ? and(eq(invoices.status, 'sent'), sql`not (${pastDue})`)
        : query.status
          ? eq(invoices.status, query.status)
          : undefined;
  const r = await accountPage(
    db,
    invoices,
    session,
    query,
    [invoices.reference, invoices.customerName, invoices.customerEmail],
    [byStatus],
  );
  const now = new Date();
  return {
    invoices: r.rows.map((i) => ({
      id: i.id,
      reference: i.reference,
      customer_name: i.customerName,
      customer_email: i.customerEmail,
      amount: i.amount,
      currency: i.currency,
      status: invoiceStatusOf(i.status, i.dueDate, now),
      due_date: date(i.dueDate),
      date_created: date(i.createdAt),
    })),
    page_info: r.page_info,
  };
}

export async function eventList(db: Db, session: SessionInfo, query: ListQuery) {
  const [account] = await db
    .select({ regMeta: accounts.regMeta })
    .from(accounts)
    .where(eq(accounts.id, accountOf(session)));
  if (!mayHaveEvents(businessTypeOf(account?.regMeta ?? []))) {
    throw new ApiError(403, 'Events are available to businesses, non-profits and event managers only');
  }
  const r = await accountPage(db, events, session, query, [events.title, events.venue]);
  return {
    events: r.rows.map((e) => ({
      id: e.id,
      title: e.title,
      venue: e.venue,
      starts_at: date(e.startsAt),
      ticket_price: e.ticketPrice,
      currency: e.currency,
      tickets_sold: e.ticketsSold,
      status: eventStatusOf(e.status, e.startsAt),
      date_created: date(e.createdAt),
    })),
    page_info: r.page_info,
  };
}

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

export async function productList(db: Db, session: SessionInfo, query: ListQuery, channel: 'store' | 'instagram') {
  const r = await accountPage(
    db,
    products,
    session,
    query,
    [products.name, products.category],
    [eq(products.channel, channel)],
  );
  return {
    products: r.rows.map((p) => ({
      id: p.id,
      name: p.name,
      price: p.price,
      currency: p.currency,
      stock: p.stock,
      category: p.category,
      status: p.status,
      date_created: date(p.createdAt),
    })),
    page_info: r.page_info,
  };
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
  return {
    orders: r.rows.map((o) => ({
      id: o.id,
      reference: o.reference,
      customer_name: o.customerName,
      items: o.items,
      amount: o.amount,
      currency: o.currency,
      status: o.status,
      date_created: date(o.createdAt),
    })),
    page_info: r.page_info,
  };
}

/** GET v2/bills: only with bills access (spec 1 §6), as the menu shows it. */
export async function billList(db: Db, session: SessionInfo, query: v.InferOutput<typeof BillsQuery>) {
  if (!(await hasBillsAccess(db, accountOf(session)))) throw new ApiError(403, BILL_MESSAGES.noAccess);
  const r = await accountPage(db, bills, session, query, [], [query.type ? eq(bills.type, query.type) : undefined]);
  return {
    bills: r.rows.map((b) => ({
      id: b.id,
      type: b.type,
      customer: b.customer,
      amount: b.amount,
      currency: b.currency,
      reference: b.reference,
      status: b.status,
      date_created: date(b.createdAt),
    })),
    page_info: r.page_info,
  };
}

/** GET v2/cards: the virtual cards; cards need live keys (spec 1 §2). */
export async function virtualCardList(db: Db, session: SessionInfo, query: ListQuery) {
  const accountId = accountOf(session);
  const [keys] = await db
    .select({ live: merchantKeys.liveKey })
    .from(merchantKeys)
    .where(eq(merchantKeys.accountId, accountId));
  if (!keys?.live) throw new ApiError(403, 'Virtual cards need live API keys. Complete compliance to go live.');
  const term = termOf(query.q);
  const where = and(
    eq(virtualCards.accountId, accountId),
    term
      ? or(contains(virtualCards.name, term), contains(virtualCards.cardId, term), eq(virtualCards.last4, term))
      : undefined,
  );
  const r = await page(
    query,
    () => db.$count(virtualCards, where),
    (limit, offset) =>
      db
        .select()
        .from(virtualCards)
        .where(where)
        .orderBy(desc(virtualCards.createdAt), desc(virtualCards.cardId))
        .limit(limit)
        .offset(offset),
  );
  return {
    cards: r.rows.map((c) => ({ ...cardRecord(c), status: c.status, balance: c.balance })),
    page_info: r.page_info,
  };
}

export async function posOrderList(db: Db, session: SessionInfo, query: v.InferOutput<typeof PosOrdersQuery>) {
  const r = await accountPage(
    db,
    posOrders,
    session,
    query,
    [],
    [query.status ? eq(posOrders.status, query.status) : undefined],
  );
  return {
    orders: r.rows.map((o) => ({
      id: o.id,
      reference: o.reference,
      terminals: o.terminals,
      address: o.address,
      contact_name: o.contactName,
      contact_phone: o.contactPhone,
      status: o.status,
      date_created: date(o.createdAt),
    })),
    page_info: r.page_info,
  };
}

export async function referralList(db: Db, session: SessionInfo, query: ListQuery) {
  const r = await accountPage(db, referrals, session, query, [referrals.businessName, referrals.email]);
  return {
    referrals: r.rows.map((x) => ({
      id: x.id,
      business_name: x.businessName,
      email: x.email,
      status: x.status,
      reward: x.reward,
      currency: x.currency,
      date_created: date(x.createdAt),
    })),
    page_info: r.page_info,
  };
}

/** GET v2/webhooks: URL and secret hash, with the hook switches from the merchant preferences. */
export async function webhookDetails(db: Db, session: SessionInfo) {
  const accountId = accountOf(session);
  const [settings] = await db.select().from(webhookSettings).where(eq(webhookSettings.accountId, accountId));
  const on = async (name: string) => hookPreferenceOn(await preference(db, accountId, name));
  return {
    url: settings?.url ?? null,
    secret_hash: settings?.secretHash ?? null,
    hook_as_json: await on('hook_as_json'),
    cache_hook_data_on_error: await on('cache_hook_data_on_error'),
    can_use_v3_webhook: await on('can_use_v3_webhook'),
  };
}

export async function whitelistIpList(db: Db, session: SessionInfo, query: ListQuery) {
  const r = await accountPage(db, whitelistIps, session, query, [whitelistIps.ip]);
  return {
    ips: r.rows.map((x) => ({ id: x.id, ip: x.ip, date_created: date(x.createdAt) })),
    page_info: r.page_info,
  };
}

export const LOAN_MESSAGES = {
  active: CAPITAL_MESSAGES.active,
  eligible: 'You have a loan offer',
  ineligible: 'No loan offer is available for this business yet',
} as const;

/**
 * GET v2/loan/offer (spec 2 §7): an active loan answers 'Active loan found'; an open
 * offer makes the account eligible; otherwise it is not eligible.
 */
export async function loanOffer(db: Db, session: SessionInfo) {
  const accountId = accountOf(session);
  const active = await db.$count(loans, and(eq(loans.accountId, accountId), eq(loans.status, 'active')));
  if (active > 0) return { offer: null, status: 'active' as const, message: LOAN_MESSAGES.active };
  const [offer] = await db
    .select()
    .from(loanOffers)
    .where(and(eq(loanOffers.accountId, accountId), eq(loanOffers.status, 'open')))
    .orderBy(desc(loanOffers.createdAt))
    .limit(1);
  if (!offer) return { offer: null, status: 'ineligible' as const, message: LOAN_MESSAGES.ineligible };
  return {
    offer: {
      offerId: offer.offerId,
      amount: offer.amount,
      currency: offer.currency,
      interestRate: offer.interestRateBp / 100,
      totalRepayment: totalRepaymentOf(offer.amount, offer.interestRateBp / 100),
      tenor: offer.tenor,
      tenorUnit: offer.tenorUnit,
    },
    status: 'eligible' as const,
    message: LOAN_MESSAGES.eligible,
  };
}

/** Loan history page size (spec 2 §9). */
export const LOAN_HISTORY_PAGE_SIZE = 10;

export async function loanHistory(db: Db, session: SessionInfo, query: ListQuery) {
  const r = await accountPage(db, loans, session, query, [loans.status], [], LOAN_HISTORY_PAGE_SIZE);
  return {
    loans: r.rows.map((l) => ({
      id: l.id,
      amount: l.amount,
      currency: l.currency,
      status: l.status,
      date_created: date(l.createdAt),
    })),
    page_info: r.page_info,
  };
}
