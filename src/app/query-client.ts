import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './lib/api-client';
import { PERSISTED_CACHE_DB } from './lib/query-cache-db';

/** Retries only what may succeed on a second try: network failures and 5xx answers. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Kept a day so the persisted cache (lib/query-persistence.ts) can restore it on a cold start.
        gcTime: 24 * 3_600_000,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Drops every cached query except the white-label one (kept like its storage). */
export function clearSessionQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'whitelabel' });
  // The persisted copy goes too: nothing of this session may reach the next one. Its code
  // loads only when the browser has such a copy (not on a first visit to the sign-in screen).
  void persistedCopyMayExist().then((may) => {
    if (may) void import('./lib/query-persistence').then((persistence) => persistence.clearPersistedQueries());
  });
}

async function persistedCopyMayExist(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases().catch(() => null);
  return databases === null || databases.some((db) => db.name === PERSISTED_CACHE_DB);
}
