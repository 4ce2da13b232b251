import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PayrollPeriod, PayrollRunRequest, payrollItemStatus, payrollPeriodLabel, payrollRunStatus } from './payroll';

describe('payroll rules', () => {
  it('reads each payment from its transfer: NEW waits, SUCCESSFUL is paid, failed and rejected fail', () => {
    expect(
      ['NEW', 'SUCCESSFUL', 'FAILED', 'FAILED:INVALID_ACCOUNT', 'REJECTED', 'PENDING'].map(payrollItemStatus),
    ).toEqual(['pending_approval', 'paid', 'failed', 'failed', 'failed', 'processing']);
  });

  it('reads a run from its payments', () => {
    expect(payrollRunStatus(['paid', 'pending_approval'])).toBe('awaiting_approval');
    expect(payrollRunStatus(['paid', 'processing'])).toBe('processing');
    expect(payrollRunStatus(['paid', 'paid'])).toBe('paid');
    expect(payrollRunStatus(['paid', 'failed'])).toBe('partly_paid');
    expect(payrollRunStatus(['failed', 'failed'])).toBe('failed');
  });

  it('names a month and takes only real months', () => {
    expect(payrollPeriodLabel('2026-11')).toBe('November 2026');
    expect(payrollPeriodLabel('2027-01')).toBe('January 2027');
    expect(v.is(PayrollPeriod, '2026-12')).toBe(true);
    for (const bad of ['2026-13', '2026-00', '26-11', '2026-1', '']) expect(v.is(PayrollPeriod, bad)).toBe(false);
  });

  it('takes one to 500 employees with positive whole amounts', () => {
    const run = (items: unknown[]) => v.safeParse(PayrollRunRequest, { period: '2026-11', currency: 'NGN', items });
    expect(run([{ employee_id: 1, amount: 100 }]).success).toBe(true);
    expect(run([]).issues?.[0]?.message).toBe('Choose at least one employee to pay');
    expect(run([{ employee_id: 1, amount: 0 }]).success).toBe(false);
    expect(run([{ employee_id: 1, amount: 1.5 }]).success).toBe(false);
    expect(run([{ employee_id: 2_147_483_648, amount: 1 }]).success).toBe(false);
    expect(run(Array.from({ length: 501 }, (_, i) => ({ employee_id: i + 1, amount: 1 }))).success).toBe(false);
  });
});
