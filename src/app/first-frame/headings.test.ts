import { describe, expect, it } from 'vitest';
import { allHeadings } from './all-headings';
import { ROUTE_PATHS, ROUTES_WITHOUT_HEADING } from '../../contract/route-paths';
import { TRANSFERS_HEADINGS } from '../features/transfers/headings';
import { BULK_MAX_ROWS } from '../../contract/transfers';

// The route tree as text (read by Vite at test time, not imported as code): the test holds the route list to the app's own tree.
const routeTree = Object.values(
  import.meta.glob<string>('../routeTree.gen.ts', { query: '?raw', import: 'default', eager: true }),
)[0];

/**
 * The routes' full paths, from the tree's FileRoutesByFullPath. An index route's path ends in '/' there
 * ('/reset/'); the server and the heading tables name it without ('/reset'), as the router's `to` does.
 */
function routePaths(tree: string): string[] {
  const block = tree.match(/export interface FileRoutesByFullPath \{([^}]*)\}/)?.[1] ?? '';
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map(([, path = '']) =>
    path === '/' ? path : path.replace(/\/$/, ''),
  );
}

describe('heading tables', () => {
  const paths = routePaths(routeTree ?? '');

  it('reads the route tree', () => {
    expect(paths).toContain('/login');
    expect(paths).toContain('/dashboard/customers/$id');
    expect(paths.length).toBeGreaterThan(90);
  });

  it('names only real routes', () => {
    const unknown = Object.keys(allHeadings).filter((key) => !paths.includes(key));
    expect(unknown).toEqual([]);
  });

  it("lists every route for the service worker, and only the tree's", () => {
    expect([...ROUTE_PATHS].sort()).toEqual([...new Set(paths)].sort());
  });

  it('gives every screen a heading', () => {
    const missing = paths.filter((path) => !ROUTES_WITHOUT_HEADING.includes(path) && !(path in allHeadings));
    expect(missing).toEqual([]);
  });

  it('has no empty title, description or eyebrow', () => {
    const empty = Object.entries(allHeadings).filter(
      ([, heading]) =>
        !heading.title.trim() ||
        (heading.description !== undefined && !heading.description.trim()) ||
        (heading.eyebrow !== undefined && !heading.eyebrow.trim()),
    );
    expect(empty.map(([path]) => path)).toEqual([]);
  });

  it('states the bulk transfer limit the upload enforces', () => {
    expect(TRANSFERS_HEADINGS['/dashboard/transfers/bulk/$entity'].description).toContain(
      BULK_MAX_ROWS.toLocaleString('en-US'),
    );
  });
});
