import * as v from 'valibot';

// Apart from filters.ts (and its dayjs): the routes' search check is in every first load.
/** The overview screens' search: a preset or a custom day range, and the currency (spec 1 §2). */
const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
export const OverviewSearch = v.object({
  range: v.optional(v.picklist(['today', '7d', '30d', '1y', 'custom'])),
  from: v.optional(Day),
  to: v.optional(Day),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
});
export type OverviewSearch = v.InferOutput<typeof OverviewSearch>;

/** Search params are strings from the address bar: anything unreadable is dropped, not an error. */
export function parseOverviewSearch(raw: Record<string, unknown>): OverviewSearch {
  const out: OverviewSearch = {};
  for (const key of ['range', 'from', 'to', 'currency'] as const) {
    const entry = v.safeParse(OverviewSearch.entries[key], raw[key]);
    if (entry.success && entry.output !== undefined) Object.assign(out, { [key]: entry.output });
  }
  return out;
}
