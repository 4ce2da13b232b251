import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import type { PersistedClient, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { decodeValue, encodeValue, storage } from './storage';

/*
 * The TanStack Query cache kept in IndexedDB (idb-keyval) so a cold start shows the last-seen
 * figures at once (design card). One entry per user and account, encoded like local storage;
 * writing one account's entry drops every other account's, the sign-out clears them all, and the
 * buster changes with every build (the entry module's hashed file name).
 */

const PREFIX = 'query-cache';
/** A week: older figures are more misleading than none. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 3_600_000;

let idb: UseStore | null = null;
function store(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  idb ??= createStore('paydesk-query-cache', 'clients');
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

/** Only settled, successful answers are worth showing again; the white-label brand has its own storage. */
const worthKeeping = (query: Query): boolean => query.state.status === 'success' && query.queryKey[0] !== 'whitelabel';

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
      throttleTime: 1000,
      serialize: (client) => encodeValue(client),
      deserialize: (text) => decodeValue(text) as PersistedClient,
    }),
    maxAge: PERSIST_MAX_AGE_MS,
    buster: buildId(),
    dehydrateOptions: { shouldDehydrateQuery: worthKeeping },
  };
}
