import { and, eq, lte } from 'drizzle-orm';
import { CHECKOUT_MESSAGES, nextChargeDate } from '../../../contract/checkout';
import { plainAmount } from '../../../contract/plain-amount';
import type { Db } from '../../db/client';
import { checkouts, customers, paymentPlans, subscriptions, transactions } from '../../db/schema';
import { send } from '../../sandbox/outbox';
import { enqueueWebhook } from '../../webhooks/enqueue';
import { cancelSubscriptionPath, chargeEvent, credit, feeIn, merchantOf } from './service';

const DAY_MS = 86_400_000;

/**
 * The billing clock: charges each active subscription due within `days` once, on its kept card, each
 * in its own database transaction (one customer's decline never undoes another's charge). A charge's
 * reference is the subscription and its charge number, unique: running twice at once charges once.
 */
export async function runBilling(db: Db, opts: { accountId?: number; days?: number; now?: Date } = {}) {
  const now = opts.now ?? new Date();
  const horizon = new Date(now.getTime() + (opts.days ?? 0) * DAY_MS);
  const due = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        lte(subscriptions.nextDue, horizon),
        opts.accountId === undefined ? undefined : eq(subscriptions.accountId, opts.accountId),
      ),
    )
    .orderBy(subscriptions.nextDue)
    .limit(5000);
  const tally = { charged: 0, declined: 0, completed: 0 };
  for (const { id } of due) {
    const result = await chargeRenewal(db, id, horizon, now);
    if (result === 'charged' || result === 'completed') tally.charged++;
    if (result === 'completed') tally.completed++;
    if (result === 'declined') tally.declined++;
  }
  return tally;
}

type RenewalResult = 'charged' | 'completed' | 'declined' | 'skipped';

async function chargeRenewal(db: Db, id: number, horizon: Date, now: Date): Promise<RenewalResult> {
  return db.transaction(async (tx) => {
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    // Another run took it, it was cancelled meanwhile, or it is no longer due.
    if (sub?.status !== 'active' || !sub.nextDue || sub.nextDue > horizon) return 'skipped';
    const [plan] = await tx.select().from(paymentPlans).where(eq(paymentPlans.id, sub.planId));
    const merchant = await merchantOf(tx, sub.accountId);
    const number = sub.chargesMade + 1;
    const reference = `SUB${sub.id}C${number}`;
    const [known] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.accountId, sub.accountId), eq(customers.email, sub.customerEmail)))
      .limit(1);
    const narration = `Subscription to ${plan?.name ?? 'a plan'} (charge ${number})`;
    const declined = sub.renewalDeclines;
    const fee = declined ? 0 : feeIn(sub.amount, sub.currency, merchant.bearsfee);
    const [payment] = await tx
      .insert(transactions)
      .values({
        accountId: sub.accountId,
        customerId: known?.id ?? null,
        currency: sub.currency,
        amount: sub.amount,
        fee,
        status: declined ? 'failed' : 'successful',
        narration,
        reference: declined ? `${reference}-F` : reference,
        paymentType: 'card',
        device: null,
        cardLast4: sub.cardLast4,
        cardBrand: sub.cardBrand,
        receiptSentAt: declined ? null : now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: transactions.id });
    if (!payment) return 'skipped';
    await tx.insert(checkouts).values({
      ref: declined ? `${reference}-F` : reference,
      accountId: sub.accountId,
      source: 'plan',
      sourceId: sub.planId,
      amount: sub.amount,
      currency: sub.currency,
      customerName: sub.customerName,
      customerEmail: sub.customerEmail,
      method: 'card',
      status: declined ? 'failed' : 'successful',
      failureReason: declined ? CHECKOUT_MESSAGES.renewalDeclined : null,
      cardLast4: sub.cardLast4,
      cardBrand: sub.cardBrand,
      transactionId: payment.id,
      createdAt: now,
      completedAt: now,
    });
    const charge = {
      amount: sub.amount,
      currency: sub.currency,
      method: 'card' as const,
      customerName: sub.customerName,
      customerEmail: sub.customerEmail,
      customerPhone: null,
      cardFirst6: null,
      cardLast4: sub.cardLast4,
      cardBrand: sub.cardBrand,
      source: 'plan' as const,
      sourceId: sub.planId,
      fieldValues: { subscription_id: String(sub.id) },
    };
    await enqueueWebhook(tx, sub.accountId, 'charge.completed', {
      ...chargeEvent(
        charge,
        declined ? 'failed' : 'successful',
        declined ? `${reference}-F` : reference,
        fee,
        now,
        declined ? CHECKOUT_MESSAGES.renewalDeclined : null,
      ),
      id: payment.id,
    });
    const cancelLink = sub.cancelToken ? cancelSubscriptionPath(sub.cancelToken) : undefined;
    if (declined) {
      await tx.update(subscriptions).set({ status: 'past_due' }).where(eq(subscriptions.id, sub.id));
      await send(tx, {
        channel: 'email',
        to: sub.customerEmail,
        subject: `Your payment to ${merchant.name} failed`,
        body: `We could not charge your ${sub.cardBrand ?? ''} card ending ${sub.cardLast4 ?? ''} ${plainAmount(sub.amount, sub.currency)} for ${plan?.name ?? 'your subscription'}: ${CHECKOUT_MESSAGES.renewalDeclined} Contact ${merchant.name} to update your card, or cancel the subscription with the link below.`,
        link: cancelLink,
      });
      return 'declined';
    }
    await credit(
      tx,
      sub.accountId,
      sub.currency,
      sub.amount - fee,
      `Payment ${reference}: ${narration}`,
      reference,
      now,
    );
    const completed = (plan?.duration ?? 0) > 0 && number >= (plan?.duration ?? 0);
    await tx
      .update(subscriptions)
      .set({
        chargesMade: number,
        status: completed ? 'completed' : 'active',
        nextDue: completed ? null : nextChargeDate(sub.nextDue, plan?.interval ?? 'monthly'),
      })
      .where(eq(subscriptions.id, sub.id));
    await send(tx, {
      channel: 'email',
      to: sub.customerEmail,
      subject: `Receipt from ${merchant.name}: ${plainAmount(sub.amount, sub.currency)}`,
      body: `Thank you. We charged your ${sub.cardBrand ?? ''} card ending ${sub.cardLast4 ?? ''} ${plainAmount(sub.amount, sub.currency)} for ${plan?.name ?? 'your subscription'}.\nReference: ${reference}${completed ? '\nThis was the last charge of your plan.' : '\nTo cancel, open the link below.'}`,
      link: completed ? undefined : cancelLink,
    });
    return completed ? 'completed' : 'charged';
  });
}
