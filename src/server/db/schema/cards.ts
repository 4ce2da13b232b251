import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountRef } from './access';
import { createdAt, minor, rowId } from './columns';

/** Virtual cards. */
export const virtualCards = pgTable(
  'virtual_cards',
  {
    cardId: text('card_id').primaryKey(),
    accountId: accountRef(),
    first6: text('first6').notNull(),
    last4: text('last4').notNull(),
    currency: text('currency').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'frozen', 'terminated'] }).notNull(),
    balance: minor('balance').notNull().default(0),
    /** street, city, state, postal_code, country; null on cards made before addresses were kept. */
    billingAddress: jsonb('billing_address').$type<{
      street: string;
      city: string;
      state: string;
      postal_code: string;
      country: string;
    }>(),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('virtual_cards_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * A card's own ledger: every successful row changes its balance by `amount` (signed), so they add up
 * to it; a declined charge is kept with its reason and moves nothing. A row that moved money between
 * the card and the balance carries the reference of its wallet entry.
 */
export const cardTransactions = pgTable(
  'card_transactions',
  {
    id: rowId(),
    accountId: accountRef(),
    cardId: text('card_id')
      .notNull()
      .references(() => virtualCards.cardId, { onDelete: 'cascade' }),
    type: text('type', { enum: ['funding', 'withdrawal', 'purchase', 'termination'] }).notNull(),
    status: text('status', { enum: ['successful', 'declined'] }).notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    balanceAfter: minor('balance_after'),
    narration: text('narration').notNull(),
    merchant: text('merchant'),
    declineReason: text('decline_reason'),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('card_transactions_card_idx').on(t.cardId, t.createdAt.desc(), t.id.desc())],
);
