import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accountRef, users } from './access';
import { createdAt, minor } from './columns';

/**
 * Rollups of successful payments, so the overview reads a few hundred rows for a year instead of every
 * payment. Kept by statement triggers on transactions (migration payment_rollups), in the same database
 * transaction as every write of a payment, whichever path makes it. Hours (UTC) answer a one-day chart
 * and the hour-of-day panel; days (UTC) answer totals, the per-day chart ('all', '') and the breakdowns
 * (dimension device, bank, payment_type or city, key its value; empty keys are not kept, as the panels
 * leave them out). Only rows with a positive volume are kept.
 */
export const paymentHourRollups = pgTable(
  'payment_hour_rollups',
  {
    accountId: accountRef(),
    currency: text('currency').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    value: minor('value').notNull(),
    fee: minor('fee').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.currency, t.hour] })],
);

export const paymentDayRollups = pgTable(
  'payment_day_rollups',
  {
    accountId: accountRef(),
    currency: text('currency').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    value: minor('value').notNull(),
    fee: minor('fee').notNull(),
  },
  // Dimension before day: a range of one dimension is one index range.
  (t) => [primaryKey({ columns: [t.accountId, t.currency, t.dimension, t.day, t.key] })],
);

/**
 * Reports the server makes for download: the account summary CSV and any later kind.
 * Made by whichever instance claims the row (status), so no instance keeps the job in memory;
 * the file is fetched once with its secret (the browser navigates to it, so no auth header).
 */
export const reports = pgTable(
  'reports',
  {
    file: text('file').primaryKey(),
    accountId: accountRef(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['download-pending', 'downloading', 'download-failed', 'complete'] }).notNull(),
    secretHash: text('secret_hash').notNull(),
    body: text('body'),
    rows: integer('rows'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('reports_account_idx').on(t.accountId, t.createdAt)],
);

/** Getting-started guides an account completed (spec 2 §2). */
export const guideProgress = pgTable(
  'guide_progress',
  {
    accountId: accountRef(),
    guideId: integer('guide_id').notNull(),
    completedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.guideId] })],
);

/** PCI-DSS certification fee checkouts (sandbox card checkout); paid_at set when the card is charged. */
export const pcidssPayments = pgTable(
  'pcidss_payments',
  {
    ref: text('ref').primaryKey(),
    accountId: accountRef(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('pcidss_payments_account_idx').on(t.accountId)],
);

/**
 * Each customer's successful payments over the whole history, per account and currency (customer id 0:
 * payments without a customer), and per account and currency the number of customers with at least one.
 * The biggest-customers panel over a range that holds every payment reads these (a few index rows)
 * instead of every payment: distinct customers do not add up across days, so day rollups cannot answer
 * it. Kept by statement triggers on transactions (migration payment_customer_totals) in the same
 * database transaction as the payment's write; rows left at volume 0 stay (readers skip them).
 */
export const paymentCustomerTotals = pgTable(
  'payment_customer_totals',
  {
    accountId: accountRef(),
    currency: text('currency').notNull(),
    customerId: integer('customer_id').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    value: minor('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.currency, t.customerId] }),
    // The leaders in the panel's order, one index range per account and currency; emptied rows left out.
    index('payment_customer_totals_biggest_idx')
      .on(t.accountId, t.currency, t.value.desc(), t.volume.desc())
      .where(sql`${t.volume} > 0`),
  ],
);

export const paymentCustomerCounts = pgTable(
  'payment_customer_counts',
  {
    accountId: accountRef(),
    currency: text('currency').notNull(),
    customers: bigint('customers', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.currency] })],
);

/**
 * New customers per account and UTC hour ('hour') and day ('day'), for the customers overview chart: a
 * year reads 366 day rows instead of every customer. Kept by statement triggers on customers (migration
 * customer_rollups) in the same database transaction as the customer's write; rows whose customers all
 * left stay at volume 0 (readers skip them).
 */
export const customerRollups = pgTable(
  'customer_rollups',
  {
    accountId: accountRef(),
    grain: text('grain', { enum: ['day', 'hour'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.grain, t.at] })],
);
