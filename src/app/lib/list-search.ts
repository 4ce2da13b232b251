import * as v from 'valibot';

/**
 * The search params of a list screen: page (1-based) and q (the search box). Bad values
 * are dropped rather than failing the route.
 */
export const ListSearch = v.object({
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)), 1)),
  q: v.optional(v.fallback(v.pipe(v.string(), v.maxLength(100)), '')),
});
export type ListSearch = v.InferOutput<typeof ListSearch>;

export interface ListParams {
  page: number;
  q?: string | undefined;
}

/** The API query of a list call: page and page_size are strings in the URL (contract paging.ts). */
export function pageQuery({ page, q }: ListParams, pageSize = 20): { page: string; page_size: string; q?: string } {
  const term = q?.trim();
  return { page: String(page), page_size: String(pageSize), ...(term ? { q: term } : {}) };
}
