import { describe, expect, it } from 'vitest';
import { checkRefundAmount, parseMajorToMinor } from './amount';

describe('parseMajorToMinor', () => {
  it('reads major units with commas and up to two decimals, exactly', () => {
    expect(parseMajorToMinor('1,234.5')).toBe(123450);
    expect(parseMajorToMinor('0.07')).toBe(7);
    expect(parseMajorToMinor('12')).toBe(1200);
    expect(parseMajorToMinor('19.99')).toBe(1999);
    expect(parseMajorToMinor(' 1000.10 ')).toBe(100010);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '1.2.3']) expect(parseMajorToMinor(bad)).toBeNull();
  });
});

describe('checkRefundAmount', () => {
  it('keeps a refund above zero and within what is left', () => {
    expect(checkRefundAmount('', 5000)).toEqual({ ok: false, message: 'Amount is empty' });
    expect(checkRefundAmount('x', 5000)).toEqual({ ok: false, message: 'Amount is invalid' });
    expect(checkRefundAmount('0', 5000)).toEqual({ ok: false, message: 'Amount must be more than zero' });
    expect(checkRefundAmount('50.01', 5000)).toEqual({
      ok: false,
      message: 'Amount is more than what is left to refund on this payment',
    });
    expect(checkRefundAmount('50', 5000)).toEqual({ ok: true, amount: 5000 });
  });
});
