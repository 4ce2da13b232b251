import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ApiError } from '../../http';

/** The API's 'YYYY-MM-DD HH:mm:ss' (or bare day) as a UTC instant; a bare 'to' day means its end. */
export function instant(value: string, end = false): Date {
  const stamp = value.length === 10 ? `${value} ${end ? '23:59:59' : '00:00:00'}` : value;
  const date = new Date(`${stamp.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) throw new ApiError(400, 'Date is invalid');
  return date;
}

export interface Range {
  from: Date;
  to: Date;
}

/** from <= to, both real dates; 'to' is inclusive to the second. */
export function rangeOf(query: { from: string; to: string }): Range {
  const from = instant(query.from);
  const to = new Date(instant(query.to, true).getTime() + 999);
  if (from.getTime() > to.getTime()) throw new ApiError(400, 'From must be on or before to');
  return { from, to };
}

/** The instant just after the range: 'to' is inclusive to the second, microseconds of its last millisecond too. */
export const untilOf = (range: Range): Date => new Date(range.to.getTime() + 1);

/** A half-open [from, until) test, so the range splits exactly into hours and days (rollups.ts). */
export const within = (column: AnyPgColumn | SQL, range: Range): SQL =>
  sql`${column} >= ${range.from.toISOString()}::timestamptz AND ${column} < ${untilOf(range).toISOString()}::timestamptz`;

/** One UTC calendar day: the earnings chart goes per hour then, per day otherwise. */
export const isOneDay = (range: Range): boolean =>
  range.from.toISOString().slice(0, 10) === range.to.toISOString().slice(0, 10);

/** node-postgres and PGlite both answer { rows }. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/** Sums come back as numeric/bigint strings: money stays integer minor units. */
export const num = (value: unknown): number => (value == null ? 0 : Number(value));
