import { describe, expect, it } from 'vitest';
import { countdownOf } from './chargeback-detail';

describe('countdownOf', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('counts whole days left, rounded up', () => {
    expect(countdownOf('2026-03-13T12:00:00Z', now)).toBe('Respond within 3 days');
    expect(countdownOf('2026-03-12T13:00:00Z', now)).toBe('Respond within 3 days');
    expect(countdownOf('2026-03-10T18:00:00Z', now)).toBe('Respond within 1 day');
  });
  it('says when the due date has passed', () => {
    expect(countdownOf('2026-03-10T12:00:00Z', now)).toBe('The due date has passed');
    expect(countdownOf('2026-03-01T00:00:00Z', now)).toBe('The due date has passed');
  });
});
