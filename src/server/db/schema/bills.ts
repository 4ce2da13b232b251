import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef, users } from './access';
import { createdAt, minor, rowId } from './columns';

export const bills = pgTable(
  'bills',
  {
    id: rowId(),
    accountId: accountRef(),
    type: text('type', { enum: ['airtime', 'dstv'] }).notNull(),
    customer: text('customer').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull(),
    status: text('status', { enum: ['successful', 'pending', 'failed'] }).notNull(),
    /** Airtime: the mobile network. */
    network: text('network'),
    /** DSTV: the smartcard's customer, as the resolver named them when paid. */
    recipientName: text('recipient_name'),
    /** DSTV: the bouquet's code (DSTV_BOUQUETS). */
    bouquet: text('bouquet'),
    /** Who paid it (null for the seeded history). */
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('bills_account_idx').on(t.accountId, t.createdAt), uniqueIndex('bills_reference_idx').on(t.reference)],
);
