import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef, users } from './access';
import { createdAt, rowId } from './columns';

export const customers = pgTable(
  'customers',
  {
    id: rowId(),
    accountId: accountRef(),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    city: text('city'),
    createdAt: createdAt(),
  },
  (t) => [
    index('customers_account_idx').on(t.accountId, t.createdAt),
    index('customers_recent_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** Blacklisted customer identifiers: payments from them are refused. type: email or phone. */
export const blacklist = pgTable(
  'blacklist',
  {
    id: rowId(),
    accountId: accountRef(),
    type: text('type', { enum: ['email', 'phone'] }).notNull(),
    value: text('value').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('blacklist_value_idx').on(t.accountId, t.type, t.value),
    index('blacklist_recent_idx').on(t.accountId, t.type, t.createdAt.desc(), t.id.desc()),
    index('blacklist_customer_idx').on(t.customerId),
  ],
);
