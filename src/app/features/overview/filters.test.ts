import { describe, expect, it } from 'vitest';
import { chooseCurrency, currencyOptions, parseOverviewSearch, resolveRange } from './filters';
import { fillSeries } from './series';

const now = new Date(2026, 10, 23, 15, 42, 10); // 23 Nov 2026, 15:42 local

describe('overview date presets (spec 1 §2, §9)', () => {
  it('gives each preset its exact start and end time', () => {
    expect(resolveRange({ range: 'today' }, now)).toMatchObject({
      preset: 'today',
      from: '2026-11-23 00:00:00',
      to: '2026-11-23 23:59:59',
      hourly: true,
    });
    expect(resolveRange({ range: '7d' }, now)).toMatchObject({
      from: '2026-11-16 00:00:00',
      to: '2026-11-23 23:59:59',
      hourly: false,
    });
    expect(resolveRange({ range: '30d' }, now)).toMatchObject({
      from: '2026-10-24 00:00:00',
      to: '2026-11-23 23:59:59',
    });
    expect(resolveRange({ range: '1y' }, now)).toMatchObject({
      from: '2025-11-23 00:00:00',
      to: '2026-11-23 23:59:59',
    });
  });

  it('defaults to Last 7 days', () => {
    expect(resolveRange({}, now)).toMatchObject({ preset: '7d', start: '2026-11-16', end: '2026-11-23' });
  });

  it('covers whole days of a custom range, one day hourly, and never runs past today', () => {
    expect(resolveRange({ range: 'custom', from: '2026-02-01', to: '2026-02-28' }, now)).toMatchObject({
      preset: 'custom',
      from: '2026-02-01 00:00:00',
      to: '2026-02-28 23:59:59',
      hourly: false,
    });
    expect(resolveRange({ range: 'custom', from: '2026-11-22', to: '2026-11-22' }, now)).toMatchObject({
      from: '2026-11-22 00:00:00',
      to: '2026-11-22 23:59:59',
      hourly: true,
    });
    expect(resolveRange({ range: 'custom', from: '2026-11-20', to: '2027-01-10' }, now)).toMatchObject({
      to: '2026-11-23 23:59:59',
      end: '2026-11-23',
    });
  });

  it('drops unreadable search values instead of failing', () => {
    expect(parseOverviewSearch({ range: 'forever', from: '23/11/2026', currency: 'ngn', to: '2026-11-01' })).toEqual({
      to: '2026-11-01',
    });
    expect(parseOverviewSearch({ range: '30d', currency: 'USD' })).toEqual({ range: '30d', currency: 'USD' });
  });
});

describe('currency selector', () => {
  it('defaults to the merchant country currency and takes a wallet currency when asked', () => {
    expect(chooseCurrency(undefined, ['NGN', 'USD'], 'NGN')).toBe('NGN');
    expect(chooseCurrency('USD', ['NGN', 'USD'], 'NGN')).toBe('USD');
    expect(chooseCurrency('GBP', ['NGN', 'USD'], 'NGN')).toBe('NGN');
    expect(chooseCurrency(undefined, [], 'KES')).toBe('KES');
  });

  it('lists the wallet currencies in the spec order with the default among them', () => {
    expect(currencyOptions(['USD', 'NGN'], 'NGN')).toEqual(['NGN', 'USD']);
    expect(currencyOptions(['USD'], 'GHS')).toEqual(['USD', 'GHS']);
  });
});

describe('chart series', () => {
  it('has 24 hourly points for one day and a point per day otherwise, zero where nothing was paid', () => {
    const day = resolveRange({ range: 'today' }, now);
    const hourly = fillSeries(day, [{ day: '2026-11-23', hour: 9, value: 500 }]);
    expect(hourly).toHaveLength(24);
    expect(hourly[9]!.y).toBe(500);
    expect(hourly.filter((p) => p.y > 0)).toHaveLength(1);
    const week = fillSeries(resolveRange({ range: '7d' }, now), [
      { day: '2026-11-16', hour: null, value: 100 },
      { day: '2026-11-23', hour: null, value: 300 },
    ]);
    expect(week).toHaveLength(8);
    expect(week.map((p) => p.y)).toEqual([100, 0, 0, 0, 0, 0, 0, 300]);
  });
});
