import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountRef, users } from './access';
import { createdAt, rowId } from './columns';

export const posOrders = pgTable(
  'pos_orders',
  {
    id: rowId(),
    accountId: accountRef(),
    reference: text('reference').notNull(),
    terminals: integer('terminals').notNull(),
    address: text('address').notNull(),
    /** Who receives the terminals; null on requests made before contacts were asked for. */
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    status: text('status', { enum: ['requested', 'approved', 'shipped', 'delivered'] }).notNull(),
    /** Who asked for them (null for the seeded history). */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the request reached each later step. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('pos_orders_account_idx').on(t.accountId, t.createdAt)],
);
