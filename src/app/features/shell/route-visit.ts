import { isNeverRemembered, LAST_VIEWED_PATTERN } from '../../../contract/last-viewed';

/** The longest route name the log takes (contract: LastViewedLogRequest). */
const MAX_NAME = 80;

/** A parameter as a path segment: percent-encoded, dots too, so it can never read as '.' or '..'. */
const segmentOf = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*.]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The route visit logged for a dashboard route (spec 1 §2): its path below /dashboard, and its id
 * param if any. Other params stay in the path (search/{q}, transfers/bulk/{entity}): without them the
 * remembered page is one that does not exist. Screens never remembered (no-access), and a name too
 * long for the log, are not logged.
 */
export function routeVisitOf(fullPath: string, params: Record<string, unknown>): { name: string; id?: string } | null {
  const below = fullPath.replace(/^\/dashboard\/?/, '');
  const parts: string[] = [];
  for (const segment of below.split('/')) {
    if (segment === '') continue;
    if (!segment.startsWith('$')) {
      parts.push(segment.toLowerCase());
      continue;
    }
    const key = segment.slice(1);
    // The id goes on its own: a details page (spec 1 §2).
    if (key === 'id') continue;
    const value = params[key];
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    parts.push(segmentOf(String(value)));
  }
  const name = parts.join('/');
  if (!name || isNeverRemembered(name) || name.length > MAX_NAME || !LAST_VIEWED_PATTERN.test(name)) return null;
  const id = params.id;
  return typeof id === 'string' || typeof id === 'number' ? { name, id: String(id) } : { name };
}
