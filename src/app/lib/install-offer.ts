// The browser's install offer (Chromium's beforeinstallprompt), kept for the app's own 'Install app'.
// No imports: the entry loads this before anything else, because Chromium fires the event once per page
// as soon as its own checks end, which can be before the app's code (loaded in steps after the first
// paint) is there to listen; an offer nobody heard is gone until the next page load.

/** Chromium's beforeinstallprompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let capturing = false;
const installListeners = new Set<() => void>();
const notifyInstall = () => {
  for (const listener of installListeners) listener();
};

/**
 * Keeps the browser's install prompt for our own button (and hides its mini-infobar). Called by the
 * entry before the app starts; idempotent.
 */
export function captureInstallPrompt(): void {
  if (capturing || typeof window === 'undefined') return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    notifyInstall();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    notifyInstall();
  });
}

/** Shows the browser's install dialog; a prompt can be used once, so it is forgotten after. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferredPrompt;
  if (!event) return 'unavailable';
  deferredPrompt = null;
  notifyInstall();
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome;
}

/** Whether the browser offered to install the app and the offer is unused. */
export function hasInstallOffer(): boolean {
  return deferredPrompt !== null;
}

export function subscribeInstall(onChange: () => void): () => void {
  installListeners.add(onChange);
  return () => installListeners.delete(onChange);
}

/** Forgets the offer (tests run many installs in one page). */
export function resetInstallOfferForTests(): void {
  deferredPrompt = null;
  notifyInstall();
}
