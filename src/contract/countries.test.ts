import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { COUNTRY_CODES, isCountryCode } from './country-codes';

describe('supported countries', () => {
  it('has one code list, in step with the full records', () => {
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRIES.map((c) => c.code).sort());
    expect(isCountryCode('NG')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
  });
});
