import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatMoney, minorToDecimalString } from './money';

describe('money', () => {
  it('formats integer minor units with 2 decimals and comma thousands', () => {
    expect(formatAmount(123456)).toBe('1,234.56');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(100_000_000_00)).toBe('100,000,000.00');
    expect(formatAmount(-250)).toBe('-2.50');
    expect(formatAmount(-123456789)).toBe('-1,234,567.89');
    expect(formatAmount(9_007_199_254_740_991)).toBe('90,071,992,547,409.91');
    expect(formatAmount(99999)).toBe('999.99');
    expect(formatAmount(100000)).toBe('1,000.00');
  });

  it('formats counts with comma thousands, as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12500, 1234567, -4321, 5000.9]) {
      expect(formatCount(n)).toBe(Math.trunc(n).toLocaleString('en-US'));
    }
    expect(formatCount(Number.NaN)).toBe('—');
  });

  it('puts the currency code before the amount', () => {
    expect(formatMoney(4612950035, 'NGN')).toBe('NGN 46,129,500.35');
    expect(formatMoney(-1999, 'usd')).toBe('-USD 19.99');
  });

  it('builds the decimal string without float arithmetic', () => {
    expect(minorToDecimalString(9_007_199_254_740_991)).toBe('90071992547409.91');
    expect(minorToDecimalString(-1)).toBe('-0.01');
    // 0.1 + 0.2 style errors never appear: 30 minor units are exactly 0.30.
    expect(formatAmount(10 + 20)).toBe('0.30');
  });
});
