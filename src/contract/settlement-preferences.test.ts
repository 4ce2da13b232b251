import { describe, expect, it } from 'vitest';
import { acceptedSettlement, SETTLEMENT_PREFERENCE_MESSAGES, settlementRefusal } from './settlement-preferences';

const prefs = (entries: Record<string, string>) =>
  Object.entries(entries).map(([setting_name, preference_value]) => ({ setting_name, preference_value }));

describe('accepted settlement banks and countries (spec 2 §6)', () => {
  it('restricts nothing beyond the own country when neither list is set', () => {
    expect(acceptedSettlement([], 'NG', null)).toEqual({ countries: ['NG'], banks: null });
    expect(acceptedSettlement(prefs({ accepted_settlement_banks: ' ' }), 'NG', [])).toEqual({
      countries: ['NG'],
      banks: null,
    });
  });

  it('lists the accepted countries with the own one first, and intersects the two bank lists', () => {
    const accepted = acceptedSettlement(
      prefs({ accepted_settlement_countries: 'gh, NG,GH', accepted_settlement_banks: '058, 057,044' }),
      'NG',
      ['044', '058', '011'],
    );
    expect(accepted).toEqual({ countries: ['NG', 'GH'], banks: ['058', '044'] });
    expect(acceptedSettlement([], 'NG', ['011']).banks).toEqual(['011']);
  });

  it('refuses a bank of a country or a code not accepted', () => {
    const accepted = { countries: ['NG'], banks: ['058'] };
    expect(settlementRefusal(accepted, { code: '058', country: 'NG' })).toBeNull();
    expect(settlementRefusal(accepted, { code: '044', country: 'NG' })).toBe(SETTLEMENT_PREFERENCE_MESSAGES.bank);
    expect(settlementRefusal(accepted, { code: 'GH280100', country: 'GH' })).toBe(
      SETTLEMENT_PREFERENCE_MESSAGES.country,
    );
  });
});
