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
