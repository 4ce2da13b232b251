import { TEST_REFERENCE_SUFFIX } from '../../../contract/transfers';

// Shared with the payments forms: it lives with the other money helpers.
export { parseAmountToMinor } from '../../lib/money';

const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 'TRF' + 12 random letters and digits, with the test suffix in test mode (spec 2 §5). */
export function makeTransferReference(testMode: boolean): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const body = Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('');
  return `TRF${body}${testMode ? TEST_REFERENCE_SUFFIX : ''}`;
}
