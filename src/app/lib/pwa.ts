import { Workbox } from 'workbox-window';

export interface UpdatePrompt {
  /** Asks the user; calls `reload` if they agree. */
  offer(reload: () => void): void;
}

/**
 * Registers the service worker (production builds only) and, when a new version
 * is waiting, asks before switching to it: a reload mid-form would lose input.
 */
export function registerServiceWorker(prompt: UpdatePrompt): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { type: 'module' });
  wb.addEventListener('waiting', () => {
    prompt.offer(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.register().catch((err: unknown) => console.warn('Service worker registration failed', err));
}
