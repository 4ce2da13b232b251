import { describe, expect, it } from 'vitest';
import { airtimeOptionsOf, airtimeProblems, normalisePhone, sandboxSmartcardOwner } from './bills';
import { accountIdOfReferralCode, referralCodeOf } from './referral-code';

describe('airtime rules', () => {
  const ng = airtimeOptionsOf('NG')!;

  it("writes a number as typed in the country's international form", () => {
    expect(normalisePhone('0803 123 4567', '+234')).toBe('+2348031234567');
    expect(normalisePhone('2348031234567', '+234')).toBe('+2348031234567');
    expect(normalisePhone('00234-803-123-4567', '+234')).toBe('+2348031234567');
    expect(normalisePhone('8031234567', '+234')).toBe('+2348031234567');
  });

  it('names each problem by field, and none for a valid purchase', () => {
    expect(airtimeProblems(ng, { network: 'MTN', phone: '08031234567', amount: 5_000 })).toEqual({});
    expect(airtimeProblems(ng, { network: 'Safaricom', phone: '', amount: null })).toEqual({
      network: 'Choose a network',
      phone: 'Phone number is empty',
      amount: 'Amount is empty',
    });
    expect(airtimeProblems(ng, { network: 'MTN', phone: '+254712345678', amount: 5_000_001 })).toEqual({
      phone: 'Enter a valid Nigeria phone number, like +2348031234567',
      amount: 'The maximum amount is NGN 50,000',
    });
  });

  it('offers airtime only where networks and limits are known', () => {
    expect(airtimeOptionsOf('KE')).toMatchObject({ currency: 'KES', dialCode: '+254' });
    expect(airtimeOptionsOf('US')).toBeNull();
  });
});

describe('the sandbox smartcard resolver', () => {
  it('names a 10-digit smartcard the same way every time; ones ending 0000 are unknown', () => {
    const name = sandboxSmartcardOwner('7012345678');
    expect(name).toMatch(/^\p{L}+ \p{L}+$/u);
    expect(sandboxSmartcardOwner('7012345678')).toBe(name);
    expect(sandboxSmartcardOwner('7012340000')).toBeNull();
    expect(sandboxSmartcardOwner('70123')).toBeNull();
  });
});

describe('referral codes', () => {
  it('name their account and back, in any case', () => {
    for (const id of [1, 1001, 2_147_483_647]) {
      expect(accountIdOfReferralCode(referralCodeOf(id))).toBe(id);
      expect(accountIdOfReferralCode(referralCodeOf(id).toLowerCase())).toBe(id);
    }
    expect(accountIdOfReferralCode('NOT-A-CODE')).toBeNull();
    expect(accountIdOfReferralCode('REFZZZZZZZ')).toBeNull();
  });
});
