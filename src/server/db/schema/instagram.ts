import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './access';

/**
 * The business's connected Instagram account (one at most): its handle, in lower case, belongs to one
 * business at a time. Disconnecting removes the row; the products imported from it stay.
 */
export const instagramAccounts = pgTable(
  'instagram_accounts',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    handle: text('handle').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    connectedBy: integer('connected_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('instagram_accounts_handle_idx').on(t.handle)],
);
