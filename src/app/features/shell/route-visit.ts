/**
 * The route visit logged for a dashboard route (spec 1 §2): its path below /dashboard
 * without param segments, and its id param if any.
 */
export function routeVisitOf(fullPath: string, params: Record<string, unknown>): { name: string; id?: string } | null {
  const below = fullPath.replace(/^\/dashboard\/?/, '');
  const name = below
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith('$'))
    .join('/')
    .toLowerCase();
  if (!name) return null;
  const id = params.id;
  return typeof id === 'string' || typeof id === 'number' ? { name, id: String(id) } : { name };
}
