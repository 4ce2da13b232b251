/// <reference lib="webworker" />
// The service worker: precaches the app shell so the app opens offline and from the home screen.
// Later modules (last-seen data, the approval queue, push) are wired here too.
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { PUBLIC_PAGE_PATTERNS, SW_MESSAGES } from '../src/contract/pwa';
import { wireApprovalQueue } from './approval-wiring';
import { wireDataCache } from './data-cache';
import { decideFromNotification } from './notification-actions';
import { wirePageFrames } from './page-frames';
import { PENDING_APPROVALS_PATH, wirePush } from './push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// The shell: the app's JS, CSS, HTML and SVG (vite.config.ts globPatterns) and the icons (includeAssets).
const precached = self.__WB_MANIFEST;
precacheAndRoute(precached);
cleanupOutdatedCaches();

/** Server-rendered paths that must never get the app shell: the API and the sandbox pages. */
const SHELL_DENYLIST = [/^\/api(?:\/|$)/, /^\/sandbox(?:\/|$)/, ...PUBLIC_PAGE_PATTERNS];

// Every in-app navigation opens with the server's first frame of its screen, kept for offline (else the
// precached shell); the server's own pages and the API never do.
const pageFrames = wirePageFrames({
  build: precached.flatMap((entry) =>
    typeof entry !== 'string' && entry.url === 'index.html' ? [entry.revision] : [],
  )[0],
  isPrecached: (path) => getCacheKeyForURL(path) !== undefined,
  shell: () => matchPrecache('/index.html'),
});
registerRoute(
  new NavigationRoute(({ request, event }) => pageFrames.navigate(request, (work) => event.waitUntil(work)), {
    denylist: SHELL_DENYLIST,
  }),
);

// The manifest is built by the server from the brand: fresh when online, the last copy when offline.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === '/manifest.webmanifest',
  new NetworkFirst({ cacheName: 'web-manifest', networkTimeoutSeconds: 3 }),
);

// Last-seen balances and overview, per account in IndexedDB; no other /api answer is kept.
// Workbox routes nothing under /api, so this listener is the one that answers those reads.
wireDataCache();

// The offline approval queue and web push for new pending transfers.
const approvalQueue = wireApprovalQueue();
// An alert shows business data only while its user is signed in to that business here (the queue
// keeps the sessions the app handed over; sign-out forgets them).
wirePush({
  isSignedIn: (userId, accountId) => approvalQueue.hasSession(userId, accountId),
  decide: (action, target) => decideFromNotification(approvalQueue, action, target, PENDING_APPROVALS_PATH),
});

// The first worker on this device takes over the page that installed it at once, so a user who opens the
// app once and loses signal tomorrow has that visit's figures. A later version never does: it waits for
// the user's Reload (below), as a switch mid-form would lose input.
let firstInstall = false;
self.addEventListener('install', () => {
  firstInstall = !self.registration.active;
});
self.addEventListener('activate', (event) => {
  if (firstInstall) event.waitUntil(self.clients.claim());
});

// Prompt-to-update: a new worker waits until the user agrees to reload.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
});
