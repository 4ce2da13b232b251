import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from './access';
import { createdAt, rowId } from './columns';

export const whitelistIps = pgTable(
  'whitelist_ips',
  {
    id: rowId(),
    accountId: accountRef(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('whitelist_ips_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('whitelist_ips_account_ip_idx').on(t.accountId, t.ip),
  ],
);
