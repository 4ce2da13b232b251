import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner in the first load: the app imports `toast` from here; the first toast loads
 * sonner and mounts the root's Toaster (ui/toaster.tsx), then shows. sonner's Toaster drops toasts
 * raised before it mounts, so each call waits for a mounted Toaster. (~9 KB of brotli off every
 * first screen, for the bundle budget.)
 */
type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']>[0];

let sonner: Promise<Sonner> | undefined;
let mountedToasters = 0;
let wanted = false;
const waitingForMount = new Set<() => void>();
const wantListeners = new Set<() => void>();

export const loadSonner = (): Promise<Sonner> => {
  sonner ??= import('sonner');
  return sonner;
};

/** For ui/toaster.tsx: whether a toast has been asked for (the Toaster mounts from then on). */
export const toasterWanted = (): boolean => wanted;

export function onToasterWanted(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

/** For ui/toaster.tsx: a Toaster subscribed to sonner's state (or unsubscribed). */
export function toasterMounted(delta: 1 | -1): void {
  mountedToasters += delta;
  if (mountedToasters > 0) {
    for (const resolve of waitingForMount) resolve();
    waitingForMount.clear();
  }
}

async function ready(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of wantListeners) listener();
  }
  const lib = await loadSonner();
  if (mountedToasters === 0) await new Promise<void>((resolve) => waitingForMount.add(resolve));
  return lib;
}

function show(message: Message, options?: ExternalToast): void {
  void ready().then(({ toast: t }) => t(message, options));
}

export const toast = Object.assign(show, {
  success: (message: Message, options?: ExternalToast): void => {
    void ready().then(({ toast: t }) => t.success(message, options));
  },
  error: (message: Message, options?: ExternalToast): void => {
    void ready().then(({ toast: t }) => t.error(message, options));
  },
  dismiss: (id?: string | number): void => {
    if (sonner) void sonner.then(({ toast: t }) => t.dismiss(id));
  },
});
