import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef, users } from './access';
import { createdAt, minor, rowId } from './columns';
import { files } from './platform';

/** Payouts. status: NEW (awaiting approval), PENDING, PENDING-HOOK, SUCCESSFUL, FAILED, FAILED:INVALID_ACCOUNT, REJECTED. */
export const transfers = pgTable(
  'transfers',
  {
    id: rowId(),
    accountId: accountRef(),
    currency: text('currency').notNull(),
    debitCurrency: text('debit_currency').notNull(),
    amount: minor('amount').notNull(),
    fee: minor('fee').notNull().default(0),
    status: text('status').notNull(),
    narration: text('narration').notNull(),
    fullname: text('fullname').notNull(),
    accountNumber: text('account_number').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    reference: text('reference').notNull(),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    initiatedBy: integer('initiated_by').references(() => users.id, { onDelete: 'set null' }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** sender, sender_country, sender_type, mobile_number, address, purpose_code (contract TransferMeta). */
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
    bulkId: integer('bulk_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Idempotency key of the approval that decided it: a replay of that decision is recognised even after a crash. */
    decisionKey: text('decision_key'),
    completeMessage: text('complete_message').notNull().default(''),
    /** Distinct approvals that release it (N of an approval rule; 1 is four eyes). */
    requiredApprovals: integer('required_approvals').notNull().default(1),
    /** The roles that may approve it, from its rule; null: every approver role. */
    approverRoles: jsonb('approver_roles').$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('transfers_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('transfers_reference_idx').on(t.reference),
    index('transfers_pending_idx').on(t.accountId, t.status, t.requiresApproval),
    index('transfers_bulk_idx').on(t.bulkId),
  ],
);

/**
 * Approval rules of a business, one per currency: a transfer of at least minAmount (minor units) needs
 * requiredApprovers distinct approvers of approverRoles, none its maker. Without a rule a transfer
 * needs an approver as before (a non-approver's, or everyone's with require_transfer_approval).
 */
export const approvalRules = pgTable(
  'approval_rules',
  {
    id: rowId(),
    accountId: accountRef(),
    currency: text('currency').notNull(),
    minAmount: minor('min_amount').notNull(),
    requiredApprovers: integer('required_approvers').notNull(),
    approverRoles: jsonb('approver_roles').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('approval_rules_currency_idx').on(t.accountId, t.currency)],
);

/** Each approval of a transfer waiting for N of M: one row per approver, never two by the same user. */
export const transferApprovals = pgTable(
  'transfer_approvals',
  {
    id: rowId(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => transfers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('transfer_approvals_user_idx').on(t.transferId, t.userId)],
);

/** Saved transfer recipients of an account. */
export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: rowId(),
    accountId: accountRef(),
    accountNumber: text('account_number').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    fullName: text('full_name').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('beneficiaries_account_idx').on(t.accountId, t.bankCode, t.accountNumber)],
);

/** Single-transaction payout limits per product and currency (spec 2 §3; product 9 = payouts). */
export const payoutLimits = pgTable(
  'payout_limits',
  {
    accountId: accountRef(),
    productId: integer('product_id').notNull(),
    currency: text('currency').notNull(),
    singleTransactionLimit: minor('single_transaction_limit').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.productId, t.currency] })],
);

/** A bulk transfer CSV being validated: each validate poll advances it by a chunk, in one transaction. */
export const bulkValidations = pgTable(
  'bulk_validations',
  {
    id: rowId(),
    ref: text('ref').notNull(),
    accountId: accountRef(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    debitCurrency: text('debit_currency').notNull(),
    entity: text('entity').notNull(),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    valid: integer('valid').notNull().default(0),
    invalid: integer('invalid').notNull().default(0),
    status: text('status', { enum: ['validating', 'done', 'failed', 'submitted'] }).notNull(),
    error: text('error').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bulk_validations_ref_idx').on(t.ref)],
);

/** The rows of a bulk CSV: the parsed cells, then the verdict. */
export const bulkRows = pgTable(
  'bulk_rows',
  {
    validationId: integer('validation_id')
      .notNull()
      .references(() => bulkValidations.id, { onDelete: 'cascade' }),
    pageId: integer('page_id').notNull(),
    cells: jsonb('cells').$type<Record<string, string>>().notNull(),
    isValid: boolean('is_valid'),
    error: text('error').notNull().default(''),
    accountName: text('account_name').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    amount: minor('amount'),
  },
  (t) => [primaryKey({ columns: [t.validationId, t.pageId] })],
);

/** A submitted bulk: its transfers carry its id. */
export const bulkBatches = pgTable(
  'bulk_batches',
  {
    id: rowId(),
    accountId: accountRef(),
    validationId: integer('validation_id').references(() => bulkValidations.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    debitCurrency: text('debit_currency').notNull(),
    entity: text('entity').notNull(),
    count: integer('count').notNull(),
    totalAmount: minor('total_amount').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bulk_batches_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('bulk_batches_validation_idx').on(t.validationId),
  ],
);

/** Transfer purpose codes per currency and sender type, served through the request federator (spec 2 §3). */
export const purposeCodes = pgTable(
  'purpose_codes',
  {
    currency: text('currency').notNull(),
    senderType: text('sender_type').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.currency, t.senderType, t.code] })],
);
