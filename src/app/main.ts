import { captureInstallPrompt } from './lib/install-offer';
import { afterFirstPaint, nextTask } from './lib/next-task';
import { preloadRouteModules } from './lib/route-modules';
import './ui/tokens.css';
import './ui/ui.css';

/**
 * Starts the app in steps, each in a task of its own, so a phone's main thread is never held for long
 * (input and painting get a turn between steps, and Lighthouse's blocking time stays low). The page
 * already shows the screen's frame and heading (rendered from the app's components at build time,
 * src/app/first-frame/, and sent by src/server/app-document.ts) and names every step's
 * code, which is preloaded first, so the steps only run code and do not wait on the network in turn.
 *
 * 0. the frame's first paint; 1. React, then the page's storage; 2. the router and its route table;
 * 3. the app's wiring (query client, session expiry, service worker); 4. the matched routes' code, route
 * by route, while the account's last-seen answers come back from IndexedDB, then the router's checks
 * and loaders, and the calls the loaders started answer; 5. React renders in a transition, in short
 * slices, and its first commit replaces the server's frame with the finished screen in one step (no
 * blank or half-built frame in between).
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // The server's frame paints first: fetching and running the app's code before it would only hold the
  // first paint back (the frame needs no script), and would make Lighthouse's simulated paint times
  // depend on how much code happened to arrive before it.
  await afterFirstPaint();
  void preloadRouteModules();
  const [{ createRoot }, { createElement, startTransition }] = await Promise.all([
    import('react-dom/client'),
    import('react'),
  ]);
  await nextTask();
  openStorage();
  await nextTask();
  const { createAppRouter } = await import('./router');
  await nextTask();
  const { App, callsSettled, connectApp, queryClient, restoreCache } = await import('./start');
  await nextTask();
  const router = createAppRouter(queryClient);
  connectApp(router);
  await nextTask();
  const restored = restoreCache();
  // The matched routes' code one route at a time, so each chunk is run in a task of its own rather
  // than all of them inside the router's load.
  const [matched] = router.getMatchedRoutes(window.location.pathname);
  for (const route of matched) {
    await router.loadRouteChunk(route)?.catch(() => {});
    await nextTask();
  }
  // The loaders and guards read the cache: the last-seen answers go back into it first. Run alongside,
  // a guard whose route code was already preloaded asked the server before they were back, and offline
  // waited out its retries (seconds) before the screen showed the figures the device had.
  await restored;
  await router.load().catch(() => {});
  await callsSettled();
  await nextTask();
  startTransition(() => {
    // createElement, not JSX: JSX would import React's runtime statically into the entry.
    createRoot(container).render(createElement(App, { router }));
  });
}

/**
 * A page's first use of localStorage and sessionStorage loads them from the browser (the session, the
 * router's scroll positions): done in a step of its own rather than inside the router's start.
 */
function openStorage(): void {
  try {
    void globalThis.localStorage?.length;
    void globalThis.sessionStorage?.length;
  } catch {
    // Storage blocked (private modes): the app works without it.
  }
}

// Chromium's install offer can come before the app's code has loaded: listened for from the first moment.
captureInstallPrompt();
void start();
