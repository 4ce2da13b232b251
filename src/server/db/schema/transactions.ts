import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef, users } from './access';
import { createdAt, minor, rowId } from './columns';
import { customers } from './customers';

/** Collections (payments received). status: successful, failed, pending, pending-capture. */
export const transactions = pgTable(
  'transactions',
  {
    id: rowId(),
    accountId: accountRef(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    amount: minor('amount').notNull(),
    fee: minor('fee').notNull().default(0),
    status: text('status').notNull(),
    narration: text('narration').notNull(),
    reference: text('reference').notNull(),
    paymentType: text('payment_type').notNull(),
    device: text('device'),
    bank: text('bank'),
    city: text('city'),
    // Queries area: the settlement that paid it out, the split's subaccount, what was refunded, the card.
    settlementId: integer('settlement_id'),
    subaccountId: integer('subaccount_id'),
    amountRefunded: minor('amount_refunded').notNull().default(0),
    cardFirst6: text('card_first6'),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('transactions_reference_idx').on(t.reference),
    // First pages of every list filter stay index scans at millions of rows (the 1M-row bench).
    index('transactions_recent_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('transactions_status_idx').on(t.accountId, t.status, t.createdAt.desc(), t.id.desc()),
    index('transactions_currency_idx').on(t.accountId, t.currency, t.createdAt.desc(), t.id.desc()),
    index('transactions_type_idx').on(t.accountId, t.paymentType, t.createdAt.desc(), t.id.desc()),
    // Amount ranges: the count and the page come from the range, not a scan of every payment.
    index('transactions_amount_idx').on(t.accountId, t.amount),
    // A customer's payments newest first; account and reference ride along so a search's customer half
    // (modules/transactions splitSearch) counts and pages from the index alone, without reading a row,
    // and status and currency so the list's two commonest filters on a search do too (a failed payment
    // of a common name at 10M payments: 126 ms p50 reading each candidate's row, 54 ms from the index).
    index('transactions_customer_idx').on(
      t.customerId,
      t.createdAt.desc(),
      t.id.desc(),
      t.accountId,
      t.reference,
      t.status,
      t.currency,
    ),
    index('transactions_settlement_idx').on(t.settlementId, t.createdAt.desc()),
    index('transactions_subaccount_idx').on(t.subaccountId, t.createdAt.desc()),
    // The overview's total and chart sum paid payments of a currency over a range: amount and fee in
    // the key make them index-only scans (about 45 % less time for a year's chart under load).
    index('transactions_paid_idx').on(t.accountId, t.currency, t.status, t.createdAt, t.amount, t.fee),
    // Reference search is a prefix match (references are upper case): LIKE 'TERM%' uses this. created_at
    // and id ride along so a short prefix (1 in 256 of 10M payments: 39,000 of them) finds its newest
    // page and its count from the index alone, without reading a row (1.2 s at 10M before).
    index('transactions_ref_prefix_idx').on(t.accountId, sql`${t.reference} text_pattern_ops`, t.createdAt, t.id),
  ],
);

/** Refunds of payments: each moves the wallet once, in the same database transaction. */
export const refunds = pgTable(
  'refunds',
  {
    id: rowId(),
    accountId: accountRef(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['completed'] }).notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_recent_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('refunds_transaction_idx').on(t.transactionId),
    uniqueIndex('refunds_reference_idx').on(t.reference),
  ],
);
