import { describe, expect, it } from 'vitest';
import { TransferReference } from '../../../contract/transfers';
import * as v from 'valibot';
import { makeTransferReference, parseAmountToMinor } from './amount';

describe('parseAmountToMinor', () => {
  it('reads amounts with commas and up to 2 decimals as minor units', () => {
    expect(parseAmountToMinor('1,234.5')).toBe(123450);
    expect(parseAmountToMinor('0.07')).toBe(7);
    expect(parseAmountToMinor('15000')).toBe(1500000);
  });
  it('refuses what is not an amount', () => {
    expect(parseAmountToMinor('1.234')).toBeNull();
    expect(parseAmountToMinor('-5')).toBeNull();
    expect(parseAmountToMinor('abc')).toBeNull();
    expect(parseAmountToMinor('')).toBeNull();
  });
});

describe('makeTransferReference', () => {
  it('starts with TRF and carries the test suffix only in test mode', () => {
    const live = makeTransferReference(false);
    const test = makeTransferReference(true);
    expect(live).toMatch(/^TRF[A-Z0-9]{12}$/);
    expect(test).toMatch(/^TRF[A-Z0-9]{12}_PMCKDU_1$/);
    expect(v.is(TransferReference, live) && v.is(TransferReference, test)).toBe(true);
  });
});
