/**
 * The last viewed page (spec 1 §2): login, register, reset, invite, details pages
 * and compliance are never stored and fall back to transactions.
 */
export const LAST_VIEWED_FALLBACK = 'transactions/all';

const NEVER_STORED = new Set(['login', 'register', 'signup', 'reset', 'invite', 'accept', 'compliance']);

/** The dashboard path (relative to /dashboard) to remember for a visit of route `name` with optional `id`. */
export function lastViewedPageFor(name: string, id?: string): string {
  const first = name.split('/')[0] ?? '';
  if (id !== undefined && id !== '') return LAST_VIEWED_FALLBACK; // a details page
  if (NEVER_STORED.has(first) || NEVER_STORED.has(name)) return LAST_VIEWED_FALLBACK;
  return name;
}
