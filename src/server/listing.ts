import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_SIZE, type PageInfo } from '../contract/paging';
import { COUNT_CAP } from '../contract/queries';
import type { Tx } from './db/client';
import { ApiError } from './http';

export interface Paging {
  page?: number;
  page_size?: number;
}

/** Start of a UTC day (from=YYYY-MM-DD) and the end of one (to=YYYY-MM-DD, inclusive). */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
export const dayEnd = (day: string): Date => new Date(`${day}T23:59:59.999Z`);

/** A from/to pair on a timestamp column; a from after the to is bad input, not an empty list. */
export function dateRange(column: AnyPgColumn, from?: string, to?: string): SQL[] {
  if (from && to && from > to) throw new ApiError(400, 'From date must be on or before the To date');
  const parts: SQL[] = [];
  if (from) parts.push(sql`${column} >= ${dayStart(from).toISOString()}`);
  if (to) parts.push(sql`${column} <= ${dayEnd(to).toISOString()}`);
  return parts;
}

/** ILIKE '%term%' with the term's own % _ and \ taken literally. */
export function contains(column: AnyPgColumn | SQL, term: string): SQL {
  return sql`${column} ILIKE ${`%${escapeLike(term)}%`}`;
}
/** LIKE 'TERM%': a prefix match the text_pattern_ops index answers. */
export function startsWith(column: AnyPgColumn | SQL, term: string): SQL {
  return sql`${column} LIKE ${`${escapeLike(term)}%`}`;
}
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const countUpToCap = (fromWhere: SQL) =>
  sql`SELECT count(*)::int AS n FROM (SELECT 1 ${fromWhere} LIMIT ${COUNT_CAP + 1}) AS capped`;
const capped = (n: number) => (n > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: n, capped: false });

/**
 * Counts the rows of a FROM ... WHERE up to COUNT_CAP + 1, so a count never walks millions
 * of index entries; a capped total is flagged so the app can say "10,000+".
 */
export async function cappedCount(db: Tx, fromWhere: SQL): Promise<{ total: number; capped: boolean }> {
  const rows = (await db.execute(countUpToCap(fromWhere))) as unknown as { rows: { n: number | string }[] };
  return capped(Number(rows.rows[0]?.n ?? 0));
}

/**
 * One page and its capped total in one statement: `rows` selects `total` (the count of the same FROM ...
 * WHERE as a subquery that refers to nothing outside it, which PostgreSQL computes once for the whole
 * statement) beside each row. Only a page without rows cannot carry it: page 1 then has nothing to count,
 * and a page past the end counts on its own.
 */
export async function cappedPage<Row extends { total: number }>(
  db: Tx,
  paging: Paging,
  fromWhere: SQL,
  rows: (total: SQL<number>, limit: number, offset: number) => Promise<Row[]>,
) {
  const { limit, offset } = pageInfo(paging, 0);
  const list = await rows(sql<number>`(${countUpToCap(fromWhere)})`.mapWith(Number), limit, offset);
  const counted = list[0] ? capped(list[0].total) : offset === 0 ? capped(0) : await cappedCount(db, fromWhere);
  return { rows: list, info: pageInfo(paging, counted.total), capped: counted.capped };
}

export function pageInfo(paging: Paging, total: number): PageInfo & { limit: number; offset: number } {
  const size = paging.page_size ?? DEFAULT_PAGE_SIZE;
  const current = paging.page ?? 1;
  return {
    total,
    current_page: current,
    total_pages: Math.ceil(total / size),
    page_size: size,
    limit: size,
    offset: (current - 1) * size,
  };
}

/** The page_info the contract answers (without the limit/offset helpers). */
export const publicInfo = ({ limit: _l, offset: _o, ...info }: PageInfo & { limit: number; offset: number }) => info;

/** Rows of a raw result from either driver. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const iso = (date: Date | string | null): string | null =>
  date === null ? null : (date instanceof Date ? date : new Date(date)).toISOString();

/** A path id: digits only, else the record cannot exist (404, never 400, so ids reveal nothing). */
export function numericId(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw new ApiError(404, 'Not found');
  return Number(raw);
}
