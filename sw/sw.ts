/// <reference lib="webworker" />
// The service worker: precaches the app shell so the app opens offline and from the home screen.
// Later modules (last-seen data, the approval queue, push) are wired here too.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SW_MESSAGES } from '../src/contract/pwa';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app navigation gets the precached shell; the server's own pages and the API never do.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/sandbox\//] }));

// Prompt-to-update: a new worker waits until the user agrees to reload.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
});
