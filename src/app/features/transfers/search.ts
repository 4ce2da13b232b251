import * as v from 'valibot';
import { BULK_ENTITIES, type BulkEntity, TRANSFER_STATUSES } from '../../../contract/codes';
import type { TransfersFilter } from './api';

// Route options (validateSearch, beforeLoad) stay in the app's first load while screens are split
// out: what routes need lives here, apart from the screens, so no screen rides along (bundle budget).

const day = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined);

/** The list's search params: bad values are dropped rather than failing the route. */
export const TransfersListSearch = v.object({
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)), 1)),
  q: v.optional(v.fallback(v.pipe(v.string(), v.maxLength(100)), '')),
  status: v.fallback(v.optional(v.picklist(TRANSFER_STATUSES)), undefined),
  currency: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))), undefined),
  from: day,
  to: day,
});
export type TransfersListSearch = v.InferOutput<typeof TransfersListSearch>;

/** The list's call for its search params (the route's loader and the screen ask the same). */
export const transfersListFilter = (search: TransfersListSearch): TransfersFilter => ({
  page: search.page ?? 1,
  q: search.q || undefined,
  status: search.status,
  currency: search.currency,
  from: search.from,
  to: search.to,
});

export const isBulkEntity = (value: string): value is BulkEntity =>
  (BULK_ENTITIES as readonly string[]).includes(value);
