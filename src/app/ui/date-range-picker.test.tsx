import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rangeBack, rangeDays, rangeOfDays, todayIso } from '../lib/date-range';
import { DateRangePicker, type DateRangeValue } from './date-range-picker';

// jsdom has no CSS.escape; the popover reads a CSP-nonce meta tag with it.
beforeEach(() => {
  if (typeof CSS === 'undefined' || !CSS.escape) {
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
  }
});

function Harness({ onChange, maxValue }: { onChange: (v: DateRangeValue) => void; maxValue?: string }) {
  const [value, setValue] = useState<DateRangeValue | null>({ start: '2026-11-01', end: '2026-11-10' });
  return (
    <DateRangePicker
      label="Date range"
      value={value}
      maxValue={maxValue ?? '2026-11-20'}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  it('labels a start and end date group and a calendar button', () => {
    render(<Harness onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Date range' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Open calendar for Date range/ })).toBeTruthy();
    const years = screen.getAllByRole('spinbutton', { name: /year/i });
    expect(years).toHaveLength(2);
  });

  it('picks a range from the calendar and cannot pick a day after maxValue', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Open calendar/ }));
    const grid = await screen.findByRole('grid');
    const future = within(grid).getByRole('button', { name: /November 21, 2026/ });
    expect(future.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(within(grid).getByRole('button', { name: /November 3, 2026/ }));
    await userEvent.click(within(grid).getByRole('button', { name: /November 5, 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-03', end: '2026-11-05' });
    await userEvent.click(within(grid).getByRole('button', { name: /November 18, 2026/ }));
    await userEvent.click(future);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('date ranges', () => {
  const now = new Date(2026, 10, 23, 15, 30, 0);
  it('runs from 00:00:00 of the first day to 23:59:59 of today', () => {
    expect(rangeBack(0, now)).toEqual({ from: '2026-11-23 00:00:00', to: '2026-11-23 23:59:59' });
    expect(rangeBack(7, now)).toEqual({ from: '2026-11-16 00:00:00', to: '2026-11-23 23:59:59' });
    expect(rangeBack(365, now)).toEqual({ from: '2025-11-23 00:00:00', to: '2026-11-23 23:59:59' });
    expect(rangeOfDays('2026-02-01', '2026-02-28')).toEqual({ from: '2026-02-01 00:00:00', to: '2026-02-28 23:59:59' });
    expect(rangeDays(rangeBack(30, now))).toEqual({ start: '2026-10-24', end: '2026-11-23' });
    expect(todayIso(now)).toBe('2026-11-23');
  });
});
