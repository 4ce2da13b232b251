/** Pages of rows held in the browser (a file under review): how many pages, and one page, 1-based. */
export const localPageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

export function localPage<T>(rows: readonly T[], page: number, size: number): T[] {
  const start = (Math.min(Math.max(page, 1), localPageCount(rows.length, size)) - 1) * size;
  return rows.slice(start, start + size);
}
