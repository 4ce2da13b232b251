import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { logRouteVisit } from './api';
import { routeVisitOf } from './route-visit';

/** Logs every dashboard route visit with POST v2/lastvp/log. */
export function useRouteVisitLog(): void {
  const leaf = useMatches({ select: (matches) => matches[matches.length - 1] });
  const fullPath = leaf?.fullPath ?? '';
  const params = (leaf?.params ?? {}) as Record<string, unknown>;
  // One key for the params, so the effect runs when a param changes (a new search), not on each render.
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    const visit = routeVisitOf(fullPath, JSON.parse(paramsKey) as Record<string, unknown>);
    if (!visit) return;
    // Nothing on screen waits for it: sent when the browser is idle, after the screen's own calls.
    whenIdle(() => {
      logRouteVisit(visit.name, visit.id).catch(() => {
        // Failures are only logged (spec 1 §8); a dead session is handled by the client's hook.
      });
    });
  }, [fullPath, paramsKey]);
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
