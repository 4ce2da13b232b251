import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  CHALLENGE_ATTEMPTS,
  CHECKOUT_MESSAGES,
  cardBrand,
  cardOutcome,
  chargeAmounts,
  eventClosed,
  nextChargeDate,
} from '../../../contract/checkout';
import type { Db, Tx } from '../../db/client';
import {
  accounts,
  blacklist,
  checkouts,
  customers,
  eventTicketTypes,
  events,
  invoices,
  paymentLinks,
  paymentPlans,
  subaccountSplits,
  subaccounts,
  subscriptions,
  transactions,
} from '../../db/schema';
import { send } from '../../sandbox/outbox';
import { creditWallet } from '../../wallet';
import { enqueueWebhook } from '../../webhooks/enqueue';
import { markOrderPaid, orderNarration, orderRefusal, takeStock } from '../../store-stock';
import { plainAmount } from '../../../contract/plain-amount';
import { ORDER_MESSAGES } from '../../../contract/store-orders';
import { splitShares } from '../../../contract/subaccounts';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type LinkRow = typeof paymentLinks.$inferSelect;
type Method = 'card' | 'bank' | 'mobilemoney';

/** A public reference: upper case (reference search matches prefixes in upper case), unguessable. */
export function newRef(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(14);
  let out = prefix;
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Why a link cannot take a payment now, or null when it can. */
export async function linkUnavailable(db: Tx, link: LinkRow, now = new Date()): Promise<string | null> {
  if (link.status !== 'active') return 'This payment link has been disabled by the merchant.';
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return 'This payment link has expired.';
  if (link.paymentLimit !== null && (await successfulPayments(db, link)) >= link.paymentLimit) {
    return CHECKOUT_MESSAGES.limitReached;
  }
  return null;
}

async function successfulPayments(db: Tx, link: LinkRow): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.accountId, link.accountId),
        eq(checkouts.source, link.kind === 'donation' ? 'donation' : link.planId ? 'plan' : 'link'),
        eq(checkouts.sourceId, link.planId ?? link.id),
        eq(checkouts.status, 'successful'),
      ),
    );
  return row?.n ?? 0;
}

export async function findLink(db: Tx, slug: string): Promise<LinkRow | undefined> {
  const [link] = await db
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.slug, slug.slice(0, 120)));
  return link;
}

export async function merchantOf(db: Tx, accountId: number) {
  const [account] = await db
    .select({ name: accounts.businessName, logo: accounts.businessLogo, bearsfee: accounts.bearsfee })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return account ?? { name: 'Merchant', logo: null, bearsfee: 1 };
}

export interface OpenInput {
  accountId: number;
  source: CheckoutRow['source'];
  sourceId: number;
  /** The price before any fee the customer bears. */
  price: number;
  currency: string;
  customer: { name: string; email: string; phone?: string | undefined };
  fieldValues?: Record<string, string>;
  quantity?: number;
  ticketType?: string | null;
}

/** Starts one customer's attempt; what they are charged includes the fee when they bear it. */
export async function openCheckout(db: Tx, input: OpenInput): Promise<CheckoutRow> {
  const merchant = await merchantOf(db, input.accountId);
  const { charged } = chargeAmounts(input.price, input.currency, merchant.bearsfee);
  const [row] = await db
    .insert(checkouts)
    .values({
      ref: newRef('MD'),
      accountId: input.accountId,
      source: input.source,
      sourceId: input.sourceId,
      amount: charged,
      currency: input.currency,
      customerName: input.customer.name,
      customerEmail: input.customer.email.toLowerCase(),
      customerPhone: input.customer.phone || null,
      fieldValues: input.fieldValues ?? {},
      quantity: input.quantity ?? 1,
      ticketType: input.ticketType ?? null,
      status: 'open',
    })
    .returning();
  return row!;
}

export async function findCheckout(db: Tx, ref: string): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(eq(checkouts.ref, ref.slice(0, 40)));
  return row;
}

/** Whether the business refuses this customer (its blacklist of emails and phones). */
async function blacklisted(tx: Tx, c: CheckoutRow): Promise<boolean> {
  const values = [c.customerEmail, c.customerPhone].filter((x): x is string => !!x);
  if (values.length === 0) return false;
  const [hit] = await tx
    .select({ id: blacklist.id })
    .from(blacklist)
    .where(and(eq(blacklist.accountId, c.accountId), sql`${blacklist.value} IN ${values}`))
    .limit(1);
  return !!hit;
}

export type PayOutcome =
  | { kind: 'paid'; checkout: CheckoutRow }
  | { kind: 'challenge'; checkout: CheckoutRow }
  | { kind: 'failed'; checkout: CheckoutRow; message: string };

export interface CardInput {
  digits: string;
  attempt: string;
  device: 'mobile' | 'desktop';
}

/**
 * Charges a card on the checkout `ref`. The row is locked for the whole attempt: a double submit waits,
 * then finds the attempt already answered (same attempt key) or the checkout paid, and charges nothing.
 */
export async function payByCard(db: Db, ref: string, card: CardInput, now = new Date()): Promise<PayOutcome | null> {
  return db.transaction(async (tx) => {
    const c = await lockCheckout(tx, ref);
    if (!c) return null;
    const settled = settledOutcome(c, card.attempt);
    if (settled) return settled;
    const cardInfo = {
      cardFirst6: card.digits.slice(0, 6),
      cardLast4: card.digits.slice(-4),
      cardBrand: cardBrand(card.digits),
      renewalDeclines: card.digits === '4100000000000001',
    };
    const [marked] = await tx
      .update(checkouts)
      .set({ ...cardInfo, method: 'card', attemptKey: card.attempt, failureReason: null })
      .where(eq(checkouts.id, c.id))
      .returning();
    const refusal = await refusalOf(tx, marked!, now);
    if (refusal) return fail(tx, marked!, refusal, card.device, now);
    const outcome = cardOutcome(card.digits);
    if (outcome === 'challenge') {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const merchant = await merchantOf(tx, c.accountId);
      const [challenged] = await tx
        .update(checkouts)
        .set({ status: 'challenge', challengeCodeHash: hashCode(code), challengeAttempts: 0 })
        .where(eq(checkouts.id, c.id))
        .returning();
      await send(tx, {
        channel: 'email',
        to: c.customerEmail,
        subject: `Your payment code for ${merchant.name}`,
        body: `Use ${code} to confirm your payment of ${plainAmount(c.amount, c.currency)} to ${merchant.name} with the card ending ${cardInfo.cardLast4}. If you did not start this payment, ignore this email.`,
        code,
      });
      return { kind: 'challenge', checkout: challenged! };
    }
    if (outcome === 'declined') return fail(tx, marked!, CHECKOUT_MESSAGES.declined, card.device, now);
    if (outcome === 'insufficientFunds') {
      return fail(tx, marked!, CHECKOUT_MESSAGES.insufficientFunds, card.device, now);
    }
    return complete(tx, marked!, card.device, now);
  });
}

/** The one-time code of a challenged card payment. */
export async function confirmChallenge(
  db: Db,
  ref: string,
  code: string,
  device: 'mobile' | 'desktop',
  now = new Date(),
): Promise<PayOutcome | null> {
  return db.transaction(async (tx) => {
    const c = await lockCheckout(tx, ref);
    if (!c) return null;
    if (c.status === 'successful') return { kind: 'paid', checkout: c };
    if (c.status !== 'challenge' || !c.challengeCodeHash) {
      return { kind: 'failed', checkout: c, message: 'There is no code to confirm on this payment.' };
    }
    const given = Buffer.from(hashCode(code));
    if (!timingSafeEqual(given, Buffer.from(c.challengeCodeHash))) {
      const attempts = c.challengeAttempts + 1;
      if (attempts >= CHALLENGE_ATTEMPTS) {
        const [reset] = await tx
          .update(checkouts)
          .set({ status: 'open', challengeCodeHash: null, challengeAttempts: attempts })
          .where(eq(checkouts.id, c.id))
          .returning();
        return fail(tx, reset!, CHECKOUT_MESSAGES.tooManyCodes, device, now);
      }
      const [counted] = await tx
        .update(checkouts)
        .set({ challengeAttempts: attempts })
        .where(eq(checkouts.id, c.id))
        .returning();
      return { kind: 'failed', checkout: counted!, message: CHECKOUT_MESSAGES.wrongCode };
    }
    const refusal = await refusalOf(tx, c, now);
    if (refusal) return fail(tx, c, refusal, device, now);
    return complete(tx, c, device, now);
  });
}

/**
 * A bank transfer to the checkout's virtual account, or a mobile money prompt the customer approved:
 * the sandbox confirms at once what a bank or operator would confirm minutes later.
 */
export async function payByTransfer(
  db: Db,
  ref: string,
  method: 'bank' | 'mobilemoney',
  attempt: string,
  device: 'mobile' | 'desktop',
  now = new Date(),
): Promise<PayOutcome | null> {
  return db.transaction(async (tx) => {
    const c = await lockCheckout(tx, ref);
    if (!c) return null;
    const settled = settledOutcome(c, attempt);
    if (settled) return settled;
    const [marked] = await tx
      .update(checkouts)
      .set({ method, attemptKey: attempt, failureReason: null, cardFirst6: null, cardLast4: null, cardBrand: null })
      .where(eq(checkouts.id, c.id))
      .returning();
    const refusal = await refusalOf(tx, marked!, now);
    if (refusal) return fail(tx, marked!, refusal, device, now);
    return complete(tx, marked!, device, now);
  });
}

/** The virtual account a bank transfer goes to: fixed per checkout, so a reload shows the same one. */
export function virtualAccountOf(c: CheckoutRow): { bank: string; number: string } {
  const digits = createHash('sha256').update(`va:${c.ref}`).digest().readUInt32BE(0) % 100_000_000;
  return { bank: 'Sandbox Microfinance Bank', number: `99${String(digits).padStart(8, '0')}` };
}

async function lockCheckout(tx: Tx, ref: string): Promise<CheckoutRow | undefined> {
  const [row] = await tx
    .select()
    .from(checkouts)
    .where(eq(checkouts.ref, ref.slice(0, 40)))
    .for('update');
  return row;
}

/** The answer already given to this checkout or to this very attempt (a double submit). */
function settledOutcome(c: CheckoutRow, attempt: string): PayOutcome | null {
  if (c.status === 'successful') return { kind: 'paid', checkout: c };
  if (c.attemptKey !== attempt) return null;
  if (c.status === 'challenge') return { kind: 'challenge', checkout: c };
  return { kind: 'failed', checkout: c, message: c.failureReason ?? CHECKOUT_MESSAGES.declined };
}

/** What the business or the source refuses before any charge. */
async function refusalOf(tx: Tx, c: CheckoutRow, now: Date): Promise<string | null> {
  if (await blacklisted(tx, c)) return 'This merchant cannot accept payments from you. Contact the merchant.';
  if (c.source === 'link' || c.source === 'donation' || c.source === 'plan') {
    const [link] =
      c.source === 'plan'
        ? await tx
            .select()
            .from(paymentLinks)
            .where(and(eq(paymentLinks.planId, c.sourceId), eq(paymentLinks.accountId, c.accountId)))
            .limit(1)
        : await tx.select().from(paymentLinks).where(eq(paymentLinks.id, c.sourceId));
    if (link) return linkUnavailable(tx, link, now);
    if (c.source !== 'plan') return 'This payment link no longer exists.';
  }
  if (c.source === 'event') {
    const [event] = await tx.select().from(events).where(eq(events.id, c.sourceId));
    if (!event) return 'This event no longer exists.';
    const types = await tx.select().from(eventTicketTypes).where(eq(eventTicketTypes.eventId, event.id));
    const closed = eventClosed(event, types, now);
    if (closed) return closed;
  }
  if (c.source === 'invoice') {
    const [invoice] = await tx.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, c.sourceId));
    if (!invoice) return 'This invoice no longer exists.';
    if (invoice.status === 'paid') return 'This invoice has already been paid.';
    if (invoice.status === 'draft' || invoice.status === 'cancelled') return 'This invoice cannot be paid.';
  }
  if (c.source === 'order') return orderRefusal(tx, c.sourceId);
  return null;
}

/** A refused or declined attempt: recorded as a failed payment the merchant sees, no money moved. */
async function fail(tx: Tx, c: CheckoutRow, message: string, device: string, now: Date): Promise<PayOutcome> {
  const customerId = await customerFor(tx, c);
  const [{ n }] = (await tx
    .select({ n: count() })
    .from(transactions)
    // With the account, the prefix match is a range of the account's reference index, not a scan.
    .where(and(eq(transactions.accountId, c.accountId), sql`${transactions.reference} LIKE ${`${c.ref}-F%`}`))) as [
    { n: number },
  ];
  await tx.insert(transactions).values({
    accountId: c.accountId,
    customerId,
    currency: c.currency,
    amount: c.amount,
    fee: 0,
    status: 'failed',
    narration: await narrationOf(tx, c),
    reference: `${c.ref}-F${n + 1}`,
    paymentType: paymentTypeOf(c.method),
    device,
    cardFirst6: c.cardFirst6,
    cardLast4: c.cardLast4,
    cardBrand: c.cardBrand,
    createdAt: now,
  });
  const [failed] = await tx
    .update(checkouts)
    .set({ status: 'open', failureReason: message, challengeCodeHash: null })
    .where(eq(checkouts.id, c.id))
    .returning();
  await enqueueWebhook(
    tx,
    c.accountId,
    'charge.completed',
    chargeEvent(c, 'failed', `${c.ref}-F${n + 1}`, 0, now, message),
  );
  return { kind: 'failed', checkout: failed!, message };
}

const paymentTypeOf = (method: Method | null) =>
  method === 'bank' ? 'bank_transfer' : method === 'mobilemoney' ? 'mobilemoney' : 'card';

async function narrationOf(tx: Tx, c: CheckoutRow): Promise<string> {
  if (c.source === 'invoice') {
    const [i] = await tx.select({ reference: invoices.reference }).from(invoices).where(eq(invoices.id, c.sourceId));
    return `Invoice ${i?.reference ?? ''}`.trim();
  }
  if (c.source === 'plan') {
    const [p] = await tx.select({ name: paymentPlans.name }).from(paymentPlans).where(eq(paymentPlans.id, c.sourceId));
    return `Subscription to ${p?.name ?? 'a plan'}`;
  }
  if (c.source === 'link' || c.source === 'donation') {
    const [l] = await tx
      .select({ title: paymentLinks.title })
      .from(paymentLinks)
      .where(eq(paymentLinks.id, c.sourceId));
    return c.source === 'donation' ? `Donation: ${l?.title ?? ''}` : (l?.title ?? 'Payment link');
  }
  if (c.source === 'event') {
    const [ev] = await tx.select({ title: events.title }).from(events).where(eq(events.id, c.sourceId));
    return `${c.quantity} × ${c.ticketType ?? 'ticket'}: ${ev?.title ?? 'an event'}`;
  }
  if (c.source === 'order') return orderNarration(tx, c.sourceId);
  return 'Payment';
}

/** Counts the checkout's tickets as sold, if that many are left of its type. */
export async function takeTickets(tx: Tx, c: CheckoutRow): Promise<boolean> {
  const typeId = Number(c.fieldValues.ticket_type_id);
  if (!Number.isInteger(typeId)) return false;
  const taken = await tx
    .update(eventTicketTypes)
    .set({ sold: sql`${eventTicketTypes.sold} + ${c.quantity}` })
    .where(
      and(
        eq(eventTicketTypes.id, typeId),
        eq(eventTicketTypes.eventId, c.sourceId),
        sql`${eventTicketTypes.sold} + ${c.quantity} <= ${eventTicketTypes.quantity}`,
      ),
    )
    .returning({ id: eventTicketTypes.id });
  if (taken.length === 0) return false;
  await tx
    .update(events)
    .set({ ticketsSold: sql`${events.ticketsSold} + ${c.quantity}` })
    .where(eq(events.id, c.sourceId));
  return true;
}

/** The business's customer with this email, made on their first payment. */
export async function customerFor(tx: Tx, c: CheckoutRow): Promise<number> {
  const [found] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.accountId, c.accountId), eq(customers.email, c.customerEmail)))
    .limit(1);
  if (found) return found.id;
  const [made] = await tx
    .insert(customers)
    .values({
      accountId: c.accountId,
      fullname: c.customerName || c.customerEmail,
      email: c.customerEmail,
      phone: c.customerPhone,
    })
    .returning({ id: customers.id });
  return made!.id;
}

/**
 * The successful payment, in the caller's transaction: the payment row, its ledger credit (the net,
 * on the ledger balance: it becomes available when settled), what the source implies (an invoice
 * paid, a subscription started) and the receipt.
 */
async function complete(tx: Tx, c: CheckoutRow, device: string, now: Date): Promise<PayOutcome> {
  // Tickets are taken first, on the condition that enough are left: two customers buying the last
  // ones at once get one sale and one refusal, never an oversold event.
  if (c.source === 'event' && !(await takeTickets(tx, c))) {
    return fail(tx, c, 'Sorry, these tickets sold out while you were paying. Nothing was charged.', device, now);
  }
  // An order's items likewise, all of them or none.
  if (c.source === 'order' && !(await takeStock(tx, c.sourceId))) {
    return fail(tx, c, ORDER_MESSAGES.soldWhilePaying, device, now);
  }
  const merchant = await merchantOf(tx, c.accountId);
  const fee = feeIn(c.amount, c.currency, merchant.bearsfee);
  const net = c.amount - fee;
  const customerId = await customerFor(tx, c);
  const narration = await narrationOf(tx, c);
  const split = await splitOf(tx, c);
  const shares = split ? splitShares(net, { type: split.splitType, value: split.splitValue }) : null;
  const [payment] = await tx
    .insert(transactions)
    .values({
      accountId: c.accountId,
      subaccountId: split?.id ?? null,
      customerId,
      currency: c.currency,
      amount: c.amount,
      fee,
      status: 'successful',
      narration,
      reference: c.ref,
      paymentType: paymentTypeOf(c.method),
      device,
      cardFirst6: c.cardFirst6,
      cardLast4: c.cardLast4,
      cardBrand: c.cardBrand,
      receiptSentAt: now,
      createdAt: now,
    })
    .returning({ id: transactions.id });
  if (split && shares) {
    // The merchant's share on its wallet's ledger, the subaccount's in the subaccounts' ledger: with
    // the fee they are the amount; the unique transaction id makes a second split of it impossible.
    await tx.insert(subaccountSplits).values({
      accountId: c.accountId,
      subaccountId: split.id,
      transactionId: payment!.id,
      currency: c.currency,
      amount: c.amount,
      fee,
      merchantShare: shares.merchantShare,
      subaccountShare: shares.subaccountShare,
      splitType: split.splitType,
      splitValue: split.splitValue,
      createdAt: now,
    });
    if (shares.merchantShare > 0) {
      await credit(
        tx,
        c.accountId,
        c.currency,
        shares.merchantShare,
        `Payment ${c.ref}: ${narration} (split with ${split.businessName})`,
        c.ref,
        now,
      );
    }
  } else {
    await credit(tx, c.accountId, c.currency, net, `Payment ${c.ref}: ${narration}`, c.ref, now);
  }
  const [paid] = await tx
    .update(checkouts)
    .set({
      status: 'successful',
      transactionId: payment!.id,
      challengeCodeHash: null,
      failureReason: null,
      completedAt: now,
    })
    .where(eq(checkouts.id, c.id))
    .returning();
  let cancelToken: string | null = null;
  if (c.source === 'invoice') {
    await tx.update(invoices).set({ status: 'paid', paidAt: now }).where(eq(invoices.id, c.sourceId));
  }
  if (c.source === 'plan') cancelToken = await startSubscription(tx, paid!, now);
  if (c.source === 'order') await markOrderPaid(tx, c.sourceId);
  await sendReceipt(tx, paid!, merchant.name, narration, cancelToken);
  await enqueueWebhook(tx, c.accountId, 'charge.completed', {
    ...chargeEvent(paid!, 'successful', c.ref, fee, now, null),
    id: payment!.id,
  });
  return { kind: 'paid', checkout: paid! };
}

/**
 * The subaccount a link's payment is split with: the link's, when it is still the business's, active,
 * and (for a flat share) in the payment's currency; otherwise the payment is not split.
 */
async function splitOf(tx: Tx, c: CheckoutRow) {
  if (c.source !== 'link' && c.source !== 'donation') return null;
  const [row] = await tx
    .select({
      id: subaccounts.id,
      businessName: subaccounts.businessName,
      splitType: subaccounts.splitType,
      splitValue: subaccounts.splitValue,
      splitCurrency: subaccounts.splitCurrency,
    })
    .from(paymentLinks)
    .innerJoin(
      subaccounts,
      and(eq(subaccounts.id, paymentLinks.subaccountId), eq(subaccounts.accountId, paymentLinks.accountId)),
    )
    .where(
      and(eq(paymentLinks.id, c.sourceId), eq(paymentLinks.accountId, c.accountId), eq(subaccounts.status, 'active')),
    );
  if (!row) return null;
  if (row.splitType === 'flat' && row.splitCurrency !== c.currency) return null;
  return row;
}

/** The provider's fee inside an amount charged (which carries the fee on top when the customer bears it). */
export function feeIn(charged: number, currency: string, bearsfee: number): number {
  const price = bearsfee === 0 ? priceOf(charged, currency) : charged;
  return chargeAmounts(price, currency, bearsfee).fee;
}

/** The charge.completed webhook's data: the provider's usual fields, amounts in minor units. */
export function chargeEvent(
  c: Pick<
    CheckoutRow,
    | 'amount'
    | 'currency'
    | 'method'
    | 'customerName'
    | 'customerEmail'
    | 'customerPhone'
    | 'cardFirst6'
    | 'cardLast4'
    | 'cardBrand'
    | 'source'
    | 'sourceId'
    | 'fieldValues'
  >,
  status: 'successful' | 'failed',
  txRef: string,
  fee: number,
  at: Date,
  reason: string | null,
) {
  return {
    tx_ref: txRef,
    amount: c.amount,
    currency: c.currency,
    app_fee: fee,
    status,
    ...(reason ? { processor_response: reason } : {}),
    payment_type: paymentTypeOf(c.method),
    created_at: at.toISOString(),
    customer: { name: c.customerName, email: c.customerEmail, phone_number: c.customerPhone },
    ...(c.cardLast4 ? { card: { first_6digits: c.cardFirst6, last_4digits: c.cardLast4, type: c.cardBrand } } : {}),
    meta: { source: c.source, source_id: c.sourceId, ...c.fieldValues },
  };
}

/** The price inside an amount that carries the customer's fee: the largest price whose charge fits. */
function priceOf(charged: number, currency: string): number {
  let price = Math.floor((charged * 1000) / (currency === 'NGN' ? 1014 : 1038));
  while (chargeAmounts(price + 1, currency, 0).charged <= charged) price++;
  while (price > 0 && chargeAmounts(price, currency, 0).charged > charged) price--;
  return price;
}

/** A credit to the business's wallet with its ledger entry, balanced in the same transaction. */
export async function credit(
  tx: Tx,
  accountId: number,
  currency: string,
  amount: number,
  narration: string,
  reference: string,
  now: Date,
): Promise<void> {
  // Spendable once settled: the ledger balance only.
  await creditWallet(tx, { accountId, currency, amount, narration, reference, createdAt: now }, { available: false });
}

async function startSubscription(tx: Tx, c: CheckoutRow, now: Date): Promise<string> {
  const [plan] = await tx.select().from(paymentPlans).where(eq(paymentPlans.id, c.sourceId));
  const cancelToken = randomBytes(24).toString('base64url');
  const done = plan && plan.duration === 1;
  await tx.insert(subscriptions).values({
    accountId: c.accountId,
    planId: c.sourceId,
    customerEmail: c.customerEmail,
    customerName: c.customerName,
    amount: c.amount,
    currency: c.currency,
    status: done ? 'completed' : 'active',
    nextDue: done ? null : nextChargeDate(now, plan?.interval ?? 'monthly'),
    cardLast4: c.cardLast4,
    cardBrand: c.cardBrand,
    renewalDeclines: c.renewalDeclines,
    chargesMade: 1,
    cancelToken,
    createdAt: now,
  });
  return cancelToken;
}

export const cancelSubscriptionPath = (token: string) => `/cancelsubscription?token=${encodeURIComponent(token)}`;

async function sendReceipt(tx: Tx, c: CheckoutRow, merchant: string, narration: string, cancelToken: string | null) {
  const lines = [
    `Thank you for your payment to ${merchant}.`,
    '',
    `For: ${narration}`,
    `Amount: ${plainAmount(c.amount, c.currency)}`,
    `Reference: ${c.ref}`,
    c.cardLast4
      ? `Paid with: ${c.cardBrand} card ending ${c.cardLast4}`
      : `Paid by: ${c.method === 'bank' ? 'bank transfer' : 'mobile money'}`,
  ];
  if (cancelToken) lines.push('', 'To cancel this subscription at any time, open the link below.');
  await send(tx, {
    channel: 'email',
    to: c.customerEmail,
    subject: `Receipt from ${merchant}: ${plainAmount(c.amount, c.currency)}`,
    body: lines.join('\n'),
    link: cancelToken ? cancelSubscriptionPath(cancelToken) : undefined,
  });
}
