import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ListParams } from '../lib/list-search';
import { isServerReachable } from '../lib/reachability';

/**
 * How long a route's loader waits for its screen's data. A navigation that answers within it goes
 * straight to the finished screen (no placeholders flash in between); a slower one opens the screen,
 * whose own suspense boundary shows the page heading and placeholders until the answer comes. It is
 * below the router's pending time (router.tsx), so a loader that gives up never flashes the router's
 * placeholder before the screen's own.
 */
export const SCREEN_DATA_WAIT_MS = 1000;

/**
 * A route loader's wait for what `ensureQueryData` started (the screen then reads the same queryOptions
 * with `useSuspenseQuery`). `ensureQueryData` answers cached data at once, so a screen with a
 * last-seen copy shows it, offline too. A failure is not thrown here: the screen's boundary shows it
 * inside the screen's frame, with its heading, the offline message and Try again. While the server
 * cannot be reached nothing is awaited: the screen opens at once with what the device has.
 */
export function awaitScreenData(...loads: readonly Promise<unknown>[]): Promise<void> | undefined {
  const settled = Promise.all(loads.map((load) => load.catch(() => undefined))).then(() => undefined);
  if (!isServerReachable()) return undefined;
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, SCREEN_DATA_WAIT_MS))]);
}

/** The record id a detail route's address names, or null: a malformed id is 'could not be found'. */
export function recordId(id: string, digits = 9): number | null {
  return new RegExp(`^\\d{1,${digits}}$`).test(id) ? Number(id) : null;
}

/**
 * A detail route's loader: the record's queryOptions ensured (and briefly awaited) when the address
 * names a record; the screen reads the same options with `useSuspenseQuery`.
 */
export function ensureRecord<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  id: string,
  query: (id: number) => EnsureQueryDataOptions<TData, Error, TData, TKey>,
  digits?: number,
): Promise<void> | undefined {
  const numeric = recordId(id, digits);
  return numeric === null ? undefined : awaitScreenData(queryClient.ensureQueryData(query(numeric)));
}

/** A list route's loader deps: the page and search its screen's list asks for (ui/paged-list.tsx). */
export const listDeps = ({
  search,
}: {
  search: { page?: number | undefined; q?: string | undefined };
}): ListParams => ({
  page: search.page ?? 1,
  q: search.q ?? '',
});

/** A list route's loader: the page its screen's list shows, ensured and briefly awaited. */
export function ensureListPage<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  query: (params: ListParams) => EnsureQueryDataOptions<TData, Error, TData, TKey>,
  params: ListParams,
): Promise<void> | undefined {
  return awaitScreenData(queryClient.ensureQueryData(query(params)));
}
