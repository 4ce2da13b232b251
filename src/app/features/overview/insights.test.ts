import { describe, expect, it } from 'vitest';
import { downloadPollDelay, downloadState } from '../../../contract/analytics';
import { downloadRange } from './download-dialog';
import {
  biggestCustomers,
  busiestTime,
  devicesData,
  paymentTimeBuckets,
  topBanks,
  topPaymentOptions,
} from './insights';
import { availablePanels } from './panel-toggles';

describe('insights (spec 1 §2, §3, §9)', () => {
  it('groups payment hours into morning, afternoon and evening', () => {
    const buckets = paymentTimeBuckets([
      { created_hour: 0, total_value: 1, total_volume: 2 },
      { created_hour: 11, total_value: 1, total_volume: 3 },
      { created_hour: 12, total_value: 1, total_volume: 4 },
      { created_hour: 16, total_value: 1, total_volume: 1 },
      { created_hour: 17, total_value: 1, total_volume: 7 },
      { created_hour: 23, total_value: 1, total_volume: 1 },
    ]);
    expect(buckets).toEqual([
      { label: 'Morning', value: 5 },
      { label: 'Afternoon', value: 5 },
      { label: 'Evening', value: 8 },
    ]);
    expect(busiestTime(buckets)).toBe('Evening');
    expect(busiestTime(paymentTimeBuckets([]))).toBeNull();
  });

  it('keeps the top 3 banks and top 4 payment options, biggest first', () => {
    const banks = ['A', 'B', 'C', 'D', 'E'].map((bank, i) => ({ bank, total_volume: i + 1, total_value: 10 }));
    expect(topBanks(banks).map((b) => b.bank)).toEqual(['E', 'D', 'C']);
    const options = ['card', 'ussd', 'account', 'bank_transfer', 'mobilemoney'].map((payment_type, i) => ({
      payment_type,
      total_volume: 10 - i,
      total_value: 1,
    }));
    expect(topPaymentOptions(options).map((o) => o.payment_type)).toEqual(['card', 'ussd', 'account', 'bank_transfer']);
  });

  it('shows Not Available for every missing value of the biggest customers, top 3 only', () => {
    const rows = biggestCustomers([
      { name: 'Ada Obi', email: 'ada@example.com', total_value: 500_00, total_volume: 3, revenue: 12.5 },
      { name: null, email: '  ', total_value: null, total_volume: null, revenue: null },
      { name: 'C', email: 'c@example.com', total_value: 1, total_volume: 1, revenue: 0.1 },
      { name: 'D', email: 'd@example.com', total_value: 1, total_volume: 1, revenue: 0.1 },
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ rank: 1, name: 'Ada Obi', payments: '3', revenue: '12.50%' });
    expect(rows[1]).toMatchObject({
      name: 'Not Available',
      email: 'Not Available',
      totalValue: null,
      payments: 'Not Available',
      revenue: 'Not Available',
    });
  });

  it('counts phone and desktop payments', () => {
    expect(
      devicesData([
        { agent: 'mobile', total_volume: 6 },
        { agent: 'desktop', total_volume: 4 },
      ]),
    ).toEqual([
      { title: 'Phone', count: 6 },
      { title: 'Desktop', count: 4 },
    ]);
  });

  it('shows only the payment-time panel to a core-bridge merchant', () => {
    expect(availablePanels(true)).toEqual(['paymentTime']);
    expect(availablePanels(false)).toHaveLength(6);
  });
});

describe('download (spec 1 §4, §9)', () => {
  const now = new Date(2026, 10, 23, 8, 0, 0);
  it('runs each range from 00:00:00 to 23:59:59, going back 8, 31 and 366 days', () => {
    expect(downloadRange('today', null, now)).toEqual({ from: '2026-11-23 00:00:00', to: '2026-11-23 23:59:59' });
    expect(downloadRange('yesterday', null, now)).toEqual({ from: '2026-11-22 00:00:00', to: '2026-11-22 23:59:59' });
    expect(downloadRange('7d', null, now)).toEqual({ from: '2026-11-15 00:00:00', to: '2026-11-23 23:59:59' });
    expect(downloadRange('30d', null, now)).toEqual({ from: '2026-10-23 00:00:00', to: '2026-11-23 23:59:59' });
    expect(downloadRange('1y', null, now)).toEqual({ from: '2025-11-22 00:00:00', to: '2026-11-23 23:59:59' });
    expect(downloadRange('custom', { start: '2026-01-05', end: '2026-01-09' }, now)).toEqual({
      from: '2026-01-05 00:00:00',
      to: '2026-01-09 23:59:59',
    });
    expect(downloadRange('custom', null, now)).toBeNull();
  });

  it('reads the status as the spec says', () => {
    expect(downloadState({ file: 'f', status: 'download-failed', url: 'x' })).toBe('failed');
    expect(downloadState({ file: 'f', status: 'complete', url: null })).toBe('failed');
    expect(downloadState({ file: 'f', status: 'download-pending', url: 'N/A' })).toBe('fetching');
    expect(downloadState({ file: 'f', status: 'downloading', url: 'N/A' })).toBe('poll');
    expect(downloadState({ file: 'f', status: 'complete', url: 'N/A' })).toBe('poll');
    expect(downloadState({ file: 'f', status: 'complete', url: '/api/x' })).toBe('complete');
  });

  it('polls every 2 s, every 4 s past 10000 attempts', () => {
    expect(downloadPollDelay(1)).toBe(2000);
    expect(downloadPollDelay(10_000)).toBe(2000);
    expect(downloadPollDelay(10_001)).toBe(4000);
  });
});
