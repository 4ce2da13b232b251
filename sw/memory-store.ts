import type { KeyValueStore } from './approval-queue';

/** An in-memory KeyValueStore for tests: values are copied in and out, as IndexedDB does. */
export function memoryStore(): KeyValueStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: async (key) => structuredClone(map.get(key)),
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
    entries: async () => [...map.entries()].map(([k, v]) => [k, structuredClone(v)] as [string, unknown]),
  };
}
