import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accountRef } from './access';
import { minor } from './columns';

/** Daily transaction limits set for an account (0 = Unlimited); none means the type/status default. */
export const transactionLimits = pgTable(
  'transaction_limits',
  {
    accountId: accountRef(),
    entity: text('entity').notNull(),
    entityValue: text('entity_value').notNull(),
    limitDaily: minor('limit_daily').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.entity, t.entityValue] })],
);
