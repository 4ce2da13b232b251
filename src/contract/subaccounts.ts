import * as v from 'valibot';
import type { EndpointDef } from './endpoint-def';
import { pagedList, pagingQuery } from './paging';
import { SubaccountDetail } from './queries';

/*
 * Subaccounts as the merchant makes and changes them: the business they split payments with, its
 * settlement bank account (the holder's name resolved by the bank), the split and its contact. A
 * payment through a link that names a subaccount is split when it succeeds (the checkout writes the
 * split; see splitShares for the rule).
 */

export const SPLIT_TYPES = ['percentage', 'flat'] as const;
export type SplitType = (typeof SPLIT_TYPES)[number];
export const SPLIT_TYPE_LABELS: Record<SplitType, string> = { percentage: 'Percentage', flat: 'Flat amount' };
export const SUBACCOUNT_STATUSES = ['active', 'inactive'] as const;

export const SUBACCOUNT_MESSAGES = {
  created: 'Subaccount created',
  updated: 'Subaccount saved',
  deactivated: 'Subaccount deactivated',
  activated: 'Subaccount activated',
  notFound: 'Subaccount not found',
  inactive: 'This subaccount is deactivated: activate it before splitting payments with it',
  percentageRange: 'Split percentage must be more than 0 and less than 100',
  percentageDecimals: 'Split percentage can have at most 2 decimals',
  flatAmount: 'Flat amount must be greater than 0',
  flatCurrency: 'Choose the currency of the flat amount',
  duplicate: 'A subaccount with this bank account already exists',
  alreadyActive: 'This subaccount is already active',
  alreadyInactive: 'This subaccount is already deactivated',
} as const;

/** A flat share in another currency than the link's cannot be taken from its payments. */
export const flatCurrencyMismatch = (splitCurrency: string, linkCurrency: string) =>
  `This subaccount's flat share is in ${splitCurrency} and this link charges ${linkCurrency}: choose a ${splitCurrency} link or another subaccount`;

/** A flat share cannot move to a currency that links split with the subaccount do not charge in. */
export const flatCurrencyInUse = (links: number, currency: string) =>
  `${links} active payment link${links === 1 ? '' : 's'} split with this subaccount charge${links === 1 ? 's' : ''} in another currency than ${currency}: change ${links === 1 ? 'it' : 'them'} first, or keep a percentage split`;

/** 12.5 (per cent) ⇄ 1250 (hundredths of a per cent, as stored), without float drift. */
export const percentToBasisPoints = (percent: number): number => Math.round(percent * 100);
export const basisPointsToPercent = (basisPoints: number): number => basisPoints / 100;
const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9;

/**
 * How a successful payment splits. The provider's fee comes off first; the split is taken from what is
 * left (net). Percentage: the subaccount's share is net × rate rounded DOWN to the minor unit, so the
 * merchant keeps any fraction. Flat: the flat amount, at most the whole net. merchantShare +
 * subaccountShare = net always, so with the fee they add up to the amount charged.
 */
export function splitShares(
  net: number,
  split: { type: SplitType; value: number },
): { merchantShare: number; subaccountShare: number } {
  const base = Math.max(0, net);
  const share =
    split.type === 'percentage' ? Math.floor((base * split.value) / 10_000) : Math.min(Math.max(0, split.value), base);
  return { merchantShare: base - share, subaccountShare: share };
}

/** What a split reads as: "12.5 %" or the flat amount in major units with its currency. */
export function splitText(split: { split_type: string; split_value: number; split_currency: string | null }): string {
  if (split.split_type === 'percentage') return `${split.split_value} %`;
  return `${split.split_currency ?? ''} ${(split.split_value / 100).toFixed(2)}`.trim();
}

const text = (field: string, min: number, max: number) =>
  v.pipe(
    v.string(`${field} is required`),
    v.trim(),
    v.minLength(min, `${field} is required`),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  );

export const SubaccountRequest = v.pipe(
  v.object({
    business_name: text('Business name', 1, 100),
    /** The contact person at the subaccount's business (the spec's fullname). */
    fullname: text('Contact name', 1, 100),
    business_email: v.pipe(
      v.string('Email is required'),
      v.trim(),
      v.minLength(1, 'Email is required'),
      v.maxLength(160, 'Email must be at most 160 characters'),
      v.email('Email is invalid'),
    ),
    business_mobile: v.pipe(
      v.string('Phone number is invalid'),
      v.trim(),
      v.check((s) => s === '' || /^\+?\d{7,15}$/.test(s), 'Phone number must be 7 to 15 digits'),
    ),
    bank_code: v.pipe(
      v.string('Bank is required'),
      v.trim(),
      v.regex(/^[A-Za-z0-9]{2,12}$/, 'Bank name cannot be empty. Please select a bank.'),
    ),
    account_number: v.pipe(
      v.string('Account number is required'),
      v.trim(),
      v.regex(/^\+?[A-Za-z0-9]{1,35}$/, 'Account number is invalid'),
    ),
    /** The name account resolve showed: the server resolves again and refuses another name. */
    account_name: text('Account name', 1, 160),
    split_type: v.picklist(SPLIT_TYPES, 'Split type is invalid'),
    /** percentage: 0 < value < 100, at most 2 decimals; flat: minor units of split_currency. */
    split_value: v.pipe(v.number('Split value is invalid'), v.finite('Split value is invalid')),
    split_currency: v.nullable(v.pipe(v.string('Currency is invalid'), v.regex(/^[A-Z]{3}$/, 'Currency is invalid'))),
  }),
  v.forward(
    v.check((input) => {
      if (input.split_type !== 'percentage') return true;
      return input.split_value > 0 && input.split_value < 100;
    }, SUBACCOUNT_MESSAGES.percentageRange),
    ['split_value'],
  ),
  v.forward(
    v.check(
      (input) => input.split_type !== 'percentage' || hasAtMostTwoDecimals(input.split_value),
      SUBACCOUNT_MESSAGES.percentageDecimals,
    ),
    ['split_value'],
  ),
  v.forward(
    v.check(
      (input) =>
        input.split_type !== 'flat' ||
        (Number.isInteger(input.split_value) && input.split_value > 0 && input.split_value <= 9_999_999_999_999),
      SUBACCOUNT_MESSAGES.flatAmount,
    ),
    ['split_value'],
  ),
  v.forward(
    v.check((input) => input.split_type !== 'flat' || input.split_currency !== null, SUBACCOUNT_MESSAGES.flatCurrency),
    ['split_currency'],
  ),
);
export type SubaccountRequest = v.InferInput<typeof SubaccountRequest>;

export const SubaccountStatusRequest = v.object({
  status: v.picklist(SUBACCOUNT_STATUSES, 'Status is invalid'),
});

/** A payment split with the subaccount: what was charged, the fee, and each side's share. */
export const SubaccountPayment = v.object({
  transaction_id: v.number(),
  reference: v.string(),
  customer_name: v.nullable(v.string()),
  currency: v.string(),
  amount: v.number(),
  fee: v.number(),
  merchant_share: v.number(),
  subaccount_share: v.number(),
  split_type: v.picklist(SPLIT_TYPES),
  /** As split_value of the subaccount: per cent for percentage, minor units for flat. */
  split_value: v.number(),
  status: v.string(),
  date_created: v.string(),
});
export type SubaccountPayment = v.InferOutput<typeof SubaccountPayment>;
export const SubaccountPaymentsList = pagedList('transactions', SubaccountPayment);

export const subaccountEndpoints = {
  createSubaccount: {
    method: 'POST',
    path: 'v2/subaccounts',
    host: 'main',
    auth: 'account',
    body: SubaccountRequest,
    response: SubaccountDetail,
    idempotent: true,
  },
  updateSubaccount: {
    method: 'PUT',
    path: 'v2/subaccounts/:id',
    host: 'main',
    auth: 'account',
    body: SubaccountRequest,
    response: SubaccountDetail,
    idempotent: true,
  },
  setSubaccountStatus: {
    method: 'PUT',
    path: 'v2/subaccounts/:id/status',
    host: 'main',
    auth: 'account',
    body: SubaccountStatusRequest,
    response: SubaccountDetail,
  },
  subaccountPayments: {
    method: 'GET',
    path: 'v2/subaccounts/:id/transactions',
    host: 'main',
    auth: 'account',
    query: v.object(pagingQuery),
    response: SubaccountPaymentsList,
  },
} as const satisfies Record<string, EndpointDef>;
