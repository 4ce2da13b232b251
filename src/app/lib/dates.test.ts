import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('dates', () => {
  it('shows day-ordinal month year', () => {
    expect(formatDate('2026-11-22T10:00:00')).toBe('22nd Nov 2026');
    expect(formatDate('2026-11-01T10:00:00')).toBe('1st Nov 2026');
    expect(formatDate('2026-11-03T10:00:00')).toBe('3rd Nov 2026');
    expect(formatDate('2026-11-11T10:00:00')).toBe('11th Nov 2026');
    expect(formatDate('2026-11-12T10:00:00')).toBe('12th Nov 2026');
    expect(formatDate('2026-11-13T10:00:00')).toBe('13th Nov 2026');
    expect(formatDate('2026-12-31T10:00:00')).toBe('31st Dec 2026');
  });

  it('adds the time of day, and shows a dash for missing or bad dates', () => {
    expect(formatDateTime('2026-11-22T14:05:00')).toBe('22nd Nov 2026, 14:05');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});
