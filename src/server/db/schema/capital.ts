import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from './access';
import { settlements } from './balance';
import { createdAt, minor, rowId } from './columns';

/** Capital: a loan offer made to an account. interestRate is in basis points (500 = 5%). */
export const loanOffers = pgTable(
  'loan_offers',
  {
    offerId: text('offer_id').primaryKey(),
    accountId: accountRef(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    interestRateBp: integer('interest_rate_bp').notNull(),
    tenor: integer('tenor').notNull(),
    tenorUnit: text('tenor_unit').notNull(),
    status: text('status', { enum: ['open', 'accepted', 'expired'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('loan_offers_account_idx').on(t.accountId)],
);

/** Capital: loans taken (active or repaid). */
export const loans = pgTable(
  'loans',
  {
    id: rowId(),
    accountId: accountRef(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['active', 'repaid'] }).notNull(),
    /** The offer accepted (null for loans older than offers). */
    offerId: text('offer_id'),
    interestRateBp: integer('interest_rate_bp').notNull().default(0),
    /** Amount plus interest: what is owed in all. */
    totalRepayment: minor('total_repayment').notNull().default(0),
    /** What was repaid so far; the loan closes (repaid) when it reaches the total. */
    paid: minor('paid').notNull().default(0),
    tenor: integer('tenor').notNull().default(1),
    tenorUnit: text('tenor_unit').notNull().default('months'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('loans_account_idx').on(t.accountId, t.createdAt),
    // One active loan per business: two accepts at once cannot both take one.
    uniqueIndex('loans_one_active_idx').on(t.accountId).where(sql`status = 'active'`),
  ],
);

/**
 * Capital: each repayment of a loan, from the balance (manual) or deducted from a settlement
 * (settlement_id set: one deduction per settlement).
 */
export const loanRepayments = pgTable(
  'loan_repayments',
  {
    id: rowId(),
    accountId: accountRef(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    amount: minor('amount').notNull(),
    source: text('source', { enum: ['manual', 'settlement'] }).notNull(),
    reference: text('reference').notNull(),
    settlementId: integer('settlement_id').references(() => settlements.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('loan_repayments_loan_idx').on(t.loanId, t.createdAt),
    uniqueIndex('loan_repayments_settlement_idx').on(t.settlementId),
  ],
);
