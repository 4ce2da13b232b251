import * as v from 'valibot';
import type { EndpointDef } from './endpoint-def';

/** One email or SMS the server would have sent (DEMO.md sandbox outbox). */
export const OutboxMessage = v.object({
  id: v.number(),
  channel: v.picklist(['email', 'sms']),
  to: v.string(),
  subject: v.string(),
  body: v.string(),
  /** The link or code inside, for people and tests that read the outbox. */
  link: v.nullable(v.string()),
  code: v.nullable(v.string()),
  created_at: v.string(),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessage>;
/** One recipient at a time: the outbox never lists everyone's codes and links at once. */
export const OutboxQuery = v.object({
  to: v.pipe(v.string('To is empty'), v.trim(), v.minLength(1, 'To is empty'), v.maxLength(254, 'To is invalid')),
});

/**
 * POST sandbox/fixtures: a new business with its own users and data, for journeys that must not share
 * state (each e2e spec makes its own). Sandbox only: absent when SANDBOX is off.
 */
export const FIXTURE_ROLES = ['Owner', 'Admin', 'v2-Admin', 'v2-Operations', 'User', 'v2-User'] as const;
const count = (max: number) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max)));
export const FixtureUser = v.object({
  role: v.picklist(FIXTURE_ROLES, 'Role is invalid'),
  /** email: codes mailed at sign-in (the business's require_2factor); totp: an authenticator secret. */
  two_factor: v.optional(v.picklist(['email', 'totp'])),
  activated: v.optional(v.boolean()),
  access: v.optional(v.boolean()),
});
export const FixtureRequest = v.object({
  business: v.optional(
    v.object({
      country: v.optional(v.picklist(['NG', 'GH', 'KE', 'ZA'], 'Country is invalid')),
      type: v.optional(v.picklist(['business', 'individual', 'events'])),
      /** none: no compliance section filled yet; IR in review; AA approved; RE rejected. */
      compliance: v.optional(v.picklist(['none', 'IR', 'AA', 'RE'])),
      live: v.optional(v.boolean()),
      industry: v.optional(v.pipe(v.string(), v.maxLength(100))),
      preferences: v.optional(
        v.record(v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,64}$/)), v.pipe(v.string(), v.maxLength(200))),
      ),
      /** An open capital loan offer (1,000,000 at 5 % over 3 months). */
      loan_offer: v.optional(v.boolean()),
    }),
  ),
  /** The first is the account's creator. */
  users: v.pipe(
    v.array(FixtureUser, 'Users is invalid'),
    v.minLength(1, 'Users is empty'),
    v.maxLength(6, 'At most 6 users'),
  ),
  /** Payments (with their customers and weekly settlements) over the last 90 days. */
  payments: count(2000),
  /** Transfers started by the first non-admin user (or the first user) and awaiting approval. */
  awaiting_approval: count(20),
  failed_transfers: count(20),
  /** An online store (slug store-{account id}) with two products in two categories: five totes, the last scarf. */
  store: v.optional(v.boolean()),
  /** With the store: the coupon WELCOME10 (10 %) and an announcement. */
  promotions: v.optional(v.boolean()),
  /** Chargebacks awaiting the merchant's answer (due in 3 days), on the fixture's payments when it has any. */
  chargebacks: count(10),
  /** Card-scheme fines due in 10 days (NGN 1,000.00 each), on the fixture's chargebacks while they last. */
  chargeback_fines: count(5),
});
export type FixtureRequest = v.InferInput<typeof FixtureRequest>;

export const FixtureTransfer = v.object({
  id: v.number(),
  reference: v.string(),
  narration: v.string(),
  amount: v.number(),
  currency: v.string(),
  fullname: v.string(),
});
export const FixtureResponse = v.object({
  account_id: v.number(),
  business_name: v.string(),
  merchant_id: v.nullable(v.string()),
  password: v.string(),
  users: v.array(
    v.object({
      id: v.number(),
      email: v.string(),
      role: v.string(),
      first_name: v.string(),
      last_name: v.string(),
      totp_secret: v.nullable(v.string()),
    }),
  ),
  awaiting_approval: v.array(FixtureTransfer),
  failed_transfers: v.array(FixtureTransfer),
  /** The store's slug when one was asked for. */
  store_slug: v.nullable(v.string()),
  chargeback_ids: v.array(v.number()),
  fine_ids: v.array(v.number()),
});
export type FixtureResponse = v.InferOutput<typeof FixtureResponse>;

/**
 * POST sandbox/billing/run: the sandbox's billing clock. Charges every active subscription whose next
 * charge falls within `days` from now (0: those due now; required, so an empty call charges nothing by accident) on its kept card, once each.
 */
export const BillingRunRequest = v.object({
  account_id: v.optional(v.pipe(v.number('Account is invalid'), v.integer('Account is invalid'))),
  days: v.pipe(
    v.number('Days is required'),
    v.integer('Days is invalid'),
    v.minValue(0, 'Days is invalid'),
    v.maxValue(400, 'Days is at most 400'),
  ),
});
export const BillingRunResponse = v.object({ charged: v.number(), declined: v.number(), completed: v.number() });

/** The sandbox's calls (the outbox, fixtures, a billing run): served with SANDBOX on; the app never calls them. */
export const sandboxEndpoints = {
  sandboxOutbox: {
    method: 'GET',
    path: 'sandbox/outbox',
    host: 'main',
    auth: 'none',
    query: OutboxQuery,
    response: v.array(OutboxMessage),
  },
  sandboxFixture: {
    method: 'POST',
    path: 'sandbox/fixtures',
    host: 'main',
    auth: 'none',
    body: FixtureRequest,
    response: FixtureResponse,
  },
  sandboxBillingRun: {
    method: 'POST',
    path: 'sandbox/billing/run',
    host: 'main',
    auth: 'none',
    body: BillingRunRequest,
    response: BillingRunResponse,
  },
} as const satisfies Record<string, EndpointDef>;
