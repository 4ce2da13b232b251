import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** People who sign in. Ids below 1000 are the demo users. */
export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  addressL1: text('address_l1'),
  isActivated: boolean('is_activated').notNull().default(false),
  /** false: the user has no access to the branded product (login goes to route deleted). */
  hasProductAccess: boolean('has_product_access').notNull().default(true),
  /** Base32 secret of an authenticator app, when the user set one up. */
  totpSecret: text('totp_secret'),
  /** A secret being set up: shown to the user, active only once a code from it is confirmed. */
  totpPendingSecret: text('totp_pending_secret'),
  lastViewedPage: text('last_viewed_page'),
  createdAt: createdAt(),
});

/** Businesses (accounts). Ids below 100000 are the demo businesses. */
export const accounts = pgTable('accounts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
  businessName: text('business_name').notNull(),
  businessEmail: text('business_email').notNull(),
  businessAddress: text('business_address'),
  businessLogo: text('business_logo'),
  country: text('country').notNull(),
  currency: text('currency').notNull(),
  contactPerson: text('contact_person'),
  /** The main account's id; a main account points at itself. */
  parentAccountId: integer('parent_account_id'),
  merchantEnv: text('merchant_env', { enum: ['test', 'prod'] })
    .notNull()
    .default('test'),
  complianceStatus: text('compliance_status').notNull().default('IR'),
  rejectionReason: text('rejection_reason'),
  bearsfee: integer('bearsfee').notNull().default(1),
  regMeta: jsonb('reg_meta').$type<{ name: string; value: string | null }[]>().notNull().default([]),
  merchantId: text('merchant_id'),
  isCoreBridge: boolean('is_core_bridge').notNull().default(false),
  createdAt: createdAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** null for the account creator (spec: isAccountCreator = !roleid). */
    roleId: integer('role_id'),
    isOwner: boolean('is_owner').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] }), index('memberships_user_idx').on(t.userId)],
);

export const merchantPreferences = pgTable(
  'merchant_preferences',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    settingName: text('setting_name').notNull(),
    preferenceValue: text('preference_value'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.settingName] })],
);

/**
 * The secrets' SHA-256 (hex) is kept beside them by a trigger (migration merchant_key_hashes), whoever
 * writes the row: the merchant API finds a key by its hash through a unique index, so no comparison
 * of secrets runs in the app and a lookup's time says nothing about how much of a guess was right.
 */
export const merchantKeys = pgTable(
  'merchant_keys',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    testKey: text('test_key').notNull(),
    testSecret: text('test_secret').notNull(),
    liveKey: text('live_key'),
    liveSecret: text('live_secret'),
    v1PublicKey: text('v1_public_key'),
    v1SecretKey: text('v1_secret_key'),
    testSecretHash: text('test_secret_hash'),
    liveSecretHash: text('live_secret_hash'),
  },
  (t) => [
    uniqueIndex('merchant_keys_test_secret_hash_idx').on(t.testSecretHash),
    uniqueIndex('merchant_keys_live_secret_hash_idx').on(t.liveSecretHash),
  ],
);

/** White-label brands: the product name and branding switches. */
export const whitelabels = pgTable('whitelabels', {
  id: text('id').primaryKey(),
  merchantName: text('merchant_name').notNull(),
  hideSignup: boolean('hide_signup').notNull().default(false),
  primaryColor: text('primary_color'),
  logoUrl: text('logo_url'),
  supportEmail: text('support_email'),
  banksAllowed: jsonb('banks_allowed').$type<string[]>(),
  showMonthlySale: boolean('show_monthly_sale').notNull().default(false),
  hiddenMenu: jsonb('hidden_menu').$type<string[]>().notNull().default([]),
});

/**
 * Sessions: a login session (before an account is chosen) or an account session.
 * Only hashes of the opaque tokens are stored.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['login', 'account'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    refreshHash: text('refresh_hash'),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The sign-in this session descends from: its login session and every account session chosen or
     * switched to after it share it, so a replayed refresh token ends them all.
     */
    family: text('family'),
    /** The browser and address that chose the account, so the user can tell their sessions apart. */
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_idx').on(t.tokenHash),
    uniqueIndex('sessions_refresh_idx').on(t.refreshHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_family_idx').on(t.family),
  ],
);

/**
 * Refresh tokens already rotated away (their hashes), kept until they would have expired: one used
 * again was stolen or copied, and ends its whole family of sessions.
 */
export const spentRefreshTokens = pgTable(
  'spent_refresh_tokens',
  {
    hash: text('hash').primaryKey(),
    family: text('family').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_refresh_tokens_expiry_idx').on(t.expiresAt)],
);

/** One-time codes sent by email or SMS for sign-in to an account. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_idx').on(t.userId, t.accountId, t.purpose)],
);

/** One-time recovery codes of an authenticator, stored hashed; each signs in once in place of a code. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Failed attempts (passwords, codes, mail requests), counted per key over a window. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    /**
     * A check still running (counted before it, so parallel guesses cannot all be checked): it becomes a
     * failure (false) or is deleted on success; one left pending past a minute counts as a failure.
     */
    pending: boolean('pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('auth_attempts_key_idx').on(t.key, t.createdAt)],
);

/** Links mailed to a user: email confirmation and password reset. Only the hash of the token is kept. */
export const emailTokens = pgTable('email_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['confirm', 'reset'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Team invitations (/accept/{id}); the id in the link is hashed here. */
export const invitations = pgTable(
  'invitations',
  {
    idHash: text('id_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_account_idx').on(t.accountId)],
);

/** What the server would send by email or SMS (the sandbox outbox of DEMO.md). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.id)],
);

/** Every dashboard route visit (v2/lastvp/log). */
export const routeVisits = pgTable(
  'route_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    routeId: text('route_id'),
    createdAt: createdAt(),
  },
  (t) => [index('route_visits_user_idx').on(t.userId, t.createdAt)],
);

/** Seed steps already applied, so later steps can be added to existing databases. */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().default(sql`now()`),
});

// ---------------------------------------------------------------------------
// The shell and the area lists. Amounts are integer minor units of
// their currency; ids below 1,000,000 are demo rows (the seed writes them).
// ---------------------------------------------------------------------------

const accountRef = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
const rowId = () => integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000_000 });
const minor = (name: string) => bigint(name, { mode: 'number' });

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

/** Daily transaction limits set for an account (0 = Unlimited); none means the type/status default. */
export const transactionLimits = pgTable(
  'transaction_limits',
  {
    accountId: accountRef(),
    entity: text('entity').notNull(),
    entityValue: text('entity_value').notNull(),
    limitDaily: minor('limit_daily').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.entity, t.entityValue] })],
);

export const customers = pgTable(
  'customers',
  {
    id: rowId(),
    accountId: accountRef(),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    city: text('city'),
    createdAt: createdAt(),
  },
  (t) => [
    index('customers_account_idx').on(t.accountId, t.createdAt),
    index('customers_recent_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
  ],
);

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
    // (queries/transactions.ts splitSearch) counts and pages from the index alone, without reading a row.
    index('transactions_customer_idx').on(t.customerId, t.createdAt.desc(), t.id.desc(), t.accountId, t.reference),
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

/**
 * Rollups of successful payments, so the overview reads a few hundred rows for a year instead of every
 * payment. Kept by statement triggers on transactions (migration payment_rollups), in the same database
 * transaction as every write of a payment, whichever path makes it. Hours (UTC) answer a one-day chart
 * and the hour-of-day panel; days (UTC) answer totals, the per-day chart ('all', '') and the breakdowns
 * (dimension device, bank, payment_type or city, key its value; empty keys are not kept, as the panels
 * leave them out). Only rows with a positive volume are kept.
 */
export const paymentHourRollups = pgTable(
  'payment_hour_rollups',
  {
    accountId: accountRef(),
    currency: text('currency').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    value: minor('value').notNull(),
    fee: minor('fee').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.currency, t.hour] })],
);

export const paymentDayRollups = pgTable(
  'payment_day_rollups',
  {
    accountId: accountRef(),
    currency: text('currency').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    value: minor('value').notNull(),
    fee: minor('fee').notNull(),
  },
  // Dimension before day: a range of one dimension is one index range.
  (t) => [primaryKey({ columns: [t.accountId, t.currency, t.dimension, t.day, t.key] })],
);

/**
 * New customers per account and UTC hour ('hour') and day ('day'), for the customers overview chart: a
 * year reads 366 day rows instead of every customer. Kept by statement triggers on customers (migration
 * customer_rollups) in the same database transaction as the customer's write; rows whose customers all
 * left stay at volume 0 (readers skip them).
 */
export const customerRollups = pgTable(
  'customer_rollups',
  {
    accountId: accountRef(),
    grain: text('grain', { enum: ['day', 'hour'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.grain, t.at] })],
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

/** Blacklisted customer identifiers: payments from them are refused. type: email or phone. */
export const blacklist = pgTable(
  'blacklist',
  {
    id: rowId(),
    accountId: accountRef(),
    type: text('type', { enum: ['email', 'phone'] }).notNull(),
    value: text('value').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('blacklist_value_idx').on(t.accountId, t.type, t.value),
    index('blacklist_recent_idx').on(t.accountId, t.type, t.createdAt.desc(), t.id.desc()),
    index('blacklist_customer_idx').on(t.customerId),
  ],
);

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

/**
 * Files uploaded through the upload service (bulk CSVs, compliance documents). Their bytes are on disk
 * (the upload store, named by the token), streamed there as they arrive: never in the database.
 */
export const files = pgTable(
  'files',
  {
    id: rowId(),
    accountId: accountRef(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Random, unguessable: the file's URL carries it. */
    token: text('token').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    purpose: text('purpose').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('files_token_idx').on(t.token), index('files_account_idx').on(t.accountId)],
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

/** Idempotency keys (header Idempotency-Key): the first answer, kept per user. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    bodyHash: text('body_hash').notNull(),
    state: text('state', { enum: ['in_flight', 'done'] }).notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Web-push subscriptions per user and account. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: rowId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: accountRef(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** Deliveries in a row the push service did not take (no connection, 5xx); reset by one it takes. */
    failures: integer('failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint, t.accountId),
    index('push_subscriptions_account_idx').on(t.accountId),
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

/** Server-wide settings kept in the database (the VAPID key pair, made once). */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

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

export const paymentLinks = pgTable(
  'payment_links',
  {
    id: rowId(),
    accountId: accountRef(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** Null: the customer chooses the amount. */
    amount: minor('amount'),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['active', 'inactive'] }).notNull(),
    /** payment: /pay/{slug}; donation: /donate/{slug} with suggested amounts. */
    kind: text('kind', { enum: ['payment', 'donation'] })
      .notNull()
      .default('payment'),
    description: text('description').notNull().default(''),
    /** Where the customer lands after paying; null: the provider's /payment-redirect/merchant page. */
    redirectUrl: text('redirect_url'),
    /** Most successful payments the link takes; null: no limit. */
    paymentLimit: integer('payment_limit'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Extra fields the customer fills in: [{ name, label, required }]. */
    customFields: jsonb('custom_fields')
      .$type<{ name: string; label: string; required: boolean }[]>()
      .notNull()
      .default([]),
    /** Donation links: amounts offered as buttons (minor units), beside any amount. */
    suggestedAmounts: jsonb('suggested_amounts').$type<number[]>().notNull().default([]),
    /** A plan's link: paying it subscribes the customer to the plan. */
    planId: integer('plan_id'),
    /** Payments through the link are split with this subaccount (of the same business). */
    subaccountId: integer('subaccount_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_links_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('payment_links_slug_idx').on(t.slug),
  ],
);

/**
 * One customer's payment attempt on a public page (payment link, donation, invoice, event tickets, a
 * plan's first charge). ref is public (in the page's URL); status: open, challenge (a one-time code was
 * sent), successful, failed. A successful one points at the transaction it made.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: rowId(),
    ref: text('ref').notNull(),
    accountId: accountRef(),
    source: text('source', { enum: ['link', 'donation', 'invoice', 'event', 'plan', 'order'] }).notNull(),
    sourceId: integer('source_id').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    customerPhone: text('customer_phone'),
    /** Event tickets: how many of which ticket type. */
    quantity: integer('quantity').notNull().default(1),
    ticketType: text('ticket_type'),
    fieldValues: jsonb('field_values').$type<Record<string, string>>().notNull().default({}),
    method: text('method', { enum: ['card', 'bank', 'mobilemoney'] }),
    status: text('status', { enum: ['open', 'challenge', 'successful', 'failed'] }).notNull(),
    failureReason: text('failure_reason'),
    challengeCodeHash: text('challenge_code_hash'),
    challengeAttempts: integer('challenge_attempts').notNull().default(0),
    /** The card being charged (never the full number): shown on the transaction, kept for renewals. */
    cardFirst6: text('card_first6'),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    /** The sandbox issuer declines renewals on this card (TEST_CARDS.renewalDeclines). */
    renewalDeclines: boolean('renewal_declines').notNull().default(false),
    /** The attempt's idempotency key: a second submit of the same attempt charges nothing more. */
    attemptKey: text('attempt_key'),
    transactionId: integer('transaction_id'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('checkouts_ref_idx').on(t.ref),
    index('checkouts_source_idx').on(t.accountId, t.source, t.sourceId, t.createdAt.desc()),
  ],
);

export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: rowId(),
    accountId: accountRef(),
    name: text('name').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').notNull(),
    /** Number of charges; 0 means until cancelled. */
    duration: integer('duration').notNull(),
    status: text('status', { enum: ['active', 'cancelled'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_plans_account_idx').on(t.accountId, t.createdAt)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: rowId(),
    accountId: accountRef(),
    planId: integer('plan_id')
      .notNull()
      .references(() => paymentPlans.id, { onDelete: 'cascade' }),
    customerEmail: text('customer_email').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    /** past_due: the last renewal was declined; completed: the plan's number of charges was reached. */
    status: text('status', { enum: ['active', 'cancelled', 'past_due', 'completed'] }).notNull(),
    nextDue: timestamp('next_due', { withTimezone: true }),
    customerName: text('customer_name').notNull().default(''),
    /** The card kept by the sandbox for renewals (last digits and scheme only). */
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    renewalDeclines: boolean('renewal_declines').notNull().default(false),
    /** Charges made so far, the first one included. */
    chargesMade: integer('charges_made').notNull().default(0),
    /** The customer's emailed /cancelsubscription link carries it: unguessable. */
    cancelToken: text('cancel_token'),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('subscriptions_cancel_token_idx').on(t.cancelToken),
    index('subscriptions_due_idx').on(t.status, t.nextDue),
  ],
);

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

/**
 * An event with tickets. ticket_price is the lowest ticket type's price and tickets_sold the sum of
 * the types' sold (kept by the writers of event_ticket_types), so the list needs no join; the event is
 * sold out when every ticket type is.
 */
export const events = pgTable(
  'events',
  {
    id: rowId(),
    accountId: accountRef(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The venue's address; empty for an online event. */
    venue: text('venue').notNull(),
    /** An online event's link (empty for one at a venue). */
    onlineUrl: text('online_url').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    ticketPrice: minor('ticket_price').notNull(),
    currency: text('currency').notNull(),
    ticketsSold: integer('tickets_sold').notNull().default(0),
    status: text('status', { enum: ['upcoming', 'ended', 'cancelled'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('events_account_idx').on(t.accountId, t.createdAt)],
);

/** An event's ticket types: price in minor units of the event's currency, how many there are and sold. */
export const eventTicketTypes = pgTable(
  'event_ticket_types',
  {
    id: rowId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: minor('price').notNull(),
    quantity: integer('quantity').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [index('event_ticket_types_event_idx').on(t.eventId)],
);

/** One online store per account. */
export const stores = pgTable('stores', {
  id: rowId(),
  accountId: integer('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  currency: text('currency').notNull(),
  shippingFee: minor('shipping_fee').notNull().default(0),
  contactEmail: text('contact_email').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  /** Orders of at least this subtotal ship free; null: never. */
  freeShippingAbove: minor('free_shipping_above'),
  deliveryTime: text('delivery_time').notNull().default(''),
  /** Public uploads (purpose store_logo, store_banner) the storefront shows, or null. */
  logoUrl: text('logo_url'),
  bannerUrl: text('banner_url'),
  createdAt: createdAt(),
});

/** The online store's product categories, in the merchant's order (position, 0 first). */
export const productCategories = pgTable(
  'product_categories',
  {
    id: rowId(),
    accountId: accountRef(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('product_categories_name_idx').on(t.accountId, sql`lower(${t.name})`)],
);

/** Products of the online store or the Instagram shop (channel). */
export const products = pgTable(
  'products',
  {
    id: rowId(),
    accountId: accountRef(),
    channel: text('channel', { enum: ['store', 'instagram'] }).notNull(),
    name: text('name').notNull(),
    price: minor('price').notNull(),
    currency: text('currency').notNull(),
    stock: integer('stock').notNull().default(0),
    /** The Instagram shop's category as the shop names it; store products use categoryId. */
    category: text('category'),
    status: text('status', { enum: ['published', 'draft'] }).notNull(),
    description: text('description').notNull().default(''),
    compareAtPrice: minor('compare_at_price'),
    sku: text('sku').notNull().default(''),
    /** Deleting a category leaves its products without one. */
    categoryId: integer('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
    /**
     * Its pictures in the merchant's order (the first is the cover), public uploads of the business; saved
     * with the product in one write, and copied with it when it is duplicated.
     */
    images: jsonb('images').$type<{ url: string; alt: string }[]>().notNull().default([]),
    /** The Instagram post it was imported from (channel 'instagram'); a post becomes one product at most. */
    instagramPostId: text('instagram_post_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_account_idx').on(t.accountId, t.channel, t.createdAt),
    index('products_category_idx').on(t.categoryId),
    uniqueIndex('products_instagram_post_idx').on(t.accountId, t.instagramPostId),
  ],
);

/**
 * The business's connected Instagram account (one at most): its handle, in lower case, belongs to one
 * business at a time. Disconnecting removes the row; the products imported from it stay.
 */
export const instagramAccounts = pgTable(
  'instagram_accounts',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    handle: text('handle').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    connectedBy: integer('connected_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('instagram_accounts_handle_idx').on(t.handle)],
);

/** Orders of the online store or the Instagram shop (channel). */
export const orders = pgTable(
  'orders',
  {
    id: rowId(),
    accountId: accountRef(),
    channel: text('channel', { enum: ['store', 'instagram'] }).notNull(),
    reference: text('reference').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    shippingAddress: text('shipping_address'),
    /** How many items in all (the sum of the lines' quantities). */
    items: integer('items').notNull(),
    /** amount = subtotal - discount + shipping fee; orders older than the storefront hold only amount. */
    subtotal: minor('subtotal').notNull().default(0),
    discount: minor('discount').notNull().default(0),
    couponCode: text('coupon_code'),
    shippingFee: minor('shipping_fee').notNull().default(0),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    // ORDER_STATUSES of the contract.
    status: text('status', { enum: ['pending', 'new', 'processing', 'shipped', 'delivered', 'cancelled'] }).notNull(),
    /** The merchant's notes on the order, oldest first. */
    notes: jsonb('notes').$type<{ text: string; by: string; at: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_account_idx').on(t.accountId, t.channel, t.createdAt),
    uniqueIndex('orders_reference_idx').on(t.reference),
  ],
);

/** An order's lines: name and price as they were when ordered, so a later edit of the product changes no order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: rowId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    price: minor('price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const bills = pgTable(
  'bills',
  {
    id: rowId(),
    accountId: accountRef(),
    type: text('type', { enum: ['airtime', 'dstv'] }).notNull(),
    customer: text('customer').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull(),
    status: text('status', { enum: ['successful', 'pending', 'failed'] }).notNull(),
    /** Airtime: the mobile network. */
    network: text('network'),
    /** DSTV: the smartcard's customer, as the resolver named them when paid. */
    recipientName: text('recipient_name'),
    /** DSTV: the bouquet's code (DSTV_BOUQUETS). */
    bouquet: text('bouquet'),
    /** Who paid it (null for the seeded history). */
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('bills_account_idx').on(t.accountId, t.createdAt), uniqueIndex('bills_reference_idx').on(t.reference)],
);

export const posOrders = pgTable(
  'pos_orders',
  {
    id: rowId(),
    accountId: accountRef(),
    reference: text('reference').notNull(),
    terminals: integer('terminals').notNull(),
    address: text('address').notNull(),
    /** Who receives the terminals; null on requests made before contacts were asked for. */
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    status: text('status', { enum: ['requested', 'approved', 'shipped', 'delivered'] }).notNull(),
    /** Who asked for them (null for the seeded history). */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the request reached each later step. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('pos_orders_account_idx').on(t.accountId, t.createdAt)],
);

export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: rowId(),
    accountId: accountRef(),
    period: text('period').notNull(),
    employees: integer('employees').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    /** Seeded history keeps its status; a run made here reads its state from its bulk transfer's transfers. */
    status: text('status', { enum: ['paid', 'scheduled', 'submitted'] }).notNull(),
    /** The bulk transfer that pays the run (null for seeded history). */
    bulkId: integer('bulk_id').references(() => bulkBatches.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('payroll_runs_account_idx').on(t.accountId, t.createdAt)],
);

/** A business's employees: who a payroll run pays, their resolved bank account and default salary. */
export const payrollEmployees = pgTable(
  'payroll_employees',
  {
    id: rowId(),
    accountId: accountRef(),
    name: text('name').notNull(),
    email: text('email'),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    salary: minor('salary').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payroll_employees_account_idx').on(t.accountId, t.name)],
);

/** One employee's payment in a run: the transfer that pays it (its status is the payment's). */
export const payrollRunItems = pgTable(
  'payroll_run_items',
  {
    id: rowId(),
    runId: integer('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    /** Null once the employee is removed: the run keeps their name and their transfer. */
    employeeId: integer('employee_id').references(() => payrollEmployees.id, { onDelete: 'set null' }),
    /** The employee's name when paid (the transfer holds the account's name). */
    employeeName: text('employee_name').notNull(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => transfers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('payroll_run_items_run_idx').on(t.runId),
    uniqueIndex('payroll_run_items_transfer_idx').on(t.transferId),
  ],
);

export const referrals = pgTable(
  'referrals',
  {
    id: rowId(),
    accountId: accountRef(),
    businessName: text('business_name').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: ['signed-up', 'activated'] }).notNull(),
    reward: minor('reward').notNull().default(0),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('referrals_account_idx').on(t.accountId, t.createdAt)],
);

/** Webhook URL and secret hash; the hook_as_json-style switches are merchant preferences. */
export const webhookSettings = pgTable('webhook_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  url: text('url'),
  secretHash: text('secret_hash'),
  /** The events the business wants sent; null: every event. */
  events: jsonb('events').$type<string[]>(),
});

/**
 * One webhook to send: written in the transaction of the change it reports (so a rolled-back payment
 * sends nothing), sent later by the sender loop (webhooks/sender.ts). A sender claims a due row by
 * moving next_attempt_at past a lease, so an instance that dies mid-send leaves it due again.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: rowId(),
    accountId: accountRef(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<{ event: string; data: Record<string, unknown> }>().notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Attempts allowed before it is marked failed: 5, raised by one for each Resend. */
    maxAttempts: integer('max_attempts').notNull().default(5),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
    index('webhook_deliveries_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** Every try of a delivery: the receiver's status code or the error, how long it took, what it answered. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: rowId(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    responseSnippet: text('response_snippet').notNull().default(''),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt)],
);

/** The sandbox's webhook receiver: what arrived at /sandbox/webhooks/receive, as it arrived. */
export const sandboxWebhookReceipts = pgTable('sandbox_webhook_receipts', {
  id: rowId(),
  receivedAt: createdAt(),
  headers: jsonb('headers').$type<Record<string, string>>().notNull(),
  body: text('body').notNull(),
});

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

/**
 * Reports the server makes for download: the account summary CSV and any later kind.
 * Made by whichever instance claims the row (status), so no instance keeps the job in memory;
 * the file is fetched once with its secret (the browser navigates to it, so no auth header).
 */
export const reports = pgTable(
  'reports',
  {
    file: text('file').primaryKey(),
    accountId: accountRef(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['download-pending', 'downloading', 'download-failed', 'complete'] }).notNull(),
    secretHash: text('secret_hash').notNull(),
    body: text('body'),
    rows: integer('rows'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('reports_account_idx').on(t.accountId, t.createdAt)],
);

/** Getting-started guides an account completed (spec 2 §2). */
export const guideProgress = pgTable(
  'guide_progress',
  {
    accountId: accountRef(),
    guideId: integer('guide_id').notNull(),
    completedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.guideId] })],
);

/** PCI-DSS certification fee checkouts (sandbox card checkout); paid_at set when the card is charged. */
export const pcidssPayments = pgTable(
  'pcidss_payments',
  {
    ref: text('ref').primaryKey(),
    accountId: accountRef(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('pcidss_payments_account_idx').on(t.accountId)],
);

/**
 * The audit log (spec 1 §3 Audit: action, audit_data, comment): who changed what in a business, when and
 * from which address. Only ever inserted: no endpoint updates or deletes a row, and the actor's email is
 * kept as it was, so the entry outlives the user's membership.
 */
export const audits = pgTable(
  'audits',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** No foreign key: a user deleted later must not rewrite the entries that name them. */
    actorUserId: integer('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    auditData: jsonb('audit_data').$type<Record<string, string | null>>().notNull(),
    comment: text('comment'),
    ipAddress: text('ip_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audits_account_idx').on(t.accountId, t.id)],
);

/**
 * Store coupons (spec 2 §3: couponCode, the deleted flag). The code is kept upper-case and unique per
 * account among live coupons (a deleted one keeps its history and frees its code); value is a percentage
 * or minor units of currency; times_used only rises through a redemption.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: rowId(),
    accountId: accountRef(),
    code: text('code').notNull(),
    type: text('type', { enum: ['percent', 'fixed'] }).notNull(),
    value: minor('value').notNull(),
    currency: text('currency').notNull(),
    minimumOrder: minor('minimum_order').notNull().default(0),
    usageLimit: integer('usage_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_account_code_live_idx')
      .on(t.accountId, sql`upper(${t.code})`)
      .where(sql`${t.deleted} = false`),
    index('coupons_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** Each use of a coupon by a store order: what it took off the order. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: rowId(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderReference: text('order_reference').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_coupon_idx').on(t.couponId, t.createdAt)],
);

/** The store's announcements (display messages) shown to its visitors between show_from and show_until. */
export const storeAnnouncements = pgTable(
  'store_announcements',
  {
    id: rowId(),
    accountId: accountRef(),
    message: text('message').notNull(),
    link: text('link').notNull().default(''),
    showFrom: timestamp('show_from', { withTimezone: true }).notNull(),
    showUntil: timestamp('show_until', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('store_announcements_account_idx').on(t.accountId, t.createdAt)],
);

/** Keystores: a user's dashboard settings (sidebar_version, bento_app_consent), one row per name. */
export const keystores = pgTable(
  'keystores',
  {
    id: rowId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyName: text('key_name').notNull(),
    keyValue: text('key_value').notNull(),
    keyProp: text('key_prop'),
    keyPropValue: text('key_prop_value'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('keystores_user_name_idx').on(t.userId, t.keyName)],
);
