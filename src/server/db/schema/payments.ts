import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from './access';
import { createdAt, minor, rowId } from './columns';

export const paymentLinks = pgTable(
  'payment_links',
  {
    id: rowId(),
    accountId: accountRef(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** Null: the customer chooses the amount. */
    amount: minor('amount'),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['active', 'inactive'] }).notNull(),
    /** payment: /pay/{slug}; donation: /donate/{slug} with suggested amounts. */
    kind: text('kind', { enum: ['payment', 'donation'] })
      .notNull()
      .default('payment'),
    description: text('description').notNull().default(''),
    /** Where the customer lands after paying; null: the provider's /payment-redirect/merchant page. */
    redirectUrl: text('redirect_url'),
    /** Most successful payments the link takes; null: no limit. */
    paymentLimit: integer('payment_limit'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Extra fields the customer fills in: [{ name, label, required }]. */
    customFields: jsonb('custom_fields')
      .$type<{ name: string; label: string; required: boolean }[]>()
      .notNull()
      .default([]),
    /** Donation links: amounts offered as buttons (minor units), beside any amount. */
    suggestedAmounts: jsonb('suggested_amounts').$type<number[]>().notNull().default([]),
    /** A plan's link: paying it subscribes the customer to the plan. */
    planId: integer('plan_id'),
    /** Payments through the link are split with this subaccount (of the same business). */
    subaccountId: integer('subaccount_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_links_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('payment_links_slug_idx').on(t.slug),
  ],
);

/**
 * One customer's payment attempt on a public page (payment link, donation, invoice, event tickets, a
 * plan's first charge). ref is public (in the page's URL); status: open, challenge (a one-time code was
 * sent), successful, failed. A successful one points at the transaction it made.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: rowId(),
    ref: text('ref').notNull(),
    accountId: accountRef(),
    source: text('source', { enum: ['link', 'donation', 'invoice', 'event', 'plan', 'order'] }).notNull(),
    sourceId: integer('source_id').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    customerPhone: text('customer_phone'),
    /** Event tickets: how many of which ticket type. */
    quantity: integer('quantity').notNull().default(1),
    ticketType: text('ticket_type'),
    fieldValues: jsonb('field_values').$type<Record<string, string>>().notNull().default({}),
    method: text('method', { enum: ['card', 'bank', 'mobilemoney'] }),
    status: text('status', { enum: ['open', 'challenge', 'successful', 'failed'] }).notNull(),
    failureReason: text('failure_reason'),
    challengeCodeHash: text('challenge_code_hash'),
    challengeAttempts: integer('challenge_attempts').notNull().default(0),
    /** The card being charged (never the full number): shown on the transaction, kept for renewals. */
    cardFirst6: text('card_first6'),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    /** The sandbox issuer declines renewals on this card (TEST_CARDS.renewalDeclines). */
    renewalDeclines: boolean('renewal_declines').notNull().default(false),
    /** The attempt's idempotency key: a second submit of the same attempt charges nothing more. */
    attemptKey: text('attempt_key'),
    transactionId: integer('transaction_id'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('checkouts_ref_idx').on(t.ref),
    index('checkouts_source_idx').on(t.accountId, t.source, t.sourceId, t.createdAt.desc()),
  ],
);

export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: rowId(),
    accountId: accountRef(),
    name: text('name').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').notNull(),
    /** Number of charges; 0 means until cancelled. */
    duration: integer('duration').notNull(),
    status: text('status', { enum: ['active', 'cancelled'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_plans_account_idx').on(t.accountId, t.createdAt)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: rowId(),
    accountId: accountRef(),
    planId: integer('plan_id')
      .notNull()
      .references(() => paymentPlans.id, { onDelete: 'cascade' }),
    customerEmail: text('customer_email').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    /** past_due: the last renewal was declined; completed: the plan's number of charges was reached. */
    status: text('status', { enum: ['active', 'cancelled', 'past_due', 'completed'] }).notNull(),
    nextDue: timestamp('next_due', { withTimezone: true }),
    customerName: text('customer_name').notNull().default(''),
    /** The card kept by the sandbox for renewals (last digits and scheme only). */
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    renewalDeclines: boolean('renewal_declines').notNull().default(false),
    /** Charges made so far, the first one included. */
    chargesMade: integer('charges_made').notNull().default(0),
    /** The customer's emailed /cancelsubscription link carries it: unguessable. */
    cancelToken: text('cancel_token'),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('subscriptions_cancel_token_idx').on(t.cancelToken),
    index('subscriptions_due_idx').on(t.status, t.nextDue),
  ],
);
