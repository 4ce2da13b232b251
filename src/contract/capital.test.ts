import { describe, expect, it } from 'vitest';
import {
  hasActiveLoan,
  loanCycleOf,
  loanOfferAmounts,
  loanSchedule,
  percentCompleteOf,
  tenorPeriod,
  totalRepaymentOf,
} from './capital';

describe('loan rules (spec 2 §4, §9)', () => {
  it('offers the amount and up to three smaller ones, 15 % of the amount less each, none below 5', () => {
    expect(loanOfferAmounts(100_000_000)).toEqual([100_000_000, 85_000_000, 70_000_000, 55_000_000]);
    // 7.00: 5.95, then 4.90 is below 5.
    expect(loanOfferAmounts(700)).toEqual([700, 595]);
    expect(loanOfferAmounts(400)).toEqual([]);
  });

  it('totals amount plus interest percent, divides it by the tenor, and measures paid over total', () => {
    expect(totalRepaymentOf(85_000_000, 5)).toBe(89_250_000);
    expect(totalRepaymentOf(300_000_000, 4.5)).toBe(313_500_000);
    expect(loanCycleOf(89_250_000, 3)).toBe(29_750_000);
    expect(loanCycleOf(100, 3)).toBe(34);
    expect(percentCompleteOf(22_312_500, 89_250_000)).toBe(25);
    expect(percentCompleteOf(89_250_000, 89_250_000)).toBe(100);
    expect(percentCompleteOf(0, 0)).toBe(0);
    expect(tenorPeriod('months')).toBe('month');
  });

  it("reads 'Active loan found' in the message as an active loan", () => {
    expect(hasActiveLoan({ status: 'ineligible', message: 'Active loan found for this business' })).toBe(true);
    expect(hasActiveLoan({ status: 'active', message: '' })).toBe(true);
    expect(hasActiveLoan({ status: 'eligible', message: 'You have a loan offer' })).toBe(false);
  });

  it('schedules one cycle a period, the last taking the rounding, paid in order', () => {
    const schedule = loanSchedule({
      totalRepayment: 100,
      paid: 40,
      tenor: 3,
      tenorUnit: 'months',
      date_created: '2026-01-31T10:00:00.000Z',
    });
    expect(schedule.map((r) => [r.amount, r.status])).toEqual([
      [34, 'paid'],
      [34, 'part-paid'],
      [32, 'due'],
    ]);
    // A month after 31 Jan is the last day of February, then 31 March.
    expect(schedule.map((r) => r.dueDate.slice(0, 10))).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
    const weekly = loanSchedule({
      totalRepayment: 10,
      paid: 0,
      tenor: 2,
      tenorUnit: 'weeks',
      date_created: '2026-01-01T00:00:00.000Z',
    });
    expect(weekly.map((r) => r.dueDate.slice(0, 10))).toEqual(['2026-01-08', '2026-01-15']);
  });
});
