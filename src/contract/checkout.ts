import * as v from 'valibot';

/**
 * The sandbox checkout customers pay on (payment links, donations, invoices, plans). No card network
 * is reachable, so these test cards decide the outcome, as a provider's test mode does. Any other
 * valid card number is charged successfully.
 */
export const TEST_CARDS = {
  success: '5531886652142950',
  /** Asks for a one-time code, sent to the customer's email (the sandbox outbox). */
  challenge: '4187427415564246',
  declined: '5258585922666506',
  insufficientFunds: '5399838383838381',
  /** Pays the first charge; every renewal of a subscription on it is declined. */
  renewalDeclines: '4100000000000001',
} as const;

export const CHECKOUT_MESSAGES = {
  declined: 'Your bank declined this card. Try another card or pay by bank transfer.',
  insufficientFunds: 'This card has insufficient funds. Try another card or pay by bank transfer.',
  wrongCode: 'That code is not right. Check the latest code in your email.',
  tooManyCodes: 'Too many wrong codes. Start the payment again.',
  limitReached: 'This payment link has reached its payment limit.',
  alreadyPaid: 'This payment is already complete.',
  renewalDeclined: 'Your card was declined for this renewal.',
} as const;

/** Wrong one-time codes allowed on one challenge before the attempt fails. */
export const CHALLENGE_ATTEMPTS = 3;

/** Currencies where the sandbox offers mobile money, as the provider does in those markets. */
export const MOBILE_MONEY_CURRENCIES = ['GHS', 'KES', 'UGX', 'RWF', 'ZMW', 'XAF', 'XOF', 'TZS'] as const;

/**
 * The provider's fee on a payment, in minor units: 1.4 % capped at 2,000.00 for NGN (local cards),
 * 3.8 % for every other currency. Integer maths, rounded half up to the minor unit.
 */
export function checkoutFee(amount: number, currency: string): number {
  if (currency === 'NGN') return Math.min(Math.floor((amount * 14 + 500) / 1000), 200_000);
  return Math.floor((amount * 38 + 500) / 1000);
}

/**
 * What the customer is charged and what the merchant keeps. bearsfee 1: the merchant bears the fee
 * (the customer pays the price); 0: the customer pays the fee on top of the price.
 */
export function chargeAmounts(price: number, currency: string, bearsfee: number) {
  const fee = checkoutFee(price, currency);
  const charged = bearsfee === 0 ? price + fee : price;
  return { charged, fee, net: charged - fee };
}

/** Interval lengths of plans, for the next charge date. */
export const PLAN_INTERVALS = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/** The next charge after `from`, one interval later (calendar months for monthly and longer). */
export function nextChargeDate(from: Date, interval: string): Date {
  const next = new Date(from.getTime());
  switch (interval) {
    case 'daily':
      next.setUTCDate(next.getUTCDate() + 1);
      break;
    case 'weekly':
      next.setUTCDate(next.getUTCDate() + 7);
      break;
    case 'quarterly':
      next.setUTCMonth(next.getUTCMonth() + 3);
      break;
    case 'yearly':
    case 'annually':
      next.setUTCFullYear(next.getUTCFullYear() + 1);
      break;
    default:
      next.setUTCMonth(next.getUTCMonth() + 1);
  }
  return next;
}

const trimmed = (label: string, max: number) =>
  v.pipe(v.string(`${label} is required`), v.trim(), v.maxLength(max, `${label} is too long`));

/** The customer's details on a public page (before the payment method). */
export const CustomerDetails = v.object({
  name: v.pipe(trimmed('Full name', 120), v.minLength(2, 'Enter your full name')),
  email: v.pipe(trimmed('Email', 254), v.email('Enter a valid email address')),
  phone: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20, 'Phone number is too long'))),
});

/** An amount typed by the customer, in major units with at most two decimals ("1,500.50"). */
export function parseMajorAmount(text: string): number | null {
  const clean = text.replace(/[,\s]/g, '');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, frac = ''] = clean.split('.');
  const minor = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

export const CardDetails = v.object({
  number: trimmed('Card number', 40),
  expiry: trimmed('Expiry', 10),
  cvv: trimmed('CVV', 6),
  attempt: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'The payment form is out of date: reload it')),
});

export const ChallengeCode = v.object({
  code: v.pipe(v.string('Enter the code'), v.trim(), v.regex(/^\d{6}$/, 'The code has 6 digits')),
});

export type CardOutcome = 'success' | 'challenge' | 'declined' | 'insufficientFunds';

/** What the sandbox issuer answers for a card number (digits only). */
export function cardOutcome(digits: string, renewal = false): CardOutcome {
  if (digits === TEST_CARDS.challenge) return renewal ? 'success' : 'challenge';
  if (digits === TEST_CARDS.declined) return 'declined';
  if (digits === TEST_CARDS.insufficientFunds) return 'insufficientFunds';
  if (digits === TEST_CARDS.renewalDeclines && renewal) return 'declined';
  return 'success';
}

/** The card's scheme from its first digits, as receipts and the transaction detail show it. */
export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^(506|507|650)/.test(digits)) return 'VERVE';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'CARD';
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Checks a card's number, expiry and CVV; the message says what is wrong. */
export function cardProblem(card: { number: string; expiry: string; cvv: string }, now = new Date()): string | null {
  const digits = card.number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return 'Card number is invalid';
  const match = card.expiry.trim().match(/^(\d{2})\s*\/\s*(\d{2})$/);
  if (!match) return 'Expiry must look like MM/YY';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'Expiry month is invalid';
  if (new Date(Date.UTC(year, month, 1)).getTime() <= now.getTime()) return 'This card has expired';
  if (!/^\d{3,4}$/.test(card.cvv.trim())) return 'CVV is invalid';
  return null;
}

/** Tickets one customer may buy in one order. */
export const MAX_TICKETS_PER_ORDER = 20;

/** Why an event sells no tickets now (cancelled, over, sold out), or null. */
export function eventClosed(
  event: { status: string; startsAt: Date },
  types: readonly { quantity: number; sold: number }[],
  now = new Date(),
): string | null {
  if (event.status === 'cancelled') return 'This event has been cancelled.';
  if (event.status === 'ended' || event.startsAt.getTime() <= now.getTime())
    return 'This event has already taken place.';
  if (types.length === 0 || types.every((t) => t.sold >= t.quantity)) return 'Sold out: every ticket has been sold.';
  return null;
}
