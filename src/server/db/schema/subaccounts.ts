import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from './access';
import { createdAt, minor, rowId } from './columns';
import { transactions } from './transactions';

export const subaccounts = pgTable(
  'subaccounts',
  {
    id: rowId(),
    accountId: accountRef(),
    subaccountId: text('subaccount_id').notNull(),
    businessName: text('business_name').notNull(),
    fullname: text('fullname').notNull(),
    accountNumber: text('account_number').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    /** The settlement account holder's name, as the bank resolved it. */
    accountName: text('account_name').notNull().default(''),
    businessEmail: text('business_email').notNull().default(''),
    businessMobile: text('business_mobile').notNull().default(''),
    /** percentage: split_value in hundredths of a percent (12.5 % = 1250); flat: minor units of split_currency. */
    splitType: text('split_type', { enum: ['percentage', 'flat'] })
      .notNull()
      .default('percentage'),
    splitValue: minor('split_value').notNull().default(1000),
    splitCurrency: text('split_currency'),
    /** inactive: links naming it take payments unsplit. */
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
  },
  (t) => [index('subaccounts_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * The subaccounts' ledger: one credit per split payment, written in the payment's own transaction.
 * merchant_share went to the business's wallet (its ledger entry), subaccount_share is owed to the
 * subaccount; with the fee they add up to the amount. Unique per payment: a payment splits once.
 */
export const subaccountSplits = pgTable(
  'subaccount_splits',
  {
    id: rowId(),
    accountId: accountRef(),
    subaccountId: integer('subaccount_id')
      .notNull()
      .references(() => subaccounts.id, { onDelete: 'cascade' }),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: minor('amount').notNull(),
    fee: minor('fee').notNull(),
    merchantShare: minor('merchant_share').notNull(),
    subaccountShare: minor('subaccount_share').notNull(),
    splitType: text('split_type', { enum: ['percentage', 'flat'] }).notNull(),
    splitValue: minor('split_value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subaccount_splits_transaction_idx').on(t.transactionId),
    index('subaccount_splits_subaccount_idx').on(t.subaccountId, t.createdAt.desc(), t.id.desc()),
  ],
);
