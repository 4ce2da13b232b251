/**
 * Money formatting (spec 1 §9: 2 decimals and comma thousands). Amounts are integer
 * minor units of their currency; no float arithmetic is done on them: the decimal
 * string is built from the integer, then Intl.NumberFormat only lays it out.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string | null): Intl.NumberFormat {
  const key = currency ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
    });
    formatters.set(key, formatter);
  }
  return formatter;
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
  // Intl.NumberFormat formats exact decimal strings (no float rounding).
  return formatterFor(null).format(decimal as unknown as number);
}

/** The amount with its currency code: (123456, 'NGN') → 'NGN 1,234.56'. */
export function formatMoney(minor: number, currency: string): string {
  const amount = formatAmount(minor);
  const code = currency.trim().toUpperCase();
  if (!code) return amount;
  return amount.startsWith('-') ? `-${code} ${amount.slice(1)}` : `${code} ${amount}`;
}
