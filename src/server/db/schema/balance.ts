import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from './access';
import { createdAt, minor, rowId } from './columns';

/** Wallets: ledger balance and the partner wallet's available balance, per currency. */
export const wallets = pgTable(
  'wallets',
  {
    accountId: accountRef(),
    currency: text('currency').notNull(),
    ledgerBalance: minor('ledger_balance').notNull().default(0),
    availableBalance: minor('available_balance').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.currency] })],
);

/** Wallet ledger entries: every movement of a wallet's balance (signed minor units). */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: rowId(),
    accountId: accountRef(),
    currency: text('currency').notNull(),
    amount: minor('amount').notNull(),
    balanceAfter: minor('balance_after').notNull(),
    type: text('type', { enum: ['C', 'D'] }).notNull(),
    narration: text('narration').notNull(),
    reference: text('reference').notNull(),
    transferId: integer('transfer_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_entries_account_idx').on(t.accountId, t.currency, t.createdAt),
    index('wallet_entries_recent_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('wallet_entries_transfer_idx').on(t.transferId, t.type),
  ],
);

export const settlements = pgTable(
  'settlements',
  {
    id: rowId(),
    accountId: accountRef(),
    currency: text('currency').notNull(),
    grossAmount: minor('gross_amount').notNull(),
    fee: minor('fee').notNull(),
    netAmount: minor('net_amount').notNull(),
    transactionsCount: integer('transactions_count').notNull(),
    status: text('status', { enum: ['pending', 'completed'] }).notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('settlements_account_idx').on(t.accountId, t.createdAt)],
);
