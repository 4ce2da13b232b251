import { localPage, localPageCount } from '../../lib/local-pages';
import { BULK_MAX_ROWS, BULK_REVIEW_PAGE_SIZE, type BulkRow } from '../../../contract/transfers';

/** Rows with a verdict only, at most 5000 (spec 2 §5: unvalidated rows are removed). */
export function rowsWithVerdict(rows: readonly BulkRow[]): BulkRow[] {
  const kept: BulkRow[] = [];
  for (const row of rows) {
    if (row.is_valid === null) continue;
    kept.push(row);
    if (kept.length === BULK_MAX_ROWS) break;
  }
  return kept;
}

export interface BulkReviewFilter {
  /** Part of an account number. */
  account: string;
  /** A bank code, or '' for all. */
  bank: string;
  /** Minor units; null = no bound. */
  minAmount: number | null;
  maxAmount: number | null;
  verdict: 'all' | 'verified' | 'unverified';
}

export const NO_FILTER: BulkReviewFilter = { account: '', bank: '', minAmount: null, maxAmount: null, verdict: 'all' };

/** The review's filters (spec 2 §2): account numbers, banks, amount, verified or unverified. */
export function filterRows(rows: readonly BulkRow[], filter: BulkReviewFilter): BulkRow[] {
  const account = filter.account.trim();
  return rows.filter(
    (row) =>
      (account === '' || row.account_number.includes(account)) &&
      (filter.bank === '' || row.bank_code === filter.bank) &&
      (filter.minAmount === null || row.amount >= filter.minAmount) &&
      (filter.maxAmount === null || row.amount <= filter.maxAmount) &&
      (filter.verdict === 'all' || (filter.verdict === 'verified') === row.is_valid),
  );
}

export const pageCount = (total: number) => localPageCount(total, BULK_REVIEW_PAGE_SIZE);

/** One page of 10 (spec 2 §9), 1-based. */
export const pageOf = <T>(rows: readonly T[], page: number): T[] => localPage(rows, page, BULK_REVIEW_PAGE_SIZE);

/** The banks the rows name, for the bank filter. */
export function banksOf(rows: readonly BulkRow[]): { code: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const row of rows) if (!seen.has(row.bank_code)) seen.set(row.bank_code, row.bank_name || row.bank_code);
  return [...seen.entries()].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name));
}
