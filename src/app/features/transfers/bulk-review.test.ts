import { describe, expect, it } from 'vitest';
import type { BulkRow } from '../../../contract/transfers';
import { banksOf, filterRows, NO_FILTER, pageCount, pageOf, rowsWithVerdict } from './bulk-review';

const row = (i: number, over: Partial<BulkRow> = {}): BulkRow => ({
  page_id: i,
  review_hash: `h${i}`,
  is_valid: i % 3 !== 0,
  error: '',
  account_number: `0690000${String(i).padStart(3, '0')}`,
  bank_code: i % 2 ? '044' : '058',
  bank_name: i % 2 ? 'Access Bank' : 'Guaranty Trust Bank',
  bank_branch: '',
  amount: i * 100,
  account_name: `Name ${i}`,
  narration: 'n',
  meta: { MobileNumber: '', Address: '', Sender: '', SenderCountry: '' },
  currency: 'NGN',
  debit_currency: 'NGN',
  fullname: `Name ${i}`,
  status: '',
  ...over,
});

describe('bulk review', () => {
  it('keeps only rows with a verdict, at most 5000', () => {
    const rows = Array.from({ length: 6000 }, (_, i) => row(i + 1, i === 0 ? { is_valid: null } : {}));
    const kept = rowsWithVerdict(rows);
    expect(kept).toHaveLength(5000);
    expect(kept.every((r) => r.is_valid !== null)).toBe(true);
  });

  it('filters by account, bank, amount and verdict', () => {
    const rows = Array.from({ length: 30 }, (_, i) => row(i + 1));
    expect(filterRows(rows, { ...NO_FILTER, verdict: 'unverified' }).every((r) => r.is_valid === false)).toBe(true);
    expect(filterRows(rows, { ...NO_FILTER, bank: '058' }).every((r) => r.bank_code === '058')).toBe(true);
    expect(filterRows(rows, { ...NO_FILTER, minAmount: 1000, maxAmount: 1500 }).map((r) => r.page_id)).toEqual([
      10, 11, 12, 13, 14, 15,
    ]);
    expect(filterRows(rows, { ...NO_FILTER, account: '0690000007' }).map((r) => r.page_id)).toEqual([7]);
  });

  it('pages 10 rows at a time', () => {
    const rows = Array.from({ length: 25 }, (_, i) => row(i + 1));
    expect(pageCount(25)).toBe(3);
    expect(pageOf(rows, 3).map((r) => r.page_id)).toEqual([21, 22, 23, 24, 25]);
    expect(pageOf(rows, 99)).toHaveLength(5);
    expect(banksOf(rows).map((b) => b.code)).toEqual(['044', '058']);
  });

  it('filters 5000 rows by account and verdict', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => row(i + 1));
    const found = filterRows(rows, { ...NO_FILTER, account: '12', verdict: 'verified' });
    // Rows 1-5000 whose number holds '12', less every third one (unverified): 132, counted apart.
    expect(found).toHaveLength(132);
    expect(found.every((r) => r.account_number.includes('12') && r.is_valid)).toBe(true);
  });
});
