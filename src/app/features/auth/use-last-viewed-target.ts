import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { isNeverRemembered, LAST_VIEWED_PATTERN } from '../../../contract/last-viewed';

export const DEFAULT_DASHBOARD_PATH = '/dashboard/overview';

/**
 * The path to open after login: the last viewed page (relative to /dashboard, its params
 * percent-encoded) when the router has a route for it, else the overview.
 */
export function useLastViewedTarget() {
  const router = useRouter();
  return useCallback(
    (lastViewedPage: string | null | undefined): string => {
      const relative = (lastViewedPage ?? '')
        .trim()
        .replace(/^\/+/, '')
        .replace(/^dashboard\/?/, '');
      // A page remembered before no-access was never remembered still opens the overview.
      if (!relative || !LAST_VIEWED_PATTERN.test(relative) || isNeverRemembered(relative)) {
        return DEFAULT_DASHBOARD_PATH;
      }
      const path = `/dashboard/${relative}`.replace(/\/+$/, '');
      const [, , found] = router.getMatchedRoutes(path);
      if (!found || found.id === '__root__' || found.path === '$' || found.id.endsWith('/$')) {
        return DEFAULT_DASHBOARD_PATH;
      }
      return path;
    },
    [router],
  );
}
