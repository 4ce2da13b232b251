import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { accountRef } from './access';
import { createdAt, minor, rowId } from './columns';

export const referrals = pgTable(
  'referrals',
  {
    id: rowId(),
    accountId: accountRef(),
    businessName: text('business_name').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: ['signed-up', 'activated'] }).notNull(),
    reward: minor('reward').notNull().default(0),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('referrals_account_idx').on(t.accountId, t.createdAt)],
);
