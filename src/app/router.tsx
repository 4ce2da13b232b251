import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { RouteError, RoutePending } from './ui/route-states';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Screens' loaders wait for their data at most SCREEN_DATA_WAIT_MS (queries/screen-data.ts), then
    // the screen's own placeholders take over, under its heading. This pending frame is for the loaders
    // that take longer (a route's code still arriving): above that wait, so the two never flash in turn,
    // and kept at least the min time so it does not blink.
    defaultPendingMs: 1500,
    defaultPendingMinMs: 500,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
