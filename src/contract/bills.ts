import * as v from 'valibot';
import { Bill } from './areas';
import { phoneChars, phoneIsValid } from './compliance-rules';
import { countryByCode } from './countries';
import type { EndpointDef } from './endpoint-def';
import { MinorAmount } from './transfers';

/*
 * Airtime & DSTV (spec 1 §2 Bills, §6 menu rule: only with bills access). A purchase is paid from the
 * business's balance in its own currency, once per idempotency key, with a receipt.
 */

// ── Messages ───────────────────────────────────────────────────────────────────
export const BILL_MESSAGES = {
  noAccess: 'Airtime & DSTV is not enabled for this business',
  notOffered: 'Airtime is not available in your country yet',
  dstvNotOffered: 'DSTV payments are available to businesses in Nigeria only',
  networkInvalid: 'Choose a network',
  phoneEmpty: 'Phone number is empty',
  amountEmpty: 'Amount is empty',
  smartcardInvalid: 'Smartcard number must be 10 digits',
  smartcardNotFound: 'We could not find a DSTV customer with this smartcard number',
  bouquetInvalid: 'Choose a bouquet',
  insufficientBalance: 'Your balance is not enough for this payment. Fund your balance and try again.',
  airtimeBought: 'Airtime sent',
  dstvPaid: 'DSTV subscription paid',
  notFound: 'Bill not found',
} as const;

// ── The spec-less constants a merchant expects (per country) ──────────────────
/** The mobile networks airtime can be bought on, per country. */
export const AIRTIME_NETWORKS: Readonly<Record<string, readonly string[]>> = {
  NG: ['MTN', 'Airtel', 'Glo', '9mobile'],
  GH: ['MTN', 'Telecel', 'AirtelTigo'],
  KE: ['Safaricom', 'Airtel', 'Telkom'],
  ZA: ['Vodacom', 'MTN', 'Cell C', 'Telkom'],
};

/** The smallest and largest airtime top-up, in major units of the country's currency. */
const AIRTIME_LIMITS_MAJOR: Readonly<Record<string, { min: number; max: number }>> = {
  NGN: { min: 50, max: 50_000 },
  GHS: { min: 1, max: 1_000 },
  KES: { min: 10, max: 10_000 },
  ZAR: { min: 5, max: 2_000 },
};

/** DSTV bouquets and their monthly prices in minor units of NGN. */
export const DSTV_BOUQUETS = [
  { code: 'padi', name: 'DStv Padi', price: 440_000 },
  { code: 'yanga', name: 'DStv Yanga', price: 600_000 },
  { code: 'confam', name: 'DStv Confam', price: 1_100_000 },
  { code: 'compact', name: 'DStv Compact', price: 1_900_000 },
  { code: 'compact-plus', name: 'DStv Compact Plus', price: 3_000_000 },
  { code: 'premium', name: 'DStv Premium', price: 4_450_000 },
] as const;
export type DstvBouquetCode = (typeof DSTV_BOUQUETS)[number]['code'];
export const DSTV_BOUQUET_CODES = DSTV_BOUQUETS.map((b) => b.code) as [DstvBouquetCode, ...DstvBouquetCode[]];
export const DSTV_COUNTRY = 'NG';
export const DSTV_CURRENCY = 'NGN';
export const bouquetOf = (code: string) => DSTV_BOUQUETS.find((b) => b.code === code);

export interface AirtimeOptions {
  country: string;
  currency: string;
  dialCode: string;
  networks: readonly string[];
  /** Minor units. */
  min: number;
  max: number;
}

/** What airtime a business in `country` can buy; null where it is not offered. */
export function airtimeOptionsOf(country: string): AirtimeOptions | null {
  const place = countryByCode(country);
  const networks = AIRTIME_NETWORKS[country];
  const limits = place ? AIRTIME_LIMITS_MAJOR[place.currency] : undefined;
  if (!place || !networks || !limits) return null;
  return {
    country,
    currency: place.currency,
    dialCode: place.phone,
    networks,
    min: limits.min * 100,
    max: limits.max * 100,
  };
}

/**
 * A phone number as typed (spaces, dashes, a local leading 0) in international form for the country:
 * 0803 123 4567 in Nigeria is +2348031234567.
 */
export function normalisePhone(phone: string, dialCode: string): string {
  const chars = phoneChars(phone.trim());
  if (chars.startsWith('+')) return chars;
  if (chars.startsWith('00')) return `+${chars.slice(2)}`;
  if (chars.startsWith('0')) return `${dialCode}${chars.slice(1)}`;
  if (chars.startsWith(dialCode.slice(1))) return `+${chars}`;
  return `${dialCode}${chars}`;
}

const majorText = (minor: number) => (minor / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The airtime request's problems against the country's rules, by field (empty when it may be bought). */
export function airtimeProblems(
  options: AirtimeOptions,
  body: { network: string; phone: string; amount: number | null },
): Partial<Record<'network' | 'phone' | 'amount', string>> {
  const problems: Partial<Record<'network' | 'phone' | 'amount', string>> = {};
  if (!options.networks.includes(body.network)) problems.network = BILL_MESSAGES.networkInvalid;
  const country = countryByCode(options.country)?.fullname ?? options.country;
  if (body.phone.trim() === '') problems.phone = BILL_MESSAGES.phoneEmpty;
  else if (!phoneIsValid(options.country, normalisePhone(body.phone, options.dialCode), options.dialCode)) {
    problems.phone = `Enter a valid ${country} phone number, like ${options.dialCode}8031234567`;
  }
  if (body.amount === null || body.amount <= 0) problems.amount = BILL_MESSAGES.amountEmpty;
  else if (body.amount < options.min) {
    problems.amount = `The minimum amount is ${options.currency} ${majorText(options.min)}`;
  } else if (body.amount > options.max) {
    problems.amount = `The maximum amount is ${options.currency} ${majorText(options.max)}`;
  }
  return problems;
}

/**
 * The sandbox's DSTV customer directory: every 10-digit smartcard belongs to a customer whose name is
 * derived from its digits, except those ending in 0000, which are unknown (to try the refusal).
 */
const FIRST_NAMES = ['Chinedu', 'Aisha', 'Tunde', 'Ngozi', 'Emeka', 'Funmi', 'Ibrahim', 'Kemi', 'Segun', 'Zainab'];
const LAST_NAMES = ['Okafor', 'Bello', 'Adeyemi', 'Eze', 'Balogun', 'Okoro', 'Musa', 'Nwosu', 'Lawal', 'Ogunleye'];
export function sandboxSmartcardOwner(smartcard: string): string | null {
  if (!/^\d{10}$/.test(smartcard) || smartcard.endsWith('0000')) return null;
  const digits = [...smartcard].map(Number);
  const sum = digits.reduce((a, b) => a + b, 0);
  return `${FIRST_NAMES[(digits[9]! + sum) % 10]} ${LAST_NAMES[(digits[8]! * 7 + sum) % 10]}`;
}

// ── Shapes ─────────────────────────────────────────────────────────────────────
const Smartcard = v.pipe(
  v.string(BILL_MESSAGES.smartcardInvalid),
  v.trim(),
  v.regex(/^\d{10}$/, BILL_MESSAGES.smartcardInvalid),
);

/** POST v2/bills/airtime: the network, the phone number (checked against the country inside) and the amount. */
export const BuyAirtimeRequest = v.object({
  network: v.pipe(
    v.string(BILL_MESSAGES.networkInvalid),
    v.minLength(1, BILL_MESSAGES.networkInvalid),
    v.maxLength(32, BILL_MESSAGES.networkInvalid),
  ),
  phone: v.pipe(
    v.string(BILL_MESSAGES.phoneEmpty),
    v.minLength(1, BILL_MESSAGES.phoneEmpty),
    v.maxLength(24, 'Phone number is invalid'),
  ),
  amount: MinorAmount,
});
export type BuyAirtimeRequest = v.InferOutput<typeof BuyAirtimeRequest>;

/** POST v2/bills/dstv: the smartcard (resolved again inside) and the bouquet, priced by the server. */
export const PayDstvRequest = v.object({
  smartcard: Smartcard,
  bouquet: v.picklist(DSTV_BOUQUET_CODES, BILL_MESSAGES.bouquetInvalid),
});
export type PayDstvRequest = v.InferOutput<typeof PayDstvRequest>;

export const SmartcardQuery = v.object({ smartcard: Smartcard });
export const SmartcardCustomer = v.object({ smartcard: v.string(), customer_name: v.string() });

/** A bill's receipt: the list's fields and whom it paid. */
export const BillReceipt = v.object({
  ...Bill.entries,
  /** Airtime: the network. */
  network: v.nullable(v.string()),
  /** DSTV: the smartcard's customer. */
  recipient_name: v.nullable(v.string()),
  /** DSTV: the bouquet's name. */
  bouquet: v.nullable(v.string()),
});
export type BillReceipt = v.InferOutput<typeof BillReceipt>;

/** GET v2/bills/options: what this business can buy, or null where it is not offered. */
export const BillOptions = v.object({
  airtime: v.nullable(
    v.object({
      country: v.string(),
      currency: v.string(),
      dialCode: v.string(),
      networks: v.array(v.string()),
      min: v.number(),
      max: v.number(),
    }),
  ),
  dstv: v.nullable(
    v.object({
      currency: v.string(),
      bouquets: v.array(v.object({ code: v.picklist(DSTV_BOUQUET_CODES), name: v.string(), price: v.number() })),
    }),
  ),
});
export type BillOptions = v.InferOutput<typeof BillOptions>;

export const billEndpoints = {
  billOptions: { method: 'GET', path: 'v2/bills/options', host: 'main', auth: 'account', response: BillOptions },
  dstvCustomer: {
    method: 'GET',
    path: 'v2/bills/dstv/customer',
    host: 'main',
    auth: 'account',
    query: SmartcardQuery,
    response: SmartcardCustomer,
  },
  buyAirtime: {
    method: 'POST',
    path: 'v2/bills/airtime',
    host: 'main',
    auth: 'account',
    body: BuyAirtimeRequest,
    response: BillReceipt,
    idempotent: true,
  },
  payDstv: {
    method: 'POST',
    path: 'v2/bills/dstv',
    host: 'main',
    auth: 'account',
    body: PayDstvRequest,
    response: BillReceipt,
    idempotent: true,
  },
  bill: {
    method: 'GET',
    path: 'v2/bills/:id',
    host: 'main',
    auth: 'account',
    response: BillReceipt,
  },
} as const satisfies Record<string, EndpointDef>;
