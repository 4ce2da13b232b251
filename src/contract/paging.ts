import * as v from 'valibot';

/** Page info of lists and searches (spec 1 §3): total and total_pages, plus where we are. */
export const PageInfo = v.object({
  total: v.number(),
  current_page: v.number(),
  total_pages: v.number(),
  page_size: v.number(),
});
export type PageInfo = v.InferOutput<typeof PageInfo>;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/* @__NO_SIDE_EFFECTS__ */ // a schema factory: lets unused schemas drop out of bundles
const intParam = (name: string, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, `${name} is invalid`),
      v.transform(Number),
      v.minValue(min, `${name} is invalid`),
      v.maxValue(max, `${name} is invalid`),
    ),
  );

/** page and page_size query parameters (strings in the URL). */
export const pagingQuery = {
  page: intParam('Page', 1, 100_000),
  page_size: intParam('Page size', 1, MAX_PAGE_SIZE),
};

/** A free-text search term: trimmed, at most 100 characters. */
export const searchTerm = (name = 'Search') =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, `${name} must be at most 100 characters`)));

/** A list answer: the named rows and page_info. */
export const pagedList = <K extends string, T extends v.GenericSchema>(key: K, row: T) =>
  v.object({ [key]: v.array(row), page_info: PageInfo } as { [P in K]: v.ArraySchema<T, undefined> } & {
    page_info: typeof PageInfo;
  });
