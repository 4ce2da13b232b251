import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyAxisLabel } from './series';

// What the axis showed before it was laid out by hand (Intl loads locale data on a page's first use).
const intl = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

describe('moneyAxisLabel', () => {
  it('writes amounts in minor units the short way', () => {
    expect(moneyAxisLabel(0)).toBe('0');
    expect(moneyAxisLabel(95_000)).toBe('950');
    expect(moneyAxisLabel(150_000_000)).toBe('1.5M');
    expect(moneyAxisLabel(1_234_500)).toBe('12.3K');
    expect(moneyAxisLabel(99_996_000)).toBe('1M');
    expect(moneyAxisLabel(250_000_000_000)).toBe('2.5B');
    expect(moneyAxisLabel(-150_000_000)).toBe('-1.5M');
  });

  it("says what Intl's compact notation says, for any amount", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e6, max: 1e6 }),
          fc.integer({ min: -1e15, max: 1e15 }),
          fc.constantFrom(99_950, 99_994_999, 99_995_000, 99_999_999_900),
        ),
        (minor) => {
          expect(moneyAxisLabel(minor)).toBe(intl.format(minor / 100));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
