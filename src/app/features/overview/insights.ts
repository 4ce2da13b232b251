import type * as v from 'valibot';
import {
  type AgentRow,
  type BankRow,
  type BiggestCustomer,
  type HourRow,
  NOT_AVAILABLE,
  type PaymentOptionRow,
  TOP_BANKS,
  TOP_CUSTOMERS,
  TOP_PAYMENT_OPTIONS,
} from '../../../contract/analytics';

/** Morning before noon, afternoon until 5 pm, evening after (the when-paid-most panel). */
export function paymentTimeBuckets(rows: readonly v.InferOutput<typeof HourRow>[]) {
  const buckets = [
    { label: 'Morning', value: 0 },
    { label: 'Afternoon', value: 0 },
    { label: 'Evening', value: 0 },
  ];
  for (const row of rows) {
    const index = row.created_hour < 12 ? 0 : row.created_hour < 17 ? 1 : 2;
    buckets[index]!.value += row.total_volume;
  }
  return buckets;
}

/** The busiest part of the day, or null with no payments. */
export function busiestTime(buckets: readonly { label: string; value: number }[]): string | null {
  const best = [...buckets].sort((a, b) => b.value - a.value)[0];
  return best && best.value > 0 ? best.label : null;
}

/** The first n rows by volume (rows come biggest first; sorted again so the rule holds regardless). */
export function topN<T extends { total_volume: number }>(rows: readonly T[], n: number): T[] {
  return [...rows].sort((a, b) => b.total_volume - a.total_volume).slice(0, n);
}

export const topBanks = (rows: readonly v.InferOutput<typeof BankRow>[]) => topN(rows, TOP_BANKS);
export const topPaymentOptions = (rows: readonly v.InferOutput<typeof PaymentOptionRow>[]) =>
  topN(rows, TOP_PAYMENT_OPTIONS);

const PAYMENT_TYPE_LABELS: Record<string, string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
  account: 'Bank account',
  mobilemoney: 'Mobile money',
};
export const paymentTypeLabel = (type: string): string => PAYMENT_TYPE_LABELS[type] ?? type;

/** Devices (spec 1 §3 devicesData): phone vs desktop, with counts. */
export function devicesData(rows: readonly v.InferOutput<typeof AgentRow>[]) {
  const count = (agent: string) => rows.filter((r) => r.agent === agent).reduce((t, r) => t + r.total_volume, 0);
  return [
    { title: 'Phone', count: count('mobile') },
    { title: 'Desktop', count: count('desktop') },
  ];
}

export interface CustomerRow {
  /** 1 for the biggest. */
  rank: number;
  name: string;
  email: string;
  totalValue: number | null;
  payments: string;
  revenue: string;
}

/** Biggest customers (top 3): every missing value reads Not Available (spec 1 §2). */
export function biggestCustomers(rows: readonly v.InferOutput<typeof BiggestCustomer>[]): CustomerRow[] {
  return rows.slice(0, TOP_CUSTOMERS).map((row, index) => ({
    rank: index + 1,
    name: row.name?.trim() || NOT_AVAILABLE,
    email: row.email?.trim() || NOT_AVAILABLE,
    totalValue: row.total_value,
    payments: row.total_volume == null ? NOT_AVAILABLE : String(row.total_volume),
    revenue: row.revenue == null ? NOT_AVAILABLE : `${row.revenue.toFixed(2)}%`,
  }));
}
