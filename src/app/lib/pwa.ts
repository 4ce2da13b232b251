import { useSyncExternalStore } from 'react';
import { SW_MESSAGES } from '../../contract/pwa';
import { hasInstallOffer, subscribeInstall } from './install-offer';
import { useServerReachable } from './reachability';
import { mediaMatches, STANDALONE_DISPLAY } from './use-media-query';

// ---------------------------------------------------------------------------------------------
// Update: register the worker and ask before switching to a new version.
// ---------------------------------------------------------------------------------------------

export interface UpdatePrompt {
  /** Asks the user; calls `reload` if they agree. */
  offer(reload: () => void): void;
}

/** The part of workbox-window's Workbox the update flow uses (a fake in tests). */
export interface UpdatableWorker {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  register(): Promise<ServiceWorkerRegistration | undefined>;
  update(): Promise<unknown>;
}

/** A long-open dashboard looks for a new version this often, and whenever it comes back into view. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

/**
 * Wires prompt-to-update: when a new worker is waiting, offer once; on consent the waiting worker
 * takes over (SKIP_WAITING) and the page reloads when it controls. If another tab already switched
 * (nothing waits any more), consent reloads at once, so the toast never does nothing.
 */
export function connectUpdatePrompt(
  wb: UpdatableWorker,
  prompt: UpdatePrompt,
  reload: () => void,
): Promise<ServiceWorkerRegistration | undefined> {
  let offered = false;
  let consented = false;
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    reload();
  };
  const registered = wb.register();

  wb.addEventListener('controlling', () => {
    if (consented) reloadOnce();
  });
  wb.addEventListener('waiting', () => {
    if (offered) return;
    offered = true;
    prompt.offer(() => {
      consented = true;
      void registered
        .then((registration) => {
          const waiting = registration?.waiting;
          if (waiting) waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
          else reloadOnce();
        })
        .catch(reloadOnce);
    });
  });
  return registered;
}

/** Looks for a new version every interval and when the page becomes visible; answers a stop function. */
export function startUpdateChecks(wb: Pick<UpdatableWorker, 'update'>, intervalMs = UPDATE_CHECK_INTERVAL_MS) {
  const check = () => {
    if (navigator.onLine) wb.update().catch(() => {});
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const timer = setInterval(check, intervalMs);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** How long after the page's load event the worker is registered (then at the next idle moment). */
export const REGISTER_AFTER_LOAD_MS = 3000;

/**
 * Resolves a while after the page has loaded, at an idle moment. A new worker downloads and stores the
 * whole app (its precache, some 140 files): started at the load event, as is usual, that ran on a
 * phone's network and cores while the first screen's code and calls were still arriving and React was
 * building it (and made Lighthouse's blocking time swing from run to run, as the worker is new in each).
 */
function afterStartUp(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
      else resolve();
    };
    const later = () => setTimeout(whenIdle, REGISTER_AFTER_LOAD_MS);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  });
}

/**
 * Registers the service worker (production builds only; vite-plugin-pwa builds it as an ES module)
 * and, when a new version is waiting, asks before switching to it: a reload mid-form would lose input.
 */
export function registerServiceWorker(prompt: UpdatePrompt): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // workbox-window loads after the first screen's code: registering is never urgent.
  afterStartUp()
    .then(() => import('workbox-window'))
    .then(({ Workbox }) => {
      const wb = new Workbox('/sw.js', { type: 'module' });
      return connectUpdatePrompt(wb, prompt, () => window.location.reload()).then(() => startUpdateChecks(wb));
    })
    .catch((err: unknown) => console.warn('Service worker registration failed', err));
}

// ---------------------------------------------------------------------------------------------
// Online status.
// ---------------------------------------------------------------------------------------------

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the app can talk to its server: the browser thinks it is online (the online and offline
 * events) and the server answered the last call (lib/reachability.ts), so a captive portal, dead
 * mobile data or a server that is down read as offline too.
 */
export function useOnlineStatus(): boolean {
  const browserOnline = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  return useServerReachable() && browserOnline;
}

// ---------------------------------------------------------------------------------------------
// Install: the browser's install prompt (Chromium) and home-screen help (iOS).
// ---------------------------------------------------------------------------------------------

// The offer itself is kept by ./install-offer, which the entry loads first (the offer can come before
// the app's own code has loaded).
export {
  type BeforeInstallPromptEvent,
  captureInstallPrompt,
  type InstallOutcome,
  promptInstall,
} from './install-offer';

/** Whether the browser offered to install the app (beforeinstallprompt fired and is unused). */
export function useCanPromptInstall(): boolean {
  return useSyncExternalStore(subscribeInstall, hasInstallOffer, () => false);
}

/** What the install decision needs to know about the browser. */
export interface PlatformInfo {
  userAgent: string;
  maxTouchPoints: number;
  /** Safari's navigator.standalone: true when opened from the home screen. */
  standalone?: boolean;
  /** matchMedia('(display-mode: standalone)'): the installed app's window. */
  displayModeStandalone: boolean;
}

export function readPlatform(): PlatformInfo {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone,
    displayModeStandalone: mediaMatches(STANDALONE_DISPLAY),
  };
}

/** iPhone, iPod or iPad, including iPadOS, which presents itself as a Mac with a touch screen. */
export function isIosDevice({ userAgent, maxTouchPoints }: Pick<PlatformInfo, 'userAgent' | 'maxTouchPoints'>) {
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
}

/** Already running as the installed app. */
export function isStandalone(platform: PlatformInfo): boolean {
  return platform.standalone === true || platform.displayModeStandalone;
}

/** In-app browsers (Facebook, Instagram, LINE, the Google app) have no Add to Home Screen. */
const IN_APP_BROWSER = /\b(?:FBAN|FBAV|Instagram|Line\/|GSA\/)/;

/**
 * iOS has no install prompt: the user adds the app from the Share menu. True in a browser tab on
 * iOS (Safari, and since iOS 16.4 the other browsers' share menus too), not in the installed app.
 */
export function needsIosInstallHelp(platform: PlatformInfo): boolean {
  return isIosDevice(platform) && !isStandalone(platform) && !IN_APP_BROWSER.test(platform.userAgent);
}

/** Test hook: forget the captured prompt and listeners between tests. */
export { resetInstallOfferForTests as resetInstallStateForTests } from './install-offer';
