import * as v from 'valibot';
import { Empty, type EndpointDef } from './endpoint-def';
import { PaymentPlan, Subscription } from './areas';
import { pagedList, pagingQuery } from './paging';

/*
 * Payment links, plans and subscriptions as a merchant makes and changes them (spec 1 payments area):
 * the forms' requests, the detail answers and the endpoints. The public checkout that customers pay
 * on is elsewhere; it writes the `checkouts` rows the detail screens read.
 */

export const LINK_KINDS = ['payment', 'donation'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];
export const PLAN_INTERVALS = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];
export const INTERVAL_LABELS: Record<PlanInterval, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};
export const intervalLabel = (interval: string): string =>
  (INTERVAL_LABELS as Record<string, string>)[interval] ?? interval;

export const MAX_CUSTOM_FIELDS = 10;
export const MAX_SUGGESTED_AMOUNTS = 6;
/** How often sales mode and an open link detail ask for new payments. */
export const LINK_PAYMENTS_POLL_MS = 4000;

/** The public path of a link: donations have their own page. */
export const linkPath = (link: { kind: string; slug: string }): string =>
  `${link.kind === 'donation' ? '/donate' : '/pay'}/${link.slug}`;

/** https anywhere, http only for this machine (a merchant testing their own site). */
export function isRedirectUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return url.hostname.length > 0;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** A calendar day (YYYY-MM-DD) or a full ISO time. */
const isDateText = (value: string) =>
  /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value));

const Amount = (field: string) =>
  v.pipe(
    v.number(`${field} is invalid`),
    v.integer(`${field} is invalid`),
    v.minValue(100, `${field} must be at least 1.00`),
    v.maxValue(9_999_999_999_999, `${field} is too large`),
  );
const Currency = v.pipe(v.string('Currency is required'), v.regex(/^[A-Z]{3}$/, 'Currency is invalid'));
const Title = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} is required`),
    v.trim(),
    v.minLength(1, `${field} is required`),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  );

export const CustomFieldInput = v.object({
  label: Title('Field label', 60),
  required: v.boolean('Required is invalid'),
});
export const CustomField = v.object({ name: v.string(), label: v.string(), required: v.boolean() });
export type CustomField = v.InferOutput<typeof CustomField>;

/** Create or edit a payment link; amount null lets the customer choose it. */
export const PaymentLinkRequest = v.object({
  title: Title('Title', 100),
  description: v.pipe(
    v.string('Description is invalid'),
    v.trim(),
    v.maxLength(500, 'Description must be at most 500 characters'),
  ),
  kind: v.picklist(LINK_KINDS, 'Kind is invalid'),
  amount: v.nullable(Amount('Amount')),
  currency: Currency,
  custom_fields: v.pipe(
    v.array(CustomFieldInput, 'Custom fields are invalid'),
    v.maxLength(MAX_CUSTOM_FIELDS, `At most ${MAX_CUSTOM_FIELDS} custom fields`),
  ),
  redirect_url: v.nullable(
    v.pipe(
      v.string('Redirect URL is invalid'),
      v.trim(),
      v.maxLength(500, 'Redirect URL must be at most 500 characters'),
      v.check(isRedirectUrl, 'Redirect URL must start with https:// (http:// only for localhost)'),
    ),
  ),
  payment_limit: v.nullable(
    v.pipe(
      v.number('Payment limit is invalid'),
      v.integer('Payment limit is invalid'),
      v.minValue(1, 'Payment limit must be at least 1'),
      v.maxValue(1_000_000, 'Payment limit is too large'),
    ),
  ),
  expires_at: v.nullable(v.pipe(v.string('Expiry date is invalid'), v.check(isDateText, 'Expiry date is invalid'))),
  suggested_amounts: v.pipe(
    v.array(Amount('Suggested amount'), 'Suggested amounts are invalid'),
    v.maxLength(MAX_SUGGESTED_AMOUNTS, `At most ${MAX_SUGGESTED_AMOUNTS} suggested amounts`),
  ),
  /** Split each payment with this subaccount of the business; absent or null: no split. */
  subaccount_id: v.optional(
    v.nullable(
      v.pipe(
        v.number('Subaccount is invalid'),
        v.integer('Subaccount is invalid'),
        v.minValue(1, 'Subaccount is invalid'),
        v.maxValue(2_147_483_647, 'Subaccount is invalid'),
      ),
    ),
  ),
});
export type PaymentLinkRequest = v.InferInput<typeof PaymentLinkRequest>;

export const LinkStatusRequest = v.object({ status: v.picklist(['active', 'inactive'], 'Status is invalid') });

export const PaymentLinkDetail = v.object({
  id: v.number(),
  title: v.string(),
  slug: v.string(),
  kind: v.picklist(LINK_KINDS),
  description: v.string(),
  amount: v.nullable(v.number()),
  currency: v.string(),
  status: v.picklist(['active', 'inactive']),
  custom_fields: v.array(CustomField),
  redirect_url: v.nullable(v.string()),
  payment_limit: v.nullable(v.number()),
  expires_at: v.nullable(v.string()),
  suggested_amounts: v.array(v.number()),
  plan_id: v.nullable(v.number()),
  /** The subaccount each payment is split with, if any. */
  subaccount: v.nullable(v.object({ id: v.number(), business_name: v.string() })),
  payments_count: v.number(),
  date_created: v.string(),
});
export type PaymentLinkDetail = v.InferOutput<typeof PaymentLinkDetail>;

/** A successful payment through a link: the checkout and the transaction it made. */
export const LinkPayment = v.object({
  id: v.number(),
  transaction_id: v.nullable(v.number()),
  reference: v.string(),
  amount: v.number(),
  currency: v.string(),
  customer_name: v.string(),
  customer_email: v.string(),
  date: v.string(),
});
export type LinkPayment = v.InferOutput<typeof LinkPayment>;
export const LinkPaymentsList = pagedList('payments', LinkPayment);

export const PaymentPlanRequest = v.object({
  name: Title('Name', 100),
  amount: Amount('Amount'),
  currency: Currency,
  interval: v.picklist(PLAN_INTERVALS, 'Interval is invalid'),
  duration: v.pipe(
    v.number('Number of charges is invalid'),
    v.integer('Number of charges is invalid'),
    v.minValue(0, 'Number of charges cannot be negative'),
    v.maxValue(1000, 'Number of charges must be at most 1000'),
  ),
});
export type PaymentPlanRequest = v.InferInput<typeof PaymentPlanRequest>;

export const PlanLink = v.object({ id: v.number(), slug: v.string(), status: v.picklist(['active', 'inactive']) });
export const PaymentPlanDetail = v.object({ ...PaymentPlan.entries, link: v.nullable(PlanLink) });
export type PaymentPlanDetail = v.InferOutput<typeof PaymentPlanDetail>;

/** One charge of a subscription (its first through the plan's link, then each renewal). */
export const SubscriptionCharge = v.object({
  id: v.number(),
  reference: v.nullable(v.string()),
  amount: v.number(),
  currency: v.string(),
  status: v.picklist(['successful', 'failed']),
  failure_reason: v.nullable(v.string()),
  date: v.string(),
});
export const SubscriptionDetail = v.object({
  ...Subscription.entries,
  plan_interval: v.string(),
  plan_duration: v.number(),
  plan_status: v.string(),
  customer_name: v.nullable(v.string()),
  charges: v.array(SubscriptionCharge),
});
export type SubscriptionDetail = v.InferOutput<typeof SubscriptionDetail>;

export const linksPlansEndpoints = {
  paymentLink: {
    method: 'GET',
    path: 'v2/payment-links/:id',
    host: 'main',
    auth: 'account',
    response: PaymentLinkDetail,
  },
  createPaymentLink: {
    method: 'POST',
    path: 'v2/payment-links',
    host: 'main',
    auth: 'account',
    body: PaymentLinkRequest,
    response: PaymentLinkDetail,
  },
  updatePaymentLink: {
    method: 'PUT',
    path: 'v2/payment-links/:id',
    host: 'main',
    auth: 'account',
    body: PaymentLinkRequest,
    response: PaymentLinkDetail,
  },
  setPaymentLinkStatus: {
    method: 'PUT',
    path: 'v2/payment-links/:id/status',
    host: 'main',
    auth: 'account',
    body: LinkStatusRequest,
    response: PaymentLinkDetail,
  },
  deletePaymentLink: { method: 'DELETE', path: 'v2/payment-links/:id', host: 'main', auth: 'account', response: Empty },
  paymentLinkPayments: {
    method: 'GET',
    path: 'v2/payment-links/:id/payments',
    host: 'main',
    auth: 'account',
    query: v.object(pagingQuery),
    response: LinkPaymentsList,
  },
  paymentPlanPayments: {
    method: 'GET',
    path: 'v2/payment-plans/:id/payments',
    host: 'main',
    auth: 'account',
    query: v.object(pagingQuery),
    response: LinkPaymentsList,
  },
  paymentPlan: {
    method: 'GET',
    path: 'v2/payment-plans/:id',
    host: 'main',
    auth: 'account',
    response: PaymentPlanDetail,
  },
  createPaymentPlan: {
    method: 'POST',
    path: 'v2/payment-plans',
    host: 'main',
    auth: 'account',
    body: PaymentPlanRequest,
    response: PaymentPlanDetail,
  },
  updatePaymentPlan: {
    method: 'PUT',
    path: 'v2/payment-plans/:id',
    host: 'main',
    auth: 'account',
    body: PaymentPlanRequest,
    response: PaymentPlanDetail,
  },
  cancelPaymentPlan: {
    method: 'PUT',
    path: 'v2/payment-plans/:id/cancel',
    host: 'main',
    auth: 'account',
    response: PaymentPlanDetail,
  },
  createPlanLink: {
    method: 'POST',
    path: 'v2/payment-plans/:id/link',
    host: 'main',
    auth: 'account',
    response: PaymentPlanDetail,
  },
  subscription: {
    method: 'GET',
    path: 'v2/subscriptions/:id',
    host: 'main',
    auth: 'account',
    response: SubscriptionDetail,
  },
  cancelSubscription: {
    method: 'PUT',
    path: 'v2/subscriptions/:id/cancel',
    host: 'main',
    auth: 'account',
    response: SubscriptionDetail,
  },
} as const satisfies Record<string, EndpointDef>;
