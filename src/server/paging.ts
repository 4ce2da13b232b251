import { desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import type { listQuery } from '../contract/areas';
import { DEFAULT_PAGE_SIZE, type PageInfo } from '../contract/paging';
import type { Db } from './db/client';

export interface Paging {
  page?: number;
  page_size?: number;
}

/** ILIKE '%term%' with the term's own % _ and \ taken literally. */
export function contains(column: AnyPgColumn | SQL, term: string): SQL {
  const escaped = term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return sql`${column} ILIKE ${`%${escaped}%`}`;
}

/** A search term worth filtering on: trimmed by the contract, ignored when empty. */
export const termOf = (value: string | undefined): string | null => (value && value.length > 0 ? value : null);

/**
 * One page of a list: counts the matches, reads the page's rows and answers them with
 * page_info. Pages past the end answer no rows with the true totals.
 */
export async function page<Row>(
  paging: Paging,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  defaultSize = DEFAULT_PAGE_SIZE,
): Promise<{ rows: Row[]; page_info: PageInfo }> {
  const { size, current } = pageOf(paging, defaultSize);
  const total = await count();
  return answer(total === 0 ? [] : await rows(size, (current - 1) * size), total, current, size);
}

/**
 * Like `page`, in one statement: `rows` selects `total` (the count as a subquery that refers to nothing
 * outside it, which PostgreSQL computes once per statement) beside each row. `count` runs only for a page
 * past the end, which has no row to carry the total; page 1 without rows has none to count.
 */
export async function countedPage<Row extends { total: number }>(
  paging: Paging,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  defaultSize = DEFAULT_PAGE_SIZE,
): Promise<{ rows: Row[]; page_info: PageInfo }> {
  const { size, current } = pageOf(paging, defaultSize);
  const list = await rows(size, (current - 1) * size);
  return answer(list, list[0]?.total ?? (current === 1 ? 0 : await count()), current, size);
}

/** One page of a table's rows that match `where`, newest first (the id breaks ties of one moment). */
export function newestPage<T extends PgTable & { createdAt: PgColumn; id: PgColumn }>(
  db: Db,
  table: T,
  where: SQL | undefined,
  paging: Paging,
  defaultSize?: number,
) {
  return page(
    paging,
    () => db.$count(table, where),
    (limit, offset) =>
      db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(limit)
        .offset(offset) as Promise<T['$inferSelect'][]>,
    defaultSize,
  );
}

const pageOf = (paging: Paging, defaultSize: number) => ({
  size: paging.page_size ?? defaultSize,
  current: paging.page ?? 1,
});

const answer = <Row>(rows: Row[], total: number, current: number, size: number) => ({
  rows,
  page_info: { total, current_page: current, total_pages: Math.ceil(total / size), page_size: size },
});

export const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

/** The query of a plain area list: page, page size and a search term. */
export type ListQuery = v.InferOutput<typeof listQuery>;

/** A row's time as the lists write it. */
export const isoDate = (date: Date): string => date.toISOString();

/** A list's answer: its page's rows as the API writes them, under the list's name, and the page_info. */
export function listAnswer<K extends string, Row, Out>(
  name: K,
  page: { rows: Row[]; page_info: PageInfo },
  out: (row: Row) => Out,
) {
  return { [name]: page.rows.map(out), page_info: page.page_info } as { [P in K]: Out[] } & { page_info: PageInfo };
}
