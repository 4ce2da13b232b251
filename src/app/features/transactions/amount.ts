/**
 * Amounts typed in major units ('1,234.5') to integer minor units (123450), without float
 * maths; null when the text is not an amount with at most two decimals.
 */
export function parseMajorToMinor(text: string): number | null {
  const clean = text.replace(/,/g, '').trim();
  const match = /^(\d{1,13})(?:\.(\d{0,2}))?$/.exec(clean);
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + cents;
}

export type RefundCheck = { ok: true; amount: number } | { ok: false; message: string };

/** The refund dialog's rule: more than zero and no more than what is left on the payment. */
export function checkRefundAmount(text: string, refundable: number): RefundCheck {
  if (!text.trim()) return { ok: false, message: 'Amount is empty' };
  const amount = parseMajorToMinor(text);
  if (amount === null) return { ok: false, message: 'Amount is invalid' };
  if (amount <= 0) return { ok: false, message: 'Amount must be more than zero' };
  if (amount > refundable) return { ok: false, message: 'Amount is more than what is left to refund on this payment' };
  return { ok: true, amount };
}
