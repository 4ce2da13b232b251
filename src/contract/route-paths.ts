import { allHeadings } from './all-headings';

/** Leaf routes with no heading table entry: redirects. */
export const ROUTES_WITHOUT_HEADING: readonly string[] = [
  '/',
  '/dashboard',
  '/dashboard/chargebacks',
  '/staging/login',
  '/staging/signup',
];

/**
 * Every route of the app's route tree, as the server names them ('/dashboard/customers/$id'; headings.test.ts
 * holds the list equal to the tree): the service worker finds the route of a path with it, offline.
 */
export const ROUTE_PATHS: readonly string[] = [...Object.keys(allHeadings), ...ROUTES_WITHOUT_HEADING];
