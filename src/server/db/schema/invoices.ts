import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from './access';
import { createdAt, minor, rowId } from './columns';
import { customers } from './customers';

/**
 * An invoice: draft (editable), sent (mailed with the customer's link /invoices/{public_ref}), paid
 * (through the checkout or marked paid offline), overdue (sent and past its due date: computed when
 * read, or stored by older data), cancelled. amount is the total the server computed from the items
 * (src/contract/invoices.ts invoiceTotals), in minor units.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: rowId(),
    accountId: accountRef(),
    reference: text('reference').notNull(),
    /** The unguessable part of the customer's link. */
    publicRef: text('public_ref').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['draft', 'sent', 'paid', 'overdue', 'cancelled'] }).notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    /** Tax in hundredths of a percent (7.5 % is 750). */
    taxBasisPoints: integer('tax_basis_points').notNull().default(0),
    discount: minor('discount').notNull().default(0),
    notes: text('notes').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Marked paid by the merchant (money that did not pass through us): how, and their note. */
    offlineMethod: text('offline_method'),
    offlineNote: text('offline_note'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('invoices_public_ref_idx').on(t.publicRef),
  ],
);

/** An invoice's lines, in the order the merchant wrote them. */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: rowId(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: minor('unit_price').notNull(),
  },
  (t) => [index('invoice_items_invoice_idx').on(t.invoiceId, t.position)],
);
