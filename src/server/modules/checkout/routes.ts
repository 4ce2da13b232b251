import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import {
  CardDetails,
  CHECKOUT_MESSAGES,
  ChallengeCode,
  CustomerDetails,
  cardProblem,
  MAX_TICKETS_PER_ORDER,
  MOBILE_MONEY_CURRENCIES,
  eventClosed,
  parseMajorAmount,
} from '../../../contract/checkout';
import { DEFAULT_PRODUCT_NAME } from '../../../contract/product-name';
import { invoiceStatusLabel, invoiceStatusOf, invoiceTotals } from '../../../contract/invoices';
import type { Db } from '../../db/client';
import {
  eventTicketTypes,
  events,
  invoiceItems,
  invoices,
  paymentLinks,
  paymentPlans,
  subscriptions,
  transactions,
  whitelabels,
} from '../../db/schema';
import { escapeHtml as e } from '../../html';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import type { AppEnv } from '../../http';
import { serveWithSession } from '../../session-routes';
import { sandboxFormField } from '../../sandbox/guard';
import { enqueueWebhook } from '../../webhooks/enqueue';
import { orderStorePath } from '../../store-stock';
import { runBilling } from './billing';
import { bookFreeTickets, earlierBooking, ticketsPath } from './free-tickets';
import { alert, challengeBody, field, methodsBody, money, renderPage, resultBody } from './pages';
import {
  type CheckoutRow,
  confirmChallenge,
  findCheckout,
  findLink,
  type LinkRow,
  linkUnavailable,
  merchantOf,
  openCheckout,
  type PayOutcome,
  payByCard,
  payByTransfer,
  virtualAccountOf,
} from './service';

type C = Context<AppEnv>;
const db = (c: C): Db => c.get('deps').db;
const device = (c: C): 'mobile' | 'desktop' =>
  /Mobi|Android|iPhone|iPad/i.test(c.req.header('user-agent') ?? '') ? 'mobile' : 'desktop';
const newAttempt = () => randomBytes(18).toString('base64url');
export const formLimit = bodyLimit({ maxSize: 32 * 1024, onError: (c) => c.text('Form is too large', 413) });

/** A public page in the merchant's frame (name, logo) and the white-label product's footer. */
export async function page(
  c: C,
  accountId: number | null,
  title: string,
  body: string,
  status = 200,
  style = '',
  /** A logo of its own for this page (a store's), in place of the business logo. */
  logo: string | null = null,
) {
  const [[brand], merchant] = await Promise.all([
    db(c).select({ name: whitelabels.merchantName }).from(whitelabels).where(eq(whitelabels.id, 'default')),
    accountId === null ? null : merchantOf(db(c), accountId),
  ]);
  // The product's name under white-label rules: the default brand's, else the product's own.
  const product = brand?.name.trim() || DEFAULT_PRODUCT_NAME;
  const framed = merchant ? { name: merchant.name, logo: logo ?? merchant.logo } : { name: product, logo: null };
  const html = renderPage({ title, merchant: framed, product, body, style });
  c.header('Cache-Control', 'no-store');
  return c.html(html, status as 200);
}

export const notFound = (c: C, what: string) =>
  page(
    c,
    null,
    'Not found',
    `<h1>${e(what)} not found</h1><p>Check the link you were given, or ask the merchant for a new one.</p>`,
    404,
  );

export const formText = (form: Record<string, unknown>, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value : '';
};

/** The link's customer form: name, email, phone, the amount when the customer chooses it, extra fields. */
function linkForm(link: LinkRow, values: Record<string, string>, problem: string | null, price: string) {
  const action = link.kind === 'donation' ? `/donate/${e(link.slug)}` : `/pay/${e(link.slug)}`;
  let amountPart = '';
  if (link.kind === 'donation') {
    const options = link.suggestedAmounts
      .map(
        (a, i) =>
          `<label><input type="radio" name="suggested" value="${a}"${values.suggested === String(a) || (!values.suggested && i === 0 && !values.amount) ? ' checked' : ''}> ${money(a, link.currency)}</label>`,
      )
      .join('');
    amountPart = `${options ? `<fieldset><legend>Choose an amount</legend><div class="choices">${options}<label><input type="radio" name="suggested" value="other"${values.suggested === 'other' || (!link.suggestedAmounts.length) ? ' checked' : ''}> Other amount</label></div></fieldset>` : ''}
${field('amount', `Amount (${link.currency})${options ? ', for another amount' : ''}`, { value: values.amount, required: !options, inputmode: 'decimal' })}`;
  } else if (link.amount === null) {
    amountPart = field('amount', `Amount (${link.currency})`, {
      value: values.amount,
      required: true,
      inputmode: 'decimal',
    });
  }
  const extra = link.customFields
    .map((f) => field(`field_${f.name}`, f.label, { value: values[`field_${f.name}`], required: f.required }))
    .join('');
  return `<h1>${e(link.title)}</h1>
${link.description ? `<p>${e(link.description)}</p>` : ''}
${price ? `<p class="amount">${price}</p>` : ''}
${alert(problem)}
<form method="post" action="${action}">
${amountPart}
${field('name', 'Full name', { value: values.name, required: true, autocomplete: 'name' })}
${field('email', 'Email', { type: 'email', value: values.email, required: true, autocomplete: 'email' })}
${field('phone', 'Phone number', { type: 'tel', value: values.phone, autocomplete: 'tel' })}
${extra}
<button type="submit">${link.kind === 'donation' ? 'Continue to donate' : link.planId ? 'Continue to subscribe' : 'Continue to pay'}</button>
</form>`;
}

async function priceText(c: C, link: LinkRow): Promise<string> {
  if (link.planId) {
    const [plan] = await db(c).select().from(paymentPlans).where(eq(paymentPlans.id, link.planId));
    if (plan) {
      const times =
        plan.duration > 0 ? `, ${plan.duration} charge${plan.duration === 1 ? '' : 's'}` : ', until you cancel';
      return `${money(plan.amount, plan.currency)} <small>${e(plan.interval)}${e(times)}</small>`;
    }
  }
  return link.amount === null ? '' : money(link.amount, link.currency);
}

async function showLink(c: C, kind: LinkRow['kind']) {
  const link = await findLink(db(c), c.req.param('slug') ?? '');
  if (!link) return notFound(c, 'Payment link');
  if (link.kind !== kind) return c.redirect(`/${link.kind === 'donation' ? 'donate' : 'pay'}/${link.slug}`, 302);
  if (await linkUnavailable(db(c), link))
    return c.redirect(`/paymentlink-inactive?link=${encodeURIComponent(link.slug)}`, 302);
  return page(c, link.accountId, link.title, linkForm(link, {}, null, await priceText(c, link)));
}

async function submitLink(c: C, kind: LinkRow['kind']) {
  const link = await findLink(db(c), c.req.param('slug') ?? '');
  if (!link || link.kind !== kind) return notFound(c, 'Payment link');
  if (await linkUnavailable(db(c), link))
    return c.redirect(`/paymentlink-inactive?link=${encodeURIComponent(link.slug)}`, 303);
  const form = await c.req.parseBody();
  const values: Record<string, string> = {};
  for (const [k, val] of Object.entries(form)) if (typeof val === 'string') values[k] = val.slice(0, 500);
  const again = async (problem: string) =>
    page(c, link.accountId, link.title, linkForm(link, values, problem, await priceText(c, link)), 400);
  const customer = v.safeParse(CustomerDetails, {
    name: values.name ?? '',
    email: values.email ?? '',
    phone: values.phone,
  });
  if (!customer.success) return again(customer.issues[0].message);
  let price: number | null = null;
  let planCurrency = link.currency;
  if (link.planId) {
    const [plan] = await db(c).select().from(paymentPlans).where(eq(paymentPlans.id, link.planId));
    if (plan?.status !== 'active') return again('This plan is no longer open to new subscribers.');
    price = plan.amount;
    planCurrency = plan.currency;
  } else if (link.kind === 'donation' && values.suggested && values.suggested !== 'other') {
    const chosen = Number(values.suggested);
    price = link.suggestedAmounts.includes(chosen) ? chosen : null;
    if (price === null) return again('Choose one of the amounts shown');
  } else if (link.amount !== null && link.kind !== 'donation') {
    price = link.amount;
  } else {
    price = parseMajorAmount(values.amount ?? '');
    if (price === null) return again(`Enter an amount in ${link.currency}, like 1500 or 1,500.50`);
  }
  const fieldValues: Record<string, string> = {};
  for (const f of link.customFields) {
    const value = (values[`field_${f.name}`] ?? '').trim();
    if (f.required && !value) return again(`${f.label} is required`);
    if (value) fieldValues[f.name] = value;
  }
  const checkout = await openCheckout(db(c), {
    accountId: link.accountId,
    source: link.planId ? 'plan' : link.kind === 'donation' ? 'donation' : 'link',
    sourceId: link.planId ?? link.id,
    price,
    currency: planCurrency,
    customer: customer.output,
    fieldValues,
  });
  return c.redirect(`/checkout/${checkout.ref}`, 303);
}

/** Where a finished payment sends the customer: the link's redirect URL, or the provider's page. */
async function finishedUrl(c: C, checkout: CheckoutRow): Promise<string> {
  const query = `status=${checkout.status === 'successful' ? 'successful' : 'failed'}&tx_ref=${encodeURIComponent(checkout.ref)}${
    checkout.transactionId ? `&transaction_id=${checkout.transactionId}` : ''
  }`;
  if (checkout.source === 'link' || checkout.source === 'donation') {
    const [link] = await db(c)
      .select({ redirectUrl: paymentLinks.redirectUrl })
      .from(paymentLinks)
      .where(eq(paymentLinks.id, checkout.sourceId));
    if (link?.redirectUrl) return `${link.redirectUrl}${link.redirectUrl.includes('?') ? '&' : '?'}${query}`;
  }
  return `/payment-redirect/merchant?${query}`;
}

async function headingOf(c: C, checkout: CheckoutRow): Promise<string> {
  const merchant = await merchantOf(db(c), checkout.accountId);
  return checkout.source === 'donation' ? `Donate to ${merchant.name}` : `Pay ${merchant.name}`;
}

async function showCheckout(c: C, checkout: CheckoutRow, problem: string | null, status = 200) {
  if (checkout.status === 'successful') return c.redirect(await finishedUrl(c, checkout), 303);
  if (checkout.status === 'challenge') {
    return page(
      c,
      checkout.accountId,
      'Confirm your payment',
      challengeBody({
        ref: checkout.ref,
        amount: checkout.amount,
        currency: checkout.currency,
        problem,
        email: checkout.customerEmail,
      }),
      status,
    );
  }
  const body = methodsBody({
    ref: checkout.ref,
    heading: await headingOf(c, checkout),
    amount: checkout.amount,
    currency: checkout.currency,
    attempt: newAttempt(),
    problem: problem ?? checkout.failureReason,
    virtualAccount: virtualAccountOf(checkout),
    mobileMoney: (MOBILE_MONEY_CURRENCIES as readonly string[]).includes(checkout.currency),
  });
  return page(c, checkout.accountId, 'Checkout', body, status);
}

async function answer(c: C, outcome: PayOutcome | null) {
  if (!outcome) return notFound(c, 'Payment');
  if (outcome.kind === 'paid') return c.redirect(await finishedUrl(c, outcome.checkout), 303);
  if (outcome.kind === 'challenge') return c.redirect(`/checkout/${outcome.checkout.ref}`, 303);
  return showCheckout(c, outcome.checkout, outcome.message, 402);
}

async function showResult(c: C, ref: string) {
  const checkout = ref ? await findCheckout(db(c), ref) : undefined;
  if (!checkout) return notFound(c, 'Payment');
  const status = checkout.status === 'successful' ? 'successful' : checkout.failureReason ? 'failed' : 'pending';
  const [tx] = checkout.transactionId
    ? await db(c)
        .select({ narration: transactions.narration })
        .from(transactions)
        .where(eq(transactions.id, checkout.transactionId))
    : [];
  const store = checkout.source === 'order' ? await orderStorePath(db(c), checkout.accountId) : null;
  return page(
    c,
    checkout.accountId,
    status === 'successful' ? 'Payment successful' : 'Payment',
    resultBody({
      status,
      amount: checkout.amount,
      currency: checkout.currency,
      reference: checkout.ref,
      narration: tx?.narration ?? (await headingOf(c, checkout)),
      when: checkout.completedAt,
      retry: status === 'successful' ? null : `/checkout/${checkout.ref}`,
      back: store ? { href: store, label: 'Back to the store' } : null,
    }),
  );
}

/** The public pages of spec 1 §2 that customers use: no session, no dashboard code. */
export function checkoutPages(app: Hono<AppEnv>): void {
  for (const path of ['/pay/*', '/donate/*', '/checkout/*', '/invoices/*', '/cancelsubscription']) {
    app.post(path, formLimit);
  }
  app.get('/pay/:slug', (c) => showLink(c, 'payment'));
  app.post('/pay/:slug', (c) => submitLink(c, 'payment'));
  app.get('/donate/:slug', (c) => showLink(c, 'donation'));
  app.post('/donate/:slug', (c) => submitLink(c, 'donation'));

  app.get('/checkout/:ref', async (c) => {
    const checkout = await findCheckout(db(c), c.req.param('ref'));
    return checkout ? showCheckout(c, checkout, null) : notFound(c, 'Payment');
  });
  app.post('/checkout/:ref/card', async (c) => {
    const ref = c.req.param('ref');
    const form = await c.req.parseBody();
    const parsed = v.safeParse(CardDetails, {
      number: formText(form, 'number'),
      expiry: formText(form, 'expiry'),
      cvv: formText(form, 'cvv'),
      attempt: formText(form, 'attempt'),
    });
    const checkout = await findCheckout(db(c), ref);
    if (!checkout) return notFound(c, 'Payment');
    if (!parsed.success) return showCheckout(c, checkout, parsed.issues[0].message, 400);
    const problem = cardProblem(parsed.output);
    if (problem) return showCheckout(c, checkout, problem, 400);
    const digits = parsed.output.number.replace(/\s+/g, '');
    return answer(c, await payByCard(db(c), ref, { digits, attempt: parsed.output.attempt, device: device(c) }));
  });
  app.post('/checkout/:ref/code', async (c) => {
    const ref = c.req.param('ref');
    const form = await c.req.parseBody();
    const parsed = v.safeParse(ChallengeCode, { code: formText(form, 'code') });
    const checkout = await findCheckout(db(c), ref);
    if (!checkout) return notFound(c, 'Payment');
    if (!parsed.success) return showCheckout(c, checkout, parsed.issues[0].message, 400);
    return answer(c, await confirmChallenge(db(c), ref, parsed.output.code, device(c)));
  });
  for (const method of ['bank', 'mobilemoney'] as const) {
    app.post(`/checkout/:ref/${method}`, async (c) => {
      const ref = c.req.param('ref');
      const form = await c.req.parseBody();
      const attempt = formText(form, 'attempt');
      const checkout = await findCheckout(db(c), ref);
      if (!checkout) return notFound(c, 'Payment');
      if (!/^[A-Za-z0-9_-]{16,64}$/.test(attempt))
        return showCheckout(c, checkout, 'The payment form is out of date: reload it', 400);
      if (method === 'mobilemoney' && !/^\+?\d{7,15}$/.test(formText(form, 'phone').replace(/[\s-]/g, ''))) {
        return showCheckout(c, checkout, 'Enter your mobile money number', 400);
      }
      return answer(c, await payByTransfer(db(c), ref, method, attempt, device(c)));
    });
  }

  app.get('/events/:id', (c) => showEvent(c, {}, null));
  app.post('/events/:id', async (c) => {
    const found = await eventById(db(c), c.req.param('id'));
    if (!found) return notFound(c, 'Event');
    const form = await c.req.parseBody();
    const values: Record<string, string> = {};
    for (const [k, val] of Object.entries(form)) if (typeof val === 'string') values[k] = val.slice(0, 500);
    const again = (problem: string) => showEvent(c, values, problem, 400);
    const earlier = await earlierBooking(db(c), found.event.id, (values.attempt ?? '').slice(0, 64));
    if (earlier) return c.redirect(ticketsPath(found.event.id, earlier), 303);
    const closed = eventClosed(found.event, found.types);
    if (closed) return again(closed);
    const type = found.types.find((t) => String(t.id) === values.ticket_type);
    if (!type) return again('Choose a ticket type');
    const quantity = Number.parseInt(values.quantity ?? '', 10);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_TICKETS_PER_ORDER) {
      return again(`Choose between 1 and ${MAX_TICKETS_PER_ORDER} tickets`);
    }
    if (type.sold + quantity > type.quantity) {
      return again(
        type.sold >= type.quantity
          ? `${type.name} is sold out`
          : `Only ${type.quantity - type.sold} ${type.name} tickets are left`,
      );
    }
    const customer = v.safeParse(CustomerDetails, {
      name: values.name ?? '',
      email: values.email ?? '',
      phone: values.phone,
    });
    if (!customer.success) return again(customer.issues[0].message);
    if (type.price === 0) {
      const attempt = values.attempt ?? '';
      if (!/^[A-Za-z0-9_-]{16,64}$/.test(attempt)) return again('The booking form is out of date: reload it');
      const booked = await bookFreeTickets(db(c), {
        eventId: found.event.id,
        ticketTypeId: type.id,
        quantity,
        customer: customer.output,
        attempt,
      });
      if (booked.kind === 'refused') return again(booked.message);
      return c.redirect(ticketsPath(found.event.id, booked.ref), 303);
    }
    const checkout = await openCheckout(db(c), {
      accountId: found.event.accountId,
      source: 'event',
      sourceId: found.event.id,
      price: type.price * quantity,
      currency: found.event.currency,
      customer: customer.output,
      quantity,
      ticketType: type.name,
      fieldValues: { ticket_type_id: String(type.id) },
    });
    return c.redirect(`/checkout/${checkout.ref}`, 303);
  });

  app.get('/events/:id/tickets/:ref', async (c) => {
    const found = await eventById(db(c), c.req.param('id'));
    const ref = c.req.param('ref').slice(0, 40);
    const booking = found ? await findCheckout(db(c), ref) : undefined;
    if (
      !found ||
      booking?.source !== 'event' ||
      booking.sourceId !== found.event.id ||
      booking.status !== 'successful'
    ) {
      return notFound(c, 'Booking');
    }
    return page(
      c,
      found.event.accountId,
      'Tickets booked',
      `<h1>You're booked in</h1>
<p role="status" class="ok">${booking.quantity} × ${e(booking.ticketType ?? 'ticket')} for ${e(found.event.title)}</p>
<dl><dt>When</dt><dd>${e(found.event.startsAt.toISOString().slice(0, 16).replace('T', ' '))} UTC</dd><dt>Reference</dt><dd>${e(booking.ref)}</dd><dt>Sent to</dt><dd>${e(booking.customerEmail)}</dd></dl>
<p>Your tickets are in your email. Show it, or the reference, at the entrance.</p>`,
    );
  });

  app.get('/payment-redirect/merchant', (c) => showResult(c, (c.req.query('tx_ref') ?? '').slice(0, 40)));
  // A hosted bank or wallet page returns here: the payment's reference and the status it reported;
  // the page shows what the database says, not what the address claims.
  app.get('/redirect/:id/:value', (c) => showResult(c, c.req.param('id').slice(0, 40)));

  app.get('/paymentlink-inactive', async (c) => {
    const slug = c.req.query('link');
    const link = slug ? await findLink(db(c), slug) : undefined;
    const reason = link ? await linkUnavailable(db(c), link) : null;
    return page(
      c,
      link?.accountId ?? null,
      'Payment link inactive',
      `<h1>This payment link is not active</h1>
<p>${e(reason ?? 'The merchant has disabled this link, or it has expired.')}</p>
<p>Nothing was charged. Contact ${link ? `<strong>${e((await merchantOf(db(c), link.accountId)).name)}</strong>` : 'the merchant'} for a new link.</p>`,
    );
  });

  app.get('/invoices/:ref', async (c) => showInvoice(c, null));
  app.post('/invoices/:ref/pay', async (c) => {
    const invoice = await invoiceByRef(db(c), c.req.param('ref'));
    if (!invoice) return notFound(c, 'Invoice');
    if (invoice.status === 'paid') return showInvoice(c, CHECKOUT_MESSAGES.alreadyPaid, 409);
    if (invoice.status === 'cancelled') return showInvoice(c, 'This invoice has been cancelled.', 409);
    if (invoice.status === 'draft') return notFound(c, 'Invoice');
    const checkout = await openCheckout(db(c), {
      accountId: invoice.accountId,
      source: 'invoice',
      sourceId: invoice.id,
      price: invoice.amount,
      currency: invoice.currency,
      customer: { name: invoice.customerName, email: invoice.customerEmail },
    });
    return c.redirect(`/checkout/${checkout.ref}`, 303);
  });

  app.get('/cancelsubscription', (c) => showCancel(c, null));
  app.post('/cancelsubscription', async (c) => {
    const form = await c.req.parseBody();
    const token = formText(form, 'token').slice(0, 64);
    const sub = token ? await subscriptionByToken(db(c), token) : undefined;
    if (!sub) return notFound(c, 'Subscription');
    if (sub.status === 'active' || sub.status === 'past_due') {
      await db(c).transaction(async (tx) => {
        const cancelled = await tx
          .update(subscriptions)
          .set({ status: 'cancelled', nextDue: null })
          .where(and(eq(subscriptions.id, sub.id), sql`${subscriptions.status} IN ('active', 'past_due')`))
          .returning({ id: subscriptions.id });
        if (cancelled.length === 0) return;
        await enqueueWebhook(tx, sub.accountId, 'subscription.cancelled', {
          id: sub.id,
          plan: { name: sub.planName, interval: sub.interval },
          amount: sub.amount,
          currency: sub.currency,
          status: 'cancelled',
          cancelled_by: 'customer',
        });
      });
    }
    return c.redirect(`/cancelsubscription?token=${encodeURIComponent(token)}&done=1`, 303);
  });
}

async function invoiceByRef(database: Db, ref: string) {
  const [invoice] = await database
    .select()
    .from(invoices)
    .where(eq(invoices.publicRef, ref.slice(0, 64)));
  return invoice;
}

async function showInvoice(c: C, problem: string | null, status = 200) {
  const invoice = await invoiceByRef(db(c), c.req.param('ref') ?? '');
  if (!invoice || invoice.status === 'draft') return notFound(c, 'Invoice');
  const items = await db(c)
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoice.id))
    .orderBy(invoiceItems.position);
  const totals = invoiceTotals({
    items: items.map((i) => ({ quantity: i.quantity, unit_price: i.unitPrice })),
    tax_percent: invoice.taxBasisPoints / 100,
    discount: invoice.discount,
  });
  const shown = invoiceStatusOf(invoice.status, invoice.dueDate);
  const payable = shown === 'sent' || shown === 'overdue';
  const cur = invoice.currency;
  const rows = items
    .map(
      (i) =>
        `<tr><td>${e(i.description)}</td><td class="n">${i.quantity}</td><td class="n">${money(i.unitPrice, cur)}</td><td class="n">${money(i.quantity * i.unitPrice, cur)}</td></tr>`,
    )
    .join('');
  const sums = [
    ['Subtotal', totals.subtotal],
    ...(totals.discount ? [['Discount', -totals.discount] as const] : []),
    ...(totals.tax ? [[`Tax (${invoice.taxBasisPoints / 100}%)`, totals.tax] as const] : []),
  ]
    .map(
      ([label, value]) =>
        `<tr><td colspan="3">${e(String(label))}</td><td class="n">${money(Number(value), cur)}</td></tr>`,
    )
    .join('');
  const body = `<h1>Invoice ${e(invoice.reference)}</h1>
<dl><dt>Billed to</dt><dd>${e(invoice.customerName)}</dd><dt>Due</dt><dd>${e(invoice.dueDate.toISOString().slice(0, 10))}</dd><dt>Status</dt><dd>${shown === 'paid' ? '<span class="ok">Paid</span>' : e(shown === 'sent' ? 'Awaiting payment' : invoiceStatusLabel(shown))}</dd></dl>
<table><caption class="hint" style="text-align:left">What you are paying for</caption><thead><tr><th>Item</th><th class="n">Qty</th><th class="n">Price</th><th class="n">Amount</th></tr></thead><tbody>${rows}${sums}</tbody></table>
<p class="amount">Total ${money(invoice.amount, cur)}</p>
${invoice.notes ? `<p>${e(invoice.notes)}</p>` : ''}
${alert(problem)}
${
  payable
    ? `<form method="post" action="/invoices/${e(invoice.publicRef)}/pay"><button type="submit">Pay ${money(invoice.amount, cur)}</button></form>`
    : shown === 'paid'
      ? '<p>This invoice is paid. Thank you.</p>'
      : '<p>This invoice has been cancelled: nothing is due.</p>'
}`;
  return page(c, invoice.accountId, `Invoice ${invoice.reference}`, body, status);
}

async function subscriptionByToken(database: Db, token: string) {
  const [row] = await database
    .select({
      id: subscriptions.id,
      accountId: subscriptions.accountId,
      status: subscriptions.status,
      amount: subscriptions.amount,
      currency: subscriptions.currency,
      planName: paymentPlans.name,
      interval: paymentPlans.interval,
    })
    .from(subscriptions)
    .innerJoin(paymentPlans, eq(paymentPlans.id, subscriptions.planId))
    .where(eq(subscriptions.cancelToken, token));
  return row;
}

async function showCancel(c: C, problem: string | null) {
  const token = (c.req.query('token') ?? '').slice(0, 64);
  const sub = token ? await subscriptionByToken(db(c), token) : undefined;
  if (!sub) return notFound(c, 'Subscription');
  const active = sub.status === 'active' || sub.status === 'past_due';
  const body = `<h1>${active ? 'Cancel your subscription' : 'Subscription cancelled'}</h1>
<dl><dt>Plan</dt><dd>${e(sub.planName)}</dd><dt>Amount</dt><dd>${money(sub.amount, sub.currency)} ${e(sub.interval)}</dd><dt>Status</dt><dd>${e(active ? 'Active' : sub.status === 'completed' ? 'Completed' : 'Cancelled')}</dd></dl>
${alert(problem)}
${
  active
    ? `<p>You will not be charged again once you cancel.</p><form method="post" action="/cancelsubscription"><input type="hidden" name="token" value="${e(token)}"><button type="submit">Cancel subscription</button></form>`
    : `<p role="status">${c.req.query('done') ? 'Your subscription is cancelled. You will not be charged again.' : 'This subscription is no longer active.'}</p>`
}`;
  return page(c, sub.accountId, 'Subscription', body);
}

/** The sandbox's billing clock (only in sandbox mode, behind its guard): the API for tests. */
export function checkoutSandboxRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.sandboxBillingRun, (r) =>
    runBilling(r.db, { accountId: r.body.account_id, days: r.body.days }),
  );
}

/** The billing clock's page, with a "Run billing now" button for people (sandbox mode only). */
export function checkoutSandboxPages(app: Hono<AppEnv>): void {
  const billingPage = (c: C, result: string) =>
    c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox billing</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:560px;padding:16px}label{display:block;font-weight:600;margin-top:12px}input{min-height:44px;font:inherit;padding:0 12px;width:100%;box-sizing:border-box}button{margin-top:16px;min-height:44px;padding:0 16px;font:inherit;font-weight:600;border:0;border-radius:8px;background:#1f4fd1;color:#fff}</style></head><body>
<h1>Sandbox billing</h1>
<p>Charges every active subscription whose next charge falls within the days you choose, once each, on the card the customer subscribed with. Cards that decline renewals mark the subscription past due and mail the customer.</p>
${result ? `<p role="status"><strong>${e(result)}</strong></p>` : ''}
<form method="post" action="/sandbox/billing">${sandboxFormField(c)}
<label for="days">Charge what falls due within (days)</label><input id="days" name="days" type="number" min="0" max="400" value="31">
<button type="submit">Run billing now</button></form>
<p><a href="/sandbox/outbox">Outbox</a></p></body></html>`);
  app.get('/sandbox/billing', (c) => billingPage(c, ''));
  app.post('/sandbox/billing', async (c) => {
    const form = await c.req.parseBody();
    const days = Math.min(400, Math.max(0, Number.parseInt(formText(form, 'days'), 10) || 0));
    const r = await runBilling(db(c), { days });
    return billingPage(c, `Charged ${r.charged}, declined ${r.declined}, plans completed ${r.completed}.`);
  });
}

async function eventById(database: Db, id: string) {
  if (!/^\d{1,9}$/.test(id)) return undefined;
  const [event] = await database
    .select()
    .from(events)
    .where(eq(events.id, Number(id)));
  if (!event) return undefined;
  const types = await database
    .select()
    .from(eventTicketTypes)
    .where(eq(eventTicketTypes.eventId, event.id))
    .orderBy(eventTicketTypes.id);
  return { event, types };
}

/** An event's ticket page: what, when, where, and a ticket type and quantity to buy. */
async function showEvent(c: C, values: Record<string, string>, problem: string | null, status = 200) {
  const found = await eventById(db(c), c.req.param('id') ?? '');
  if (!found) return notFound(c, 'Event');
  const { event, types } = found;
  const closed = eventClosed(event, types);
  const when = event.startsAt.toISOString().slice(0, 16).replace('T', ' ');
  const options = types
    .map((t) => {
      const left = t.quantity - t.sold;
      const soldOut = left <= 0;
      return `<label><input type="radio" name="ticket_type" value="${t.id}"${soldOut ? ' disabled' : ''}${values.ticket_type === String(t.id) ? ' checked' : ''}> ${e(t.name)} · ${t.price === 0 ? 'Free' : money(t.price, event.currency)} <small>${soldOut ? 'Sold out' : `${left} left`}</small></label>`;
    })
    .join('');
  const image =
    event.imageUrl && (event.imageUrl.startsWith('/') || event.imageUrl.startsWith('data:image/'))
      ? `<img src="${e(event.imageUrl)}" alt="" style="width:100%;border-radius:12px;margin-bottom:12px">`
      : '';
  const body = `${image}<h1>${e(event.title)}</h1>
<dl><dt>When</dt><dd>${e(when)} UTC</dd><dt>Where</dt><dd>${event.onlineUrl ? 'Online (the link comes with your ticket)' : e(event.venue)}</dd></dl>
${event.description ? `<p>${e(event.description)}</p>` : ''}
${alert(problem)}
${
  closed
    ? `<p class="error" role="status">${e(closed)}</p>`
    : `<form method="post" action="/events/${event.id}">
<fieldset><legend>Ticket</legend><div class="choices">${options}</div></fieldset>
${field('quantity', 'How many tickets', { type: 'number', value: values.quantity ?? '1', required: true, inputmode: 'numeric' })}
${field('name', 'Full name', { value: values.name, required: true, autocomplete: 'name' })}
${field('email', 'Email', { type: 'email', value: values.email, required: true, autocomplete: 'email', hint: 'Your tickets are sent here.' })}
${field('phone', 'Phone number', { type: 'tel', value: values.phone, autocomplete: 'tel' })}
<input type="hidden" name="attempt" value="${newAttempt()}">
<button type="submit">${types.every((t) => t.price === 0) ? 'Book tickets' : 'Continue to pay'}</button></form>`
}`;
  return page(c, event.accountId, event.title, body, status);
}
