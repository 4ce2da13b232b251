import * as v from 'valibot';
import { listQuery } from './areas';
import { WALLET_CURRENCIES } from './codes';
import { Empty, type EndpointDef } from './endpoint-def';
import { majorToMinor } from './invoices';
import { PageInfo } from './paging';
import { plainAmount } from './plain-amount';

/*
 * The store's promotions (spec 2 §2 and §3): coupons (couponCode, the deleted flag) customers type at
 * checkout, and announcements (the store's display messages) shown to its visitors.
 */

export const COUPON_TYPES = ['percent', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
export const COUPON_TYPE_LABELS: Record<CouponType, string> = {
  percent: 'Percentage off',
  fixed: 'Fixed amount off',
};
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,20}$/;
const MAX_MINOR = 9_999_999_999_999;

/** A store's coupon status: what a customer typing it at checkout would meet now. */
export const COUPON_STATUSES = ['active', 'scheduled', 'expired', 'used_up', 'inactive', 'deleted'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
  inactive: 'Inactive',
  deleted: 'Deleted',
};

export interface CouponState {
  active: boolean;
  deleted: boolean;
  starts_at: string;
  ends_at: string | null;
  usage_limit: number | null;
  times_used: number;
}

/** One place decides a coupon's status; the list, the detail and applyCoupon agree through it. */
export function couponStatus(c: CouponState, now: Date): CouponStatus {
  if (c.deleted) return 'deleted';
  if (!c.active) return 'inactive';
  if (c.ends_at !== null && new Date(c.ends_at).getTime() <= now.getTime()) return 'expired';
  if (c.usage_limit !== null && c.times_used >= c.usage_limit) return 'used_up';
  if (new Date(c.starts_at).getTime() > now.getTime()) return 'scheduled';
  return 'active';
}

/** The refusals a customer meets at checkout (and the storefront shows as they are). */
export const COUPON_REFUSALS = {
  notFound: 'No coupon with this code',
  expired: 'This coupon has expired',
  usedUp: 'This coupon has reached its usage limit',
  notYet: 'This coupon is not active yet',
  inactive: 'This coupon is not active',
  currency: (currency: string) => `This coupon is for ${currency} orders only`,
  minimum: (minor: number, currency: string) =>
    `Orders must be at least ${plainAmount(minor, currency)} to use this coupon`,
} as const;

/** The discount of an order: a percentage rounded down to the minor unit, never more than the order. */
export function couponDiscount(type: CouponType, value: number, orderAmount: number): number {
  const raw = type === 'percent' ? Math.floor((orderAmount * value) / 100) : value;
  return Math.min(raw, orderAmount);
}

/* @__NO_SIDE_EFFECTS__ */
const isoInstant = (name: string) =>
  v.pipe(
    v.string(`${name} is invalid`),
    v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, `${name} is invalid`),
    v.check((s) => !Number.isNaN(new Date(s).getTime()), `${name} is invalid`),
  );
const after = (start: string, end: string | null | undefined) =>
  end === null || end === undefined || end === '' || new Date(end).getTime() > new Date(start).getTime();

export const COUPON_MESSAGES = {
  code: 'Code must be 3 to 20 letters, digits, - or _',
  percent: 'A percentage must be from 1 to 100',
  fixed: 'The amount off must be more than 0',
  endsAfter: 'The end must be after the start',
  duplicate: 'You already have a coupon with this code',
  notFound: 'Coupon not found',
  deleted: 'This coupon is deleted and can no longer change',
  noStore: 'Set up your store first',
} as const;

const couponCode = v.pipe(
  v.string('Code is required'),
  v.trim(),
  v.toUpperCase(),
  v.regex(COUPON_CODE_PATTERN, COUPON_MESSAGES.code),
);

const valueRule = (c: { type: CouponType; value: number }) =>
  c.type === 'percent' ? c.value >= 1 && c.value <= 100 : c.value > 0;

const valueMessage = (issue: { input: unknown }) =>
  (issue.input as { type: string }).type === 'percent' ? COUPON_MESSAGES.percent : COUPON_MESSAGES.fixed;
type CouponRules = { type: CouponType; value: number; starts_at: string; ends_at: string | null };
/** The value and dates rules, shared by the request and the form (once its value is in minor units). */
/* @__NO_SIDE_EFFECTS__ */
const valueChecked = <T extends CouponRules>() =>
  v.forward<T, v.CheckIssue<T>, ['value']>(
    v.check<T, ErrorMessageOf<T>>((c) => valueRule(c), valueMessage),
    ['value'] as never,
  );
/* @__NO_SIDE_EFFECTS__ */
const endsChecked = <T extends CouponRules>() =>
  v.forward<T, v.CheckIssue<T>, ['ends_at']>(
    v.check<T, string>((c) => after(c.starts_at, c.ends_at), COUPON_MESSAGES.endsAfter),
    ['ends_at'] as never,
  );
type ErrorMessageOf<T> = v.ErrorMessage<v.CheckIssue<T>>;

/** POST v2/inventory/coupons and PUT v2/inventory/coupons/:id (value: a percentage, or minor units). */
export const CouponRequest = v.pipe(
  v.object({
    code: couponCode,
    type: v.picklist(COUPON_TYPES, 'Type is invalid'),
    value: v.pipe(v.number('Value is invalid'), v.integer('Value must be a whole number'), v.maxValue(MAX_MINOR)),
    currency: v.picklist(WALLET_CURRENCIES, 'Currency is invalid'),
    minimum_order: v.optional(
      v.pipe(
        v.number('Minimum order is invalid'),
        v.integer('Minimum order is invalid'),
        v.minValue(0, 'Minimum order cannot be negative'),
        v.maxValue(MAX_MINOR, 'Minimum order is too large'),
      ),
      0,
    ),
    usage_limit: v.optional(
      v.nullable(
        v.pipe(
          v.number('Usage limit is invalid'),
          v.integer('Usage limit must be a whole number'),
          v.minValue(1, 'Usage limit must be at least 1'),
          v.maxValue(1_000_000_000, 'Usage limit is too large'),
        ),
      ),
      null,
    ),
    starts_at: isoInstant('Start'),
    ends_at: v.optional(v.nullable(isoInstant('End')), null),
    active: v.optional(v.boolean('Active is invalid'), true),
  }),
  valueChecked(),
  endsChecked(),
);
export type CouponRequest = v.InferInput<typeof CouponRequest>;

/** PUT v2/inventory/coupon-code/:id (spec 2 §7): deleted true. */
export const CouponDeleteRequest = v.object({ deleted: v.literal(true, 'Deleted must be true') });

export const Coupon = v.object({
  id: v.number(),
  code: v.string(),
  type: v.picklist(COUPON_TYPES),
  value: v.number(),
  currency: v.string(),
  minimum_order: v.number(),
  usage_limit: v.nullable(v.number()),
  times_used: v.number(),
  starts_at: v.string(),
  ends_at: v.nullable(v.string()),
  active: v.boolean(),
  deleted: v.boolean(),
  status: v.picklist(COUPON_STATUSES),
  date_created: v.string(),
});
export type Coupon = v.InferOutput<typeof Coupon>;

export const CouponRedemption = v.object({
  order_reference: v.string(),
  amount: v.number(),
  currency: v.string(),
  date_created: v.string(),
});
export const CouponDetail = v.object({
  ...Coupon.entries,
  redemptions: v.array(CouponRedemption),
  /** Over every use, not only the newest shown. */
  totals: v.object({ uses: v.number(), discounted: v.number() }),
});
export type CouponDetail = v.InferOutput<typeof CouponDetail>;
export const CouponsList = v.object({ coupons: v.array(Coupon), page_info: PageInfo });

/** What the discount form holds as typed: the value is a percentage or an amount in major units. */
export const CouponForm = v.pipe(
  v.object({
    code: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.minLength(1, 'Code is required'),
      v.toUpperCase(),
      v.regex(COUPON_CODE_PATTERN, COUPON_MESSAGES.code),
    ),
    type: v.picklist(COUPON_TYPES, 'Choose a type'),
    value: v.pipe(v.optional(v.string(), ''), v.trim(), v.minLength(1, 'Value is required')),
    currency: v.picklist(WALLET_CURRENCIES, 'Currency is invalid'),
    minimum_order: v.pipe(
      v.optional(v.string(), ''),
      v.transform((s) => (s.trim() === '' ? '0' : s)),
      v.check((s) => majorToMinor(s) !== undefined, 'Minimum order is not an amount'),
      v.transform((s) => majorToMinor(s) ?? 0),
    ),
    usage_limit: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.regex(/^\d{0,9}$/, 'Usage limit must be a whole number'),
      v.transform((s) => (s === '' ? null : Number(s))),
      v.check((n) => n === null || n >= 1, 'Usage limit must be at least 1'),
    ),
    starts_at: v.pipe(v.string('Start is required'), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Start is invalid')),
    ends_at: v.pipe(v.optional(v.string(), ''), v.regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})?$/, 'End is invalid')),
    active: v.pipe(
      v.optional(v.string(), ''),
      v.transform((s) => s === 'on'),
    ),
  }),
  v.forward(
    v.check(
      (c) => (c.type === 'percent' ? /^\d{1,3}$/.test(c.value) : majorToMinor(c.value) !== undefined),
      (issue) =>
        (issue.input as { type: string }).type === 'percent'
          ? COUPON_MESSAGES.percent
          : 'The amount off is not an amount',
    ),
    ['value'],
  ),
  v.transform((c) => ({
    ...c,
    value: c.type === 'percent' ? Number(c.value) : (majorToMinor(c.value) ?? 0),
  })),
  valueChecked(),
  endsChecked(),
);

/* Announcements: the store's display messages. */

export const ANNOUNCEMENT_STATUSES = ['showing', 'scheduled', 'ended', 'off'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];
export const ANNOUNCEMENT_STATUS_LABELS: Record<AnnouncementStatus, string> = {
  showing: 'Showing now',
  scheduled: 'Scheduled',
  ended: 'Ended',
  off: 'Off',
};
export const ANNOUNCEMENT_MAX = 280;

export function announcementStatus(
  a: { active: boolean; show_from: string; show_until: string | null },
  now: Date,
): AnnouncementStatus {
  if (!a.active) return 'off';
  if (a.show_until !== null && new Date(a.show_until).getTime() <= now.getTime()) return 'ended';
  if (new Date(a.show_from).getTime() > now.getTime()) return 'scheduled';
  return 'showing';
}

export const ANNOUNCEMENT_MESSAGES = {
  notFound: 'Announcement not found',
  untilAfter: 'Show until must be after show from',
} as const;

const messageText = v.pipe(
  v.string('Message is required'),
  v.trim(),
  v.minLength(1, 'Message is required'),
  v.maxLength(ANNOUNCEMENT_MAX, `Message must be at most ${ANNOUNCEMENT_MAX} characters`),
);
const linkText = v.pipe(
  v.string('Link is invalid'),
  v.trim(),
  v.maxLength(500, 'Link must be at most 500 characters'),
  v.check((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s), 'Link must be a web address (https://…)'),
);

/** POST v2/inventory/displaymessages and PUT v2/inventory/displaymessages/:id. */
export const AnnouncementRequest = v.pipe(
  v.object({
    message: messageText,
    link: v.optional(linkText, ''),
    show_from: isoInstant('Show from'),
    show_until: v.optional(v.nullable(isoInstant('Show until')), null),
    active: v.optional(v.boolean('Active is invalid'), true),
  }),
  v.forward(
    v.check((a) => after(a.show_from, a.show_until), ANNOUNCEMENT_MESSAGES.untilAfter),
    ['show_until'],
  ),
);
export type AnnouncementRequest = v.InferInput<typeof AnnouncementRequest>;

export const Announcement = v.object({
  id: v.number(),
  message: v.string(),
  link: v.string(),
  show_from: v.string(),
  show_until: v.nullable(v.string()),
  active: v.boolean(),
  status: v.picklist(ANNOUNCEMENT_STATUSES),
  date_created: v.string(),
});
export type Announcement = v.InferOutput<typeof Announcement>;
/** GET v2/inventory/displaymessages{query}: data.messages (spec 2 §7). */
export const AnnouncementsList = v.object({ messages: v.array(Announcement), page_info: PageInfo });

export const AnnouncementForm = v.pipe(
  v.object({
    message: v.pipe(v.optional(v.string(), ''), messageText),
    link: v.optional(linkText, ''),
    show_from: v.pipe(
      v.string('Show from is required'),
      v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Show from is invalid'),
    ),
    show_until: v.pipe(
      v.optional(v.string(), ''),
      v.regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})?$/, 'Show until is invalid'),
    ),
    active: v.pipe(
      v.optional(v.string(), ''),
      v.transform((s) => s === 'on'),
    ),
  }),
  v.forward(
    v.check((a) => after(a.show_from, a.show_until), ANNOUNCEMENT_MESSAGES.untilAfter),
    ['show_until'],
  ),
);

export const storePromotionEndpoints = {
  coupons: {
    method: 'GET',
    path: 'v2/inventory/coupons',
    host: 'main',
    auth: 'account',
    query: listQuery,
    response: CouponsList,
  },
  /** One coupon by id, deleted ones too (their history stays), with its uses. */
  coupon: { method: 'GET', path: 'v2/inventory/coupons/:id', host: 'main', auth: 'account', response: CouponDetail },
  createCoupon: {
    method: 'POST',
    path: 'v2/inventory/coupons',
    host: 'main',
    auth: 'account',
    body: CouponRequest,
    response: Coupon,
  },
  updateCoupon: {
    method: 'PUT',
    path: 'v2/inventory/coupons/:id',
    host: 'main',
    auth: 'account',
    body: CouponRequest,
    response: Coupon,
  },
  /**
   * Spec 2 §7 (GET v2/inventory/coupon-code/{code}): a live coupon by its code, as a list of one
   * (data[0]); 404 when none has it. The segment is the code, named :id like the delete's on the same path.
   */
  couponByCode: {
    method: 'GET',
    path: 'v2/inventory/coupon-code/:id',
    host: 'main',
    auth: 'account',
    response: v.array(Coupon),
  },
  /** Spec 2 §7: deleted true. */
  deleteCoupon: {
    method: 'PUT',
    path: 'v2/inventory/coupon-code/:id',
    host: 'main',
    auth: 'account',
    body: CouponDeleteRequest,
    response: Coupon,
  },
  announcements: {
    method: 'GET',
    path: 'v2/inventory/displaymessages',
    host: 'main',
    auth: 'account',
    query: listQuery,
    response: AnnouncementsList,
  },
  announcement: {
    method: 'GET',
    path: 'v2/inventory/displaymessages/:id',
    host: 'main',
    auth: 'account',
    response: Announcement,
  },
  createAnnouncement: {
    method: 'POST',
    path: 'v2/inventory/displaymessages',
    host: 'main',
    auth: 'account',
    body: AnnouncementRequest,
    response: Announcement,
  },
  updateAnnouncement: {
    method: 'PUT',
    path: 'v2/inventory/displaymessages/:id',
    host: 'main',
    auth: 'account',
    body: AnnouncementRequest,
    response: Announcement,
  },
  deleteAnnouncement: {
    method: 'DELETE',
    path: 'v2/inventory/displaymessages/:id',
    host: 'main',
    auth: 'account',
    response: Empty,
  },
} as const satisfies Record<string, EndpointDef>;
