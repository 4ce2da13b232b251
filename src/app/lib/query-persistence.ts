import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  type PersistedClient,
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { PERSISTED_CACHE_DB } from './query-cache-db';
import { decodeValue, encodeValue, storage } from './storage';

/*
 * The TanStack Query cache kept in IndexedDB (idb-keyval) so a cold start shows the last-seen
 * figures at once (design card). One entry per user and account, encoded like local storage;
 * writing one account's entry drops every other account's, the sign-out clears them all, and the
 * buster changes with every build (this module's hashed file name).
 *
 * Restored before the first render (restoreQueries, while the router loads the first route), then
 * saved when the cache has been quiet a moment (keepQueriesPersisted). The library's provider does
 * both from inside React: its end of restoring re-renders the whole tree at once and holds every
 * query's first fetch until then, and it dehydrates the cache on every cache event; on a phone those
 * were the longest tasks of a dashboard's start.
 */

const PREFIX = 'query-cache';
/** A week: older figures are more misleading than none. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 3_600_000;

let idb: UseStore | null = null;
function store(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  idb ??= createStore(PERSISTED_CACHE_DB, 'clients');
  return idb;
}

/** The entry of the signed-in user and account; null when nobody is signed in. */
export function accountCacheKey(): string | null {
  const user = storage.get('userDetails');
  const account = storage.get('userAccountID');
  return user && typeof account === 'number' ? `${PREFIX}:${user.id}:${account}` : null;
}

const perAccountStorage = {
  async getItem(): Promise<string | null> {
    const key = accountCacheKey();
    const db = store();
    if (!key || !db) return null;
    return (await get<string>(key, db)) ?? null;
  },
  async setItem(_name: string, value: string): Promise<void> {
    const key = accountCacheKey();
    const db = store();
    if (!key || !db) return;
    await set(key, value, db);
    for (const other of await keys(db)) if (other !== key) await del(other, db);
  },
  async removeItem(): Promise<void> {
    const key = accountCacheKey();
    const db = store();
    if (key && db) await del(key, db);
  },
};

/** Forgets every account's persisted cache (sign-out, session expiry). */
export async function clearPersistedQueries(): Promise<void> {
  const db = store();
  if (!db) return;
  for (const key of await keys(db)) await del(key, db);
}

/**
 * Only settled, successful answers are worth showing again; the white-label brand has its own storage,
 * and a query marked `meta: { persist: false }` (codes sent, identity checks) is never written down.
 */
const worthKeeping = (query: Query): boolean =>
  query.state.status === 'success' && query.queryKey[0] !== 'whitelabel' && query.meta?.persist !== false;

export function buildId(): string {
  try {
    return new URL(import.meta.url).pathname;
  } catch {
    return 'dev';
  }
}

export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createAsyncStoragePersister({
      storage: perAccountStorage,
      key: PREFIX,
      // keepQueriesPersisted spaces the saves out itself.
      throttleTime: 0,
      serialize: (client) => encodeValue(client),
      deserialize: (text) => decodeValue(text) as PersistedClient,
    }),
    maxAge: PERSIST_MAX_AGE_MS,
    buster: buildId(),
    dehydrateOptions: { shouldDehydrateQuery: worthKeeping },
  };
}

/**
 * Puts the signed-in account's persisted answers back in the cache. They show at once but count as
 * stale, so every screen that shows one refetches it when it mounts (or gets the worker's copy).
 */
export async function restoreQueries(queryClient: QueryClient): Promise<void> {
  if (!accountCacheKey()) return;
  try {
    await persistQueryClientRestore({ queryClient, ...persistOptions() });
  } catch {
    // An unreadable copy was dropped by the restore; the screens load fresh figures.
  }
  void queryClient.invalidateQueries({ predicate: () => true, refetchType: 'none' });
}

/** A save waits this long after the cache's last change: a screen's calls settle first. */
export const PERSIST_QUIET_MS = 2000;

/** Saves the cache whenever it has changed and then stayed quiet a moment; returns the unsubscribe. */
export function keepQueriesPersisted(queryClient: QueryClient): () => void {
  const options = persistOptions();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    void persistQueryClientSave({ queryClient, ...options }).catch(() => {});
  };
  const changed = (event: { type: string }) => {
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return;
    clearTimeout(timer);
    timer = setTimeout(save, PERSIST_QUIET_MS);
  };
  const unsubscribeQueries = queryClient.getQueryCache().subscribe(changed);
  const unsubscribeMutations = queryClient.getMutationCache().subscribe(changed);
  return () => {
    clearTimeout(timer);
    unsubscribeQueries();
    unsubscribeMutations();
  };
}
