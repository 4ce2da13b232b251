import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountRef, accounts } from './access';
import { createdAt, rowId } from './columns';

/** Webhook URL and secret hash; the hook_as_json-style switches are merchant preferences. */
export const webhookSettings = pgTable('webhook_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  url: text('url'),
  secretHash: text('secret_hash'),
  /** The events the business wants sent; null: every event. */
  events: jsonb('events').$type<string[]>(),
});

/**
 * One webhook to send: written in the transaction of the change it reports (so a rolled-back payment
 * sends nothing), sent later by the sender loop (webhooks/sender.ts). A sender claims a due row by
 * moving next_attempt_at past a lease, so an instance that dies mid-send leaves it due again.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: rowId(),
    accountId: accountRef(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<{ event: string; data: Record<string, unknown> }>().notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Attempts allowed before it is marked failed: 5, raised by one for each Resend. */
    maxAttempts: integer('max_attempts').notNull().default(5),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
    index('webhook_deliveries_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** Every try of a delivery: the receiver's status code or the error, how long it took, what it answered. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: rowId(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    responseSnippet: text('response_snippet').notNull().default(''),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt)],
);

/** The sandbox's webhook receiver: what arrived at /sandbox/webhooks/receive, as it arrived. */
export const sandboxWebhookReceipts = pgTable('sandbox_webhook_receipts', {
  id: rowId(),
  receivedAt: createdAt(),
  headers: jsonb('headers').$type<Record<string, string>>().notNull(),
  body: text('body').notNull(),
});
