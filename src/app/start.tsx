import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { refreshSession, setUnauthorizedHandler } from './lib/api-client';
import { captureInstallPrompt, registerServiceWorker } from './lib/pwa';
import { isServerReachable, startReachability, subscribeReachability } from './lib/reachability';
import { clearSession, hasStoredSession } from './lib/session';
import { createSessionExpiryHandler } from './lib/session-expiry';
import {
  describeQueueItem,
  hasQueuedDecisions,
  type QueueItem,
  replayApprovals,
  startWorkerBridge,
} from './lib/worker-bridge';
import { clearSessionQueries, createQueryClient } from './query-client';
import type { AppRouter } from './router';
import { updateToastPrompt } from './ui/pwa/update-toast';
import { toast } from './ui/toast';

/** The query client the whole app shares; made before the router, whose loaders use it. */
export const queryClient = createQueryClient();

/** Wires what the app needs beyond its screens: session expiry, the service worker, its queue's outcomes. */
export function connectApp(router: AppRouter): void {
  const sessionExpiry = createSessionExpiryHandler({
    clear: () => {
      clearSession(true);
      clearSessionQueries(queryClient);
    },
    toastError: (message) => toast.error(message),
    goToLogin: () => {
      void router.navigate({ to: '/login' });
    },
  });
  setUnauthorizedHandler(() => sessionExpiry.handle());

  // The browser's install offer can come before any screen with an install button: keep it from the start.
  captureInstallPrompt();
  registerServiceWorker(updateToastPrompt);
  // The server answers again: screens that failed or show last-seen copies load afresh by themselves,
  // and the queued decisions go at once.
  startReachability({
    onRecovered: () => void queryClient.invalidateQueries({ refetchType: 'active' }),
    onAnswered: () => void replayApprovals(),
    hasWaitingWork: hasQueuedDecisions,
  });
  // The offline approval queue's outcomes and notification clicks.
  startWorkerBridge({
    onNavigate: (path) => void router.navigate({ href: path }),
    onOutcomes: (finished, needSignIn) =>
      tellQueueOutcomes(finished, needSignIn, {
        renewSession: refreshSession,
        show: showQueueItem,
        refreshTransfers: () => void queryClient.invalidateQueries({ queryKey: ['transfers'] }),
      }),
  });
}

function showQueueItem(item: QueueItem): void {
  const { tone, text } = describeQueueItem(item);
  if (tone === 'error') toast.error(text);
  else if (tone === 'success') toast.success(text);
  else toast(text);
}

export interface QueueOutcomeDeps {
  /** Renews the app's session with its refresh token and hands it to the worker; false when it cannot. */
  renewSession: () => Promise<boolean>;
  show: (item: QueueItem) => void;
  refreshTransfers: () => void;
}

/**
 * Tells the user what the queue did. A decision the worker could not send because the session it held had
 * expired is not "sign in again" yet: after a long offline spell the app renews its session silently, and
 * the worker then sends the decision by itself. Only when the session cannot be renewed is the user asked.
 */
export async function tellQueueOutcomes(
  finished: readonly QueueItem[],
  needSignIn: readonly QueueItem[],
  deps: QueueOutcomeDeps,
): Promise<void> {
  for (const item of finished) deps.show(item);
  if (finished.length > 0) deps.refreshTransfers();
  if (needSignIn.length === 0 || (await deps.renewSession())) return;
  for (const item of needSignIn) deps.show(item);
}

/**
 * The last-seen answers of this account back in the cache (before the first render), then kept saved.
 * Signed out there is nothing to restore, and the sign-in screens load none of this code.
 */
export async function restoreCache(): Promise<void> {
  if (hasStoredSession()) {
    const { keepQueriesPersisted, restoreQueries } = await import('./lib/query-persistence');
    await restoreQueries(queryClient);
    keepQueriesPersisted(queryClient);
    return;
  }
  // Signed out: saving starts with the first answer cached once somebody has signed in.
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (!hasStoredSession()) return;
    unsubscribe();
    void import('./lib/query-persistence').then((persistence) => persistence.keepQueriesPersisted(queryClient));
  });
}

/** How long the first render waits for the calls the route's loaders started (the frame shows meanwhile). */
export const FIRST_RENDER_WAIT_MS = 1500;

/**
 * Resolves when no call is in flight, or after `maxMs`. The first render waits for the calls the
 * route's loaders started: were one to answer while React is still building the screen (a transition
 * in short slices), React would throw that work away and build the whole screen again in one long,
 * blocking task (a store read with useSyncExternalStore changed under it). The server's frame, with
 * the screen's heading, is on screen meanwhile.
 *
 * Unless the server cannot be reached: the calls still in flight then are retries that will not answer
 * soon, and the screen's last-seen figures are already in the cache (kept on the device, or answered by
 * the worker), so the app starts at once rather than after the whole wait.
 */
export function callsSettled(maxMs = FIRST_RENDER_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0 || !isServerReachable()) return resolve();
    const timer = setTimeout(done, maxMs);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    const unwatch = subscribeReachability(() => {
      if (!isServerReachable()) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      unwatch();
      resolve();
    }
  });
}

/**
 * Marks the page as started once the app has replaced the server's frame: styles that would take the
 * main thread from the start-up (the loading placeholders' sheen, ui/data.css) wait for it.
 */
function markStarted(): void {
  document.documentElement.dataset.started = '';
}

/** The whole app: the query cache around the router. */
export function App({ router }: { router: AppRouter }) {
  useEffect(markStarted, []);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
