import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accountRef, accounts } from './access';
import { createdAt, rowId } from './columns';

/** Settlement (bank) accounts; account_meta carries swiftCode, branchName, routingNumber ... */
export const settlementAccounts = pgTable(
  'settlement_accounts',
  {
    id: rowId(),
    accountId: accountRef(),
    accountNumber: text('account_number').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    accountMeta: jsonb('account_meta').$type<{ name: string; value: string | null }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('settlement_accounts_account_idx').on(t.accountId)],
);

/** Compliance submission of an account: whether any section was submitted, whether all are complete. */
export const compliance = pgTable('compliance', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  filled: boolean('filled').notNull().default(false),
  completed: boolean('completed').notNull().default(false),
  info: jsonb('info').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: createdAt(),
});
