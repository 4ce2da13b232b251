import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { ERROR_CODES } from '../../../contract/envelope';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import type {
  LinkPayment,
  LinkStatusRequest,
  PaymentLinkDetail,
  PaymentLinkRequest,
  PaymentPlanDetail,
  PaymentPlanRequest,
  SubscriptionDetail,
} from '../../../contract/links-plans';
import { flatCurrencyMismatch, SUBACCOUNT_MESSAGES } from '../../../contract/subaccounts';
import type { Db, Tx } from '../../db/client';
import {
  checkouts,
  customers,
  paymentLinks,
  paymentPlans,
  subaccounts,
  subscriptions,
  transactions,
  wallets,
} from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { enqueueWebhook } from '../../webhooks/enqueue';
import { accountOf } from '../../tenancy';

type LinkRow = typeof paymentLinks.$inferSelect;
type PlanRow = typeof paymentPlans.$inferSelect;
type LinkInput = v.InferOutput<typeof PaymentLinkRequest>;
type PlanInput = v.InferOutput<typeof PaymentPlanRequest>;

const NOT_FOUND = 'Not found';
const LINK_SOURCES = ['link', 'donation'] as const;

/** The account of an account session (the endpoint's auth level guarantees one). */
/** A path id: digits only, else no such record (404, as another business's id). */
function idOf(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw new ApiError(404, NOT_FOUND);
  return Number(raw);
}

const bad = (message: string) => new ApiError(400, message, ERROR_CODES.validation);

/**
 * A readable and unguessable slug: the title's words, then 8 random letters and digits (about 41 bits),
 * so that a customer can tell links apart while nobody finds another merchant's link by trying.
 */
export function makeSlug(title: string): string {
  const words =
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'link';
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const suffix = Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
  return `${words}-${suffix}`;
}

/** Field names the checkout keys its answers by: from the label, unique within the link. */
function fieldsOf(input: LinkInput['custom_fields']) {
  const used = new Set<string>();
  return input.map((field, i) => {
    let name = field.label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40);
    if (!name) name = `field_${i + 1}`;
    while (used.has(name)) name = `${name}_${i + 1}`;
    used.add(name);
    return { name, label: field.label, required: field.required };
  });
}

async function requireCurrency(tx: Tx | Db, accountId: number, currency: string): Promise<void> {
  const [wallet] = await tx
    .select({ currency: wallets.currency })
    .from(wallets)
    .where(and(eq(wallets.accountId, accountId), eq(wallets.currency, currency)));
  if (!wallet) throw bad("Currency is not one of your business's currencies");
}

/**
 * The subaccount a link splits with: the business's own (another business's id is not found), active,
 * and able to take its share of the link's payments (a flat share in the link's currency).
 */
async function requireSubaccount(tx: Tx, accountId: number, id: number | null | undefined, currency: string) {
  if (id === null || id === undefined) return null;
  const [sub] = await tx
    .select()
    .from(subaccounts)
    .where(and(eq(subaccounts.id, id), eq(subaccounts.accountId, accountId)));
  if (!sub) throw new ApiError(404, SUBACCOUNT_MESSAGES.notFound);
  if (sub.status !== 'active') throw new ApiError(409, SUBACCOUNT_MESSAGES.inactive);
  if (sub.splitType === 'flat' && sub.splitCurrency !== currency) {
    throw bad(flatCurrencyMismatch(sub.splitCurrency ?? '', currency));
  }
  return sub.id;
}

/** A calendar day expires at its end (UTC); it must still be ahead. */
function expiryOf(value: string | null): Date | null {
  if (value === null) return null;
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
  if (Number.isNaN(at.getTime())) throw bad('Expiry date is invalid');
  if (at.getTime() <= Date.now()) throw bad('Expiry date must be in the future');
  return at;
}

function linkValues(input: LinkInput) {
  return {
    title: input.title,
    description: input.description,
    kind: input.kind,
    amount: input.amount,
    currency: input.currency,
    customFields: fieldsOf(input.custom_fields),
    redirectUrl: input.redirect_url || null,
    paymentLimit: input.payment_limit,
    expiresAt: expiryOf(input.expires_at),
    // Suggested amounts are buttons of the donation page; a payment link has none.
    suggestedAmounts: input.kind === 'donation' ? [...new Set(input.suggested_amounts)].sort((a, b) => a - b) : [],
  };
}

/**
 * What a link's payments are: a plan's link takes the plan's payments (first charges and renewals,
 * recorded on the plan), any other link its own.
 */
interface PaymentsSource {
  accountId: number;
  sources: readonly ('link' | 'donation' | 'plan')[];
  sourceId: number;
}
const linkSource = (link: LinkRow): PaymentsSource =>
  link.planId === null
    ? { accountId: link.accountId, sources: LINK_SOURCES, sourceId: link.id }
    : { accountId: link.accountId, sources: ['plan'], sourceId: link.planId };

const paidWhere = (source: PaymentsSource) =>
  and(
    eq(checkouts.accountId, source.accountId),
    inArray(checkouts.source, [...source.sources]),
    eq(checkouts.sourceId, source.sourceId),
    eq(checkouts.status, 'successful'),
  );

async function paidCount(db: Db | Tx, link: LinkRow): Promise<number> {
  return paidCountOf(db, linkSource(link));
}

async function paidCountOf(db: Db | Tx, source: PaymentsSource): Promise<number> {
  const [row] = await db.select({ n: count() }).from(checkouts).where(paidWhere(source));
  return Number(row?.n ?? 0);
}

async function linkDetail(db: Db | Tx, link: LinkRow): Promise<PaymentLinkDetail> {
  return {
    id: link.id,
    title: link.title,
    slug: link.slug,
    kind: link.kind,
    description: link.description,
    amount: link.amount,
    currency: link.currency,
    status: link.status,
    custom_fields: link.customFields,
    redirect_url: link.redirectUrl,
    payment_limit: link.paymentLimit,
    expires_at: link.expiresAt?.toISOString() ?? null,
    suggested_amounts: link.suggestedAmounts,
    plan_id: link.planId,
    subaccount: await subaccountOf(db, link),
    payments_count: await paidCount(db, link),
    date_created: link.createdAt.toISOString(),
  };
}

async function subaccountOf(db: Db | Tx, link: LinkRow) {
  if (link.subaccountId === null) return null;
  const [sub] = await db
    .select({ id: subaccounts.id, business_name: subaccounts.businessName })
    .from(subaccounts)
    .where(and(eq(subaccounts.id, link.subaccountId), eq(subaccounts.accountId, link.accountId)));
  return sub ?? null;
}

async function ownLink(db: Db | Tx, session: SessionInfo, rawId: string | undefined, lock = false): Promise<LinkRow> {
  const query = db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.id, idOf(rawId)), eq(paymentLinks.accountId, accountOf(session))));
  const [link] = lock ? await query.for('update') : await query;
  if (!link) throw new ApiError(404, NOT_FOUND);
  return link;
}

async function insertLink(
  tx: Tx,
  accountId: number,
  values: ReturnType<typeof linkValues> & { subaccountId?: number | null },
  planId: number | null,
) {
  // The unique index is the real guard; a clash of 41 random bits is tried again, not answered as an error.
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = makeSlug(values.title);
    const [taken] = await tx.select({ id: paymentLinks.id }).from(paymentLinks).where(eq(paymentLinks.slug, slug));
    if (taken) continue;
    const [link] = await tx
      .insert(paymentLinks)
      .values({ ...values, accountId, slug, status: 'active', planId })
      .returning();
    return link!;
  }
  throw new ApiError(409, 'Could not make a unique link; try again');
}

export async function getLink(db: Db, session: SessionInfo, id: string | undefined) {
  return linkDetail(db, await ownLink(db, session, id));
}

export async function createLink(db: Db, session: SessionInfo, input: LinkInput) {
  const accountId = accountOf(session);
  const values = linkValues(input);
  return db.transaction(async (tx) => {
    await requireCurrency(tx, accountId, input.currency);
    const subaccountId = await requireSubaccount(tx, accountId, input.subaccount_id, input.currency);
    return linkDetail(tx, await insertLink(tx, accountId, { ...values, subaccountId }, null));
  });
}

const PLAN_LINK_EDIT = 'This link belongs to a payment plan: change the plan instead';

export async function updateLink(db: Db, session: SessionInfo, id: string | undefined, input: LinkInput) {
  const values = linkValues(input);
  return db.transaction(async (tx) => {
    const link = await ownLink(tx, session, id, true);
    if (link.planId !== null) throw new ApiError(409, PLAN_LINK_EDIT);
    await requireCurrency(tx, link.accountId, input.currency);
    const subaccountId = await requireSubaccount(tx, link.accountId, input.subaccount_id, input.currency);
    const [updated] = await tx
      .update(paymentLinks)
      .set({ ...values, subaccountId })
      .where(eq(paymentLinks.id, link.id))
      .returning();
    return linkDetail(tx, updated!);
  });
}

export async function setLinkStatus(
  db: Db,
  session: SessionInfo,
  id: string | undefined,
  body: v.InferOutput<typeof LinkStatusRequest>,
) {
  return db.transaction(async (tx) => {
    const link = await ownLink(tx, session, id, true);
    if (link.planId !== null && body.status === 'active') {
      const [plan] = await tx.select().from(paymentPlans).where(eq(paymentPlans.id, link.planId));
      if (plan?.status === 'cancelled') throw new ApiError(409, 'This plan is cancelled: its link stays disabled');
    }
    const [updated] = await tx
      .update(paymentLinks)
      .set({ status: body.status })
      .where(eq(paymentLinks.id, link.id))
      .returning();
    return linkDetail(tx, updated!);
  });
}

/**
 * Deleting a link removes it from the lists and its public page; the payments made through it stay,
 * as they are transactions of the business (listed in transactions, in the balance and the ledger).
 */
export async function deleteLink(db: Db, session: SessionInfo, id: string | undefined) {
  await db.transaction(async (tx) => {
    const link = await ownLink(tx, session, id, true);
    if (link.planId !== null) throw new ApiError(409, 'This link belongs to a payment plan: cancel the plan instead');
    await tx.delete(paymentLinks).where(eq(paymentLinks.id, link.id));
  });
  return null;
}

export async function linkPayments(
  db: Db,
  session: SessionInfo,
  id: string | undefined,
  query: { page?: number; page_size?: number },
) {
  const link = await ownLink(db, session, id);
  return paymentsOf(db, linkSource(link), query);
}

/** GET v2/payment-plans/:id/payments: every successful charge of the plan (first payments and renewals). */
export async function planPayments(
  db: Db,
  session: SessionInfo,
  id: string | undefined,
  query: { page?: number; page_size?: number },
) {
  const plan = await ownPlan(db, session, id);
  return paymentsOf(db, { accountId: plan.accountId, sources: ['plan'], sourceId: plan.id }, query);
}

async function paymentsOf(db: Db, source: PaymentsSource, query: { page?: number; page_size?: number }) {
  const size = query.page_size ?? DEFAULT_PAGE_SIZE;
  const current = query.page ?? 1;
  const where = paidWhere(source);
  const total = await paidCountOf(db, source);
  const rows =
    total === 0
      ? []
      : await db
          .select({
            id: checkouts.id,
            transactionId: checkouts.transactionId,
            ref: checkouts.ref,
            reference: transactions.reference,
            amount: checkouts.amount,
            currency: checkouts.currency,
            txAmount: transactions.amount,
            txCurrency: transactions.currency,
            name: checkouts.customerName,
            email: checkouts.customerEmail,
            customerName: customers.fullname,
            customerEmail: customers.email,
            completedAt: checkouts.completedAt,
            createdAt: checkouts.createdAt,
          })
          .from(checkouts)
          .leftJoin(
            transactions,
            and(eq(transactions.id, checkouts.transactionId), eq(transactions.accountId, checkouts.accountId)),
          )
          .leftJoin(customers, eq(customers.id, transactions.customerId))
          .where(where)
          .orderBy(desc(sql`coalesce(${checkouts.completedAt}, ${checkouts.createdAt})`), desc(checkouts.id))
          .limit(size)
          .offset((current - 1) * size);
  const payments: LinkPayment[] = rows.map((r) => ({
    id: r.id,
    transaction_id: r.transactionId,
    reference: r.reference ?? r.ref,
    amount: r.txAmount ?? r.amount,
    currency: r.txCurrency ?? r.currency,
    customer_name: r.customerName ?? r.name,
    customer_email: r.customerEmail ?? r.email,
    date: (r.completedAt ?? r.createdAt).toISOString(),
  }));
  return {
    payments,
    page_info: { total, current_page: current, total_pages: Math.ceil(total / size), page_size: size },
  };
}

// Plans.

async function ownPlan(db: Db | Tx, session: SessionInfo, rawId: string | undefined, lock = false): Promise<PlanRow> {
  const query = db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.id, idOf(rawId)), eq(paymentPlans.accountId, accountOf(session))));
  const [plan] = lock ? await query.for('update') : await query;
  if (!plan) throw new ApiError(404, NOT_FOUND);
  return plan;
}

async function planLink(db: Db | Tx, plan: PlanRow) {
  const [link] = await db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.accountId, plan.accountId), eq(paymentLinks.planId, plan.id)))
    .orderBy(desc(paymentLinks.id))
    .limit(1);
  return link ?? null;
}

async function planDetail(db: Db | Tx, plan: PlanRow): Promise<PaymentPlanDetail> {
  const [subs] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(and(eq(subscriptions.planId, plan.id), eq(subscriptions.status, 'active')));
  const link = await planLink(db, plan);
  return {
    id: plan.id,
    name: plan.name,
    amount: plan.amount,
    currency: plan.currency,
    interval: plan.interval,
    duration: plan.duration,
    subscribers: Number(subs?.n ?? 0),
    status: plan.status,
    date_created: plan.createdAt.toISOString(),
    link: link ? { id: link.id, slug: link.slug, status: link.status } : null,
  };
}

/** The link a customer subscribes through: the plan's name and amount, nothing else to fill in. */
const planLinkValues = (plan: { name: string; amount: number; currency: string }) => ({
  title: plan.name,
  description: '',
  kind: 'payment' as const,
  amount: plan.amount,
  currency: plan.currency,
  customFields: [],
  redirectUrl: null,
  paymentLimit: null,
  expiresAt: null,
  suggestedAmounts: [],
});

export async function getPlan(db: Db, session: SessionInfo, id: string | undefined) {
  return planDetail(db, await ownPlan(db, session, id));
}

export async function createPlan(db: Db, session: SessionInfo, input: PlanInput) {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    await requireCurrency(tx, accountId, input.currency);
    const [plan] = await tx
      .insert(paymentPlans)
      .values({ accountId, ...input, status: 'active' })
      .returning();
    await insertLink(tx, accountId, planLinkValues(input), plan!.id);
    return planDetail(tx, plan!);
  });
}

/** New subscribers pay the plan as it now is; running subscriptions keep the amount they signed up for. */
export async function updatePlan(db: Db, session: SessionInfo, id: string | undefined, input: PlanInput) {
  return db.transaction(async (tx) => {
    const plan = await ownPlan(tx, session, id, true);
    if (plan.status === 'cancelled') throw new ApiError(409, 'This plan is cancelled and cannot be changed');
    await requireCurrency(tx, plan.accountId, input.currency);
    const [updated] = await tx.update(paymentPlans).set(input).where(eq(paymentPlans.id, plan.id)).returning();
    await tx
      .update(paymentLinks)
      .set({ title: input.name, amount: input.amount, currency: input.currency })
      .where(and(eq(paymentLinks.accountId, plan.accountId), eq(paymentLinks.planId, plan.id)));
    return planDetail(tx, updated!);
  });
}

/** A cancelled plan takes no new subscribers (its link is disabled) and charges no one again. */
export async function cancelPlan(db: Db, session: SessionInfo, id: string | undefined) {
  return db.transaction(async (tx) => {
    const plan = await ownPlan(tx, session, id, true);
    if (plan.status === 'cancelled') throw new ApiError(409, 'This plan is already cancelled');
    const [updated] = await tx
      .update(paymentPlans)
      .set({ status: 'cancelled' })
      .where(eq(paymentPlans.id, plan.id))
      .returning();
    await tx
      .update(paymentLinks)
      .set({ status: 'inactive' })
      .where(and(eq(paymentLinks.accountId, plan.accountId), eq(paymentLinks.planId, plan.id)));
    const ended = await tx
      .update(subscriptions)
      .set({ status: 'cancelled', nextDue: null })
      .where(and(eq(subscriptions.planId, plan.id), inArray(subscriptions.status, ['active', 'past_due'])))
      .returning();
    for (const sub of ended) {
      await enqueueWebhook(tx, sub.accountId, 'subscription.cancelled', {
        id: sub.id,
        plan_id: sub.planId,
        customer_email: sub.customerEmail,
        amount: sub.amount,
        currency: sub.currency,
        status: 'cancelled',
        cancelled_by: 'merchant',
      });
    }
    return planDetail(tx, updated!);
  });
}

/** Plans made before links carried a plan get theirs on request. */
export async function createPlanLink(db: Db, session: SessionInfo, id: string | undefined) {
  return db.transaction(async (tx) => {
    const plan = await ownPlan(tx, session, id, true);
    if (plan.status === 'cancelled') throw new ApiError(409, 'This plan is cancelled and takes no new subscribers');
    if (await planLink(tx, plan)) throw new ApiError(409, 'This plan already has a payment link');
    await insertLink(tx, plan.accountId, planLinkValues(plan), plan.id);
    return planDetail(tx, plan);
  });
}

// Subscriptions.

async function subscriptionDetail(db: Db | Tx, sub: typeof subscriptions.$inferSelect): Promise<SubscriptionDetail> {
  const [plan] = await db.select().from(paymentPlans).where(eq(paymentPlans.id, sub.planId));
  const charges = await db
    .select({
      id: checkouts.id,
      reference: transactions.reference,
      amount: checkouts.amount,
      currency: checkouts.currency,
      status: checkouts.status,
      failureReason: checkouts.failureReason,
      name: checkouts.customerName,
      completedAt: checkouts.completedAt,
      createdAt: checkouts.createdAt,
    })
    .from(checkouts)
    .leftJoin(
      transactions,
      and(eq(transactions.id, checkouts.transactionId), eq(transactions.accountId, checkouts.accountId)),
    )
    .where(
      and(
        eq(checkouts.accountId, sub.accountId),
        eq(checkouts.source, 'plan'),
        eq(checkouts.sourceId, sub.planId),
        sql`lower(${checkouts.customerEmail}) = lower(${sub.customerEmail})`,
        inArray(checkouts.status, ['successful', 'failed']),
      ),
    )
    .orderBy(desc(sql`coalesce(${checkouts.completedAt}, ${checkouts.createdAt})`), desc(checkouts.id))
    .limit(100);
  return {
    id: sub.id,
    plan_id: sub.planId,
    plan_name: plan?.name ?? '',
    plan_interval: plan?.interval ?? '',
    plan_duration: plan?.duration ?? 0,
    plan_status: plan?.status ?? 'cancelled',
    customer_email: sub.customerEmail,
    customer_name: charges.find((c) => c.name)?.name ?? null,
    amount: sub.amount,
    currency: sub.currency,
    status: sub.status,
    next_due: sub.nextDue?.toISOString() ?? null,
    date_created: sub.createdAt.toISOString(),
    charges: charges.map((c) => ({
      id: c.id,
      reference: c.reference ?? null,
      amount: c.amount,
      currency: c.currency,
      status: c.status === 'successful' ? 'successful' : 'failed',
      failure_reason: c.failureReason,
      date: (c.completedAt ?? c.createdAt).toISOString(),
    })),
  };
}

async function ownSubscription(db: Db | Tx, session: SessionInfo, rawId: string | undefined, lock = false) {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, idOf(rawId)), eq(subscriptions.accountId, accountOf(session))));
  const [sub] = lock ? await query.for('update') : await query;
  if (!sub) throw new ApiError(404, NOT_FOUND);
  return sub;
}

export async function getSubscription(db: Db, session: SessionInfo, id: string | undefined) {
  return subscriptionDetail(db, await ownSubscription(db, session, id));
}

export async function cancelSubscription(db: Db, session: SessionInfo, id: string | undefined) {
  return db.transaction(async (tx) => {
    const sub = await ownSubscription(tx, session, id, true);
    // A past-due subscription (its renewal was declined) is still live until someone ends it.
    if (sub.status === 'completed') throw new ApiError(409, 'This subscription has made all its charges');
    if (sub.status !== 'active' && sub.status !== 'past_due') {
      throw new ApiError(409, 'This subscription is already cancelled');
    }
    const [updated] = await tx
      .update(subscriptions)
      .set({ status: 'cancelled', nextDue: null })
      .where(eq(subscriptions.id, sub.id))
      .returning();
    await enqueueWebhook(tx, sub.accountId, 'subscription.cancelled', {
      id: sub.id,
      plan_id: sub.planId,
      customer_email: sub.customerEmail,
      amount: sub.amount,
      currency: sub.currency,
      status: 'cancelled',
      cancelled_by: 'merchant',
    });
    return subscriptionDetail(tx, updated!);
  });
}
