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

/**
 * Screens that say what the session may not do rather than a page to return to: remembered, the
 * no-access screen would greet the user in every business they open next. A visit keeps the page
 * remembered before it.
 */
const NEVER_REMEMBERED = new Set(['no-access']);

export function isNeverRemembered(name: string): boolean {
  return NEVER_REMEMBERED.has(name.split('/')[0] ?? '');
}

/** Characters a remembered page may hold: path segments, their parameters percent-encoded. */
export const LAST_VIEWED_PATTERN = /^[A-Za-z0-9/_~%-]+$/;
