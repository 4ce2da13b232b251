/**
 * Money formatting (spec 1 §9: 2 decimals and comma thousands). Amounts are integer
 * minor units of their currency; no float arithmetic is done on them: the decimal
 * string is built from the integer, then its whole part is grouped in threes.
 *
 * The format is fixed by the spec, not by the reader's locale, so it is laid out here rather than
 * with Intl.NumberFormat: a page's first Intl formatter loads its locale data, 20-30 ms of a phone's
 * main thread inside the first render that shows an amount.
 */

/** '1234567' → '1,234,567' (digits only). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A count with comma thousands: 12500 → '12,500'. */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return '—';
  const whole = Math.trunc(count);
  return whole < 0 ? `-${groupThousands(String(-whole))}` : groupThousands(String(whole));
}

/** '123456' minor units → '1234.56' (exact, any size). */
export function minorToDecimalString(minor: number | bigint): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole.toString()}.${cents}`;
}

/** The amount alone: 123456 → '1,234.56'. */
export function formatAmount(minor: number): string {
  if (!Number.isFinite(minor)) return '—';
  const decimal = minorToDecimalString(Math.trunc(minor));
  const negative = decimal.startsWith('-');
  const [whole = '0', cents = '00'] = (negative ? decimal.slice(1) : decimal).split('.');
  return `${negative ? '-' : ''}${groupThousands(whole)}.${cents}`;
}

/** The amount with its currency code: (123456, 'NGN') → 'NGN 1,234.56'. */
export function formatMoney(minor: number, currency: string): string {
  const amount = formatAmount(minor);
  const code = currency.trim().toUpperCase();
  if (!code) return amount;
  return amount.startsWith('-') ? `-${code} ${amount.slice(1)}` : `${code} ${amount}`;
}

/**
 * '1,234.5' → 123450 minor units, without float maths; null when it is not an amount
 * with at most 2 decimals.
 */
export function parseAmountToMinor(input: string): number | null {
  const text = input.replace(/,/g, '').trim();
  const match = /^(\d{1,11})(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const cents = (match[2] ?? '').padEnd(2, '0');
  const minor = Number(whole) * 100 + Number(cents);
  return Number.isSafeInteger(minor) ? minor : null;
}
