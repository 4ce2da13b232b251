import { useCallback, useEffect, useState } from 'react';
import { pushEndpoints } from '../../contract/push';
import { call } from './api-client';

/*
 * Web-push opt-in for new pending transfers. Asked only on a user gesture (a click in
 * the bell menu or settings); the subscription is stored by the server per user and account.
 */

export type PushOptInState = 'unsupported' | 'denied' | 'off' | 'on' | 'checking';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** The VAPID key as the bytes pushManager.subscribe wants (base64url → Uint8Array). */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** How long subscribing may take: the browser's push service or our server may never answer. */
export const PUSH_TIMEOUT_MS = 20_000;
export const PUSH_TIMEOUT_MESSAGE =
  'Could not turn on alerts: the push service did not answer. Check your connection and try again.';

/** The promise's answer, or a clear error once `ms` have passed (the promise itself cannot be stopped). */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** This browser's state: unsupported, denied, or whether the server holds its subscription. */
export async function readPushState(): Promise<PushOptInState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  const state = await call(pushEndpoints.pushState, { query: { endpoint: subscription.endpoint } });
  return state.subscribed ? 'on' : 'off';
}

/**
 * Asks permission (call it from a click), subscribes with the server's key and registers it. Everything
 * after the permission prompt has one deadline: a push service that cannot be reached leaves
 * pushManager.subscribe pending for ever, and the switch would say 'Saving…' for ever with it.
 */
export async function enablePush(timeoutMs = PUSH_TIMEOUT_MS): Promise<PushOptInState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  return withTimeout(subscribeAndRegister(), timeoutMs, PUSH_TIMEOUT_MESSAGE);
}

async function subscribeAndRegister(): Promise<PushOptInState> {
  const { public_key } = await call(pushEndpoints.vapidPublicKey);
  const reg = await registration();
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(public_key) }));
  const json = subscription.toJSON();
  await call(pushEndpoints.pushSubscribe, {
    body: {
      endpoint: subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
  return 'on';
}

export async function disablePush(): Promise<PushOptInState> {
  if (!pushSupported()) return 'unsupported';
  const subscription = await (await registration()).pushManager.getSubscription();
  if (subscription) {
    await call(pushEndpoints.pushUnsubscribe, { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}

/**
 * Sign-out: this device stops getting the user's alerts. The server forgets the subscription first
 * (the session is still valid), then the browser drops it, so a copy the server kept anyway is
 * refused by the push service (410) and deleted at the next push. Never fails and never waits long:
 * sign-out must not depend on either.
 */
export async function unsubscribeThisDevice(timeoutMs = 5000): Promise<void> {
  if (!pushSupported()) return;
  try {
    const reg = await withTimeout(navigator.serviceWorker.getRegistration(), timeoutMs, 'no registration');
    const subscription = await reg?.pushManager.getSubscription();
    if (!subscription) return;
    await withTimeout(
      call(pushEndpoints.pushUnsubscribe, { body: { endpoint: subscription.endpoint } }),
      timeoutMs,
      'no answer',
    ).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // Nothing to undo: the worker shows no business data once the user is signed out.
  }
}

/** The opt-in's state and its two actions, with the last error's message. */
export function usePushOptIn() {
  const [state, setState] = useState<PushOptInState>('checking');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let alive = true;
    readPushState()
      .then((next) => alive && setState(next))
      .catch(() => alive && setState('off'));
    return () => {
      alive = false;
    };
  }, []);

  const run = useCallback(async (action: () => Promise<PushOptInState>) => {
    setBusy(true);
    setError(null);
    try {
      setState(await action());
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not change alerts. Please try again.');
    } finally {
      setBusy(false);
    }
  }, []);

  return {
    state,
    error,
    busy,
    enable: () => run(enablePush),
    disable: () => run(disablePush),
  };
}
