import type { PageInfo } from '../../contract/paging';

export interface FoundPage<Row> {
  rows: Row[];
  page_info: PageInfo;
}

/**
 * Finds one record through a paged list endpoint (until the areas get detail endpoints):
 * reads page 1, then the remaining pages a few at a time, and stops at the first match.
 * Gives null when no page holds it.
 */
export async function findInPages<Row>(
  fetchPage: (page: number) => Promise<FoundPage<Row>>,
  matches: (row: Row) => boolean,
  { maxPages = 80, parallel = 4 }: { maxPages?: number; parallel?: number } = {},
): Promise<Row | null> {
  const first = await fetchPage(1);
  const hit = first.rows.find(matches);
  if (hit) return hit;
  const last = Math.min(first.page_info.total_pages, maxPages);
  for (let start = 2; start <= last; start += parallel) {
    const pages = [];
    for (let page = start; page < start + parallel && page <= last; page += 1) pages.push(fetchPage(page));
    for (const result of await Promise.all(pages)) {
      const found = result.rows.find(matches);
      if (found) return found;
    }
  }
  return null;
}
