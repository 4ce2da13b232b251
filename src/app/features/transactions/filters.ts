import * as v from 'valibot';
import { PAYMENT_TYPES, TRANSACTION_STATUSES } from '../../../contract/codes';
import type { TransactionsFilterQuery } from '../../../contract/queries';
import { parseMajorToMinor } from './amount';

/** An optional search value; a bad one is dropped. */
const opt = <S extends v.GenericSchema>(schema: S) => v.optional(v.fallback(v.optional(schema), undefined));
const day = opt(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)));
const text = (max: number) => opt(v.pipe(v.string(), v.maxLength(max)));

/** The transactions screen's URL: page, search and filters. Bad values are dropped, not errors. */
export const TransactionsSearch = v.object({
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)), 1)),
  q: text(100),
  status: opt(v.picklist(TRANSACTION_STATUSES)),
  currency: opt(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
  payment_type: opt(v.picklist(PAYMENT_TYPES)),
  from: day,
  to: day,
  /** Amount bounds in major units as typed ('1,000.50'). */
  min: text(20),
  max: text(20),
});
export type TransactionsSearch = v.InferOutput<typeof TransactionsSearch>;

/** The filters without the page: what a list's query key and the export depend on. */
export type TransactionFilters = Omit<TransactionsSearch, 'page'>;

export function filtersOf(search: TransactionsSearch): TransactionFilters {
  const { page: _page, ...filters } = search;
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
}

/** The API query of v2/transactions/query (strings, as in the URL). */
export function apiQuery(filters: TransactionFilters, page: number, pageSize: number): TransactionsFilterQuery {
  const min = filters.min ? parseMajorToMinor(filters.min) : null;
  const max = filters.max ? parseMajorToMinor(filters.max) : null;
  const q = filters.q?.trim();
  return {
    page: String(page),
    page_size: String(pageSize),
    ...(q ? { q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.currency ? { currency: filters.currency } : {}),
    ...(filters.payment_type ? { payment_type: filters.payment_type } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(min !== null ? { amount_min: String(min) } : {}),
    ...(max !== null ? { amount_max: String(max) } : {}),
  };
}

/** How many filters are set (the phone's "Filters (2)" button). */
export const activeFilterCount = (filters: TransactionFilters): number =>
  ['status', 'currency', 'payment_type', 'from', 'min', 'max'].filter((key) => filters[key as keyof TransactionFilters])
    .length;
