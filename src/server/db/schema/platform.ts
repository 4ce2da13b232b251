import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountRef, accounts, users } from './access';
import { createdAt, rowId } from './columns';

/** What the server would send by email or SMS (the sandbox outbox of DEMO.md). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.id)],
);

/** Every dashboard route visit (v2/lastvp/log). */
export const routeVisits = pgTable(
  'route_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    routeId: text('route_id'),
    createdAt: createdAt(),
  },
  (t) => [index('route_visits_user_idx').on(t.userId, t.createdAt)],
);

/** Seed steps already applied, so later steps can be added to existing databases. */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * Files uploaded through the upload service (bulk CSVs, compliance documents). Their bytes are on disk
 * (the upload store, named by the token), streamed there as they arrive: never in the database.
 */
export const files = pgTable(
  'files',
  {
    id: rowId(),
    accountId: accountRef(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Random, unguessable: the file's URL carries it. */
    token: text('token').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    purpose: text('purpose').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('files_token_idx').on(t.token), index('files_account_idx').on(t.accountId)],
);

/** Idempotency keys (header Idempotency-Key): the first answer, kept per user. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    bodyHash: text('body_hash').notNull(),
    state: text('state', { enum: ['in_flight', 'done'] }).notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Web-push subscriptions per user and account. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: rowId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: accountRef(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** Deliveries in a row the push service did not take (no connection, 5xx); reset by one it takes. */
    failures: integer('failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint, t.accountId),
    index('push_subscriptions_account_idx').on(t.accountId),
  ],
);

/** Server-wide settings kept in the database (the VAPID key pair, made once). */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
