/** A record's numeric id from the address; anything else is simply not found (null). */
export const numericId = (id: string): number | null => (/^\d{1,10}$/.test(id) ? Number(id) : null);

/** A record's queryOptions by the id in the address; null (simply not found) when it is not an id. */
export function recordQuery<T>(query: (id: number) => T, id: string): T | null {
  const numeric = numericId(id);
  return numeric === null ? null : query(numeric);
}
