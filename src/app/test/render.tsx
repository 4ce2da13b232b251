import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** Renders a screen inside a memory router (at /) with a fresh query client. */
export function renderScreen(ui: ReactNode, extraPaths: readonly string[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const rootRoute = createRootRoute();
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <>{ui}</> });
  const others = extraPaths.map((path) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <p>Arrived at {path}</p> }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute, ...others]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      {/* biome-ignore lint/suspicious/noExplicitAny: a test router, not the app's registered one */}
      <RouterProvider router={router as any} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
