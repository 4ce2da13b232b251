/** The IndexedDB database holding the persisted query cache (lib/query-persistence.ts). */
export const PERSISTED_CACHE_DB = 'paydesk-query-cache';
