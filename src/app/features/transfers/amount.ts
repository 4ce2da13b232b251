import { TEST_REFERENCE_SUFFIX } from '../../../contract/transfers';

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

const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 'TRF' + 12 random letters and digits, with the test suffix in test mode (spec 2 §5). */
export function makeTransferReference(testMode: boolean): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const body = Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('');
  return `TRF${body}${testMode ? TEST_REFERENCE_SUFFIX : ''}`;
}
