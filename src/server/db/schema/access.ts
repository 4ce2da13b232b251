import {
  bigserial,
  boolean,
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
import { createdAt, rowId } from './columns';

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

export const accountRef = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

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
