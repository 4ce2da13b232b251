import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountRef } from './access';
import { createdAt, minor, rowId } from './columns';

export const chargebacks = pgTable(
  'chargebacks',
  {
    id: rowId(),
    accountId: accountRef(),
    transactionReference: text('transaction_reference').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['initiated', 'pending', 'response-pending', 'won', 'lost'] }).notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default('Unrecognised transaction'),
    /** The merchant's answer: why it declines, and the uploaded evidence (file urls). */
    responseNote: text('response_note'),
    evidence: jsonb('evidence').$type<string[]>().notNull().default([]),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** When it was won or lost (accepted, or decided by the card scheme's review). */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the admins were reminded that the due date is near: set once, with the reminder's mails. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chargebacks_account_idx').on(t.accountId, t.createdAt),
    // The reminder sweep reads only chargebacks not yet reminded, by due date: a small index at any size.
    index('chargebacks_unreminded_due_idx').on(t.dueDate).where(sql`${t.remindedAt} IS NULL`),
  ],
);

/**
 * Fines a card scheme charges the business for its chargebacks (too many disputes, late or missing
 * answers). Due until paid from the balance (the ledger entry's reference is FINE-<id>) or waived.
 */
export const chargebackFines = pgTable(
  'chargeback_fines',
  {
    id: rowId(),
    accountId: accountRef(),
    /** The chargeback it was charged for, when it was for one (a programme fine covers many). */
    chargebackId: integer('chargeback_id').references(() => chargebacks.id, { onDelete: 'set null' }),
    transactionReference: text('transaction_reference'),
    scheme: text('scheme').notNull(),
    reason: text('reason').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['due', 'paid', 'waived'] })
      .notNull()
      .default('due'),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('chargeback_fines_account_idx').on(t.accountId, t.createdAt)],
);
