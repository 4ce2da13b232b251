/// <reference lib="webworker" />
// Web push for new pending transfers: the notification, its click, the app badge.
import * as v from 'valibot';
import { SW_MESSAGES } from '../src/contract/pwa';
import { PushPayload } from '../src/contract/transfers';

declare const self: ServiceWorkerGlobalScope;

export const PENDING_APPROVALS_PATH = '/dashboard/transfers/pendingapprovals';

/** Minor units → 'NGN 1,234.56' without float maths (the app's lib/money.ts is out of the worker's reach). */
export function formatMinor(minor: number, currency: string): string {
  const value = BigInt(Math.trunc(minor));
  const abs = value < 0n ? -value : value;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${value < 0n ? '-' : ''}${currency} ${whole}.${cents}`;
}

export interface PushNotificationContent {
  title: string;
  options: NotificationOptions & { data: { url: string; account_id?: number; transfer_id?: number } };
}

/** What a pending-transfer push shows: amount, beneficiary and business; one notification per transfer. */
export function notificationFor(payload: PushPayload): PushNotificationContent {
  const url = `${PENDING_APPROVALS_PATH}?account=${payload.account_id}`;
  return {
    title: `${payload.business_name}: transfer awaiting approval`,
    options: {
      body: `${formatMinor(payload.amount, payload.currency)} to ${payload.beneficiary}`,
      tag: `transfer-${payload.transfer_id}`,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url, account_id: payload.account_id, transfer_id: payload.transfer_id },
    },
  };
}

/** What a push shows when its user is not signed in here (or it cannot be read): nothing of the business. */
export const NEUTRAL_NOTIFICATION_TITLE = 'You have a new notification';

export function neutralNotification(): PushNotificationContent {
  return {
    title: NEUTRAL_NOTIFICATION_TITLE,
    options: {
      tag: 'neutral',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: PENDING_APPROVALS_PATH },
    },
  };
}

export interface PushDeps {
  /** Whether the user is signed in to the business on this device now. */
  isSignedIn: (userId: number, accountId: number) => Promise<boolean>;
}

/**
 * The notification for a push: the transfer's details only for a user and business signed in on this
 * device; after a sign-out (or a subscription the server kept by mistake) a neutral one, as the
 * browser insists every push shows something.
 */
export async function contentFor(data: unknown, deps: PushDeps): Promise<PushNotificationContent> {
  const parsed = v.safeParse(PushPayload, data);
  if (!parsed.success) return neutralNotification();
  const signedIn = await deps.isSignedIn(parsed.output.user_id, parsed.output.account_id).catch(() => false);
  return signedIn ? notificationFor(parsed.output) : neutralNotification();
}

async function showPush(data: unknown, deps: PushDeps): Promise<void> {
  const content = await contentFor(data, deps);
  await self.registration.showNotification(content.title, content.options);
  // The badge's count is the business's too: only for a signed-in user's alert.
  const parsed = v.safeParse(PushPayload, data);
  if (!parsed.success || content.options.tag === 'neutral') return;
  const nav = self.navigator as WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void> };
  if (typeof nav.setAppBadge === 'function') await nav.setAppBadge(parsed.output.pending_count).catch(() => {});
}

/** Focuses an open window of the app and takes it to the path, or opens a new one. */
async function openApp(path: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((c) => new URL(c.url).origin === self.location.origin);
  if (client) {
    // The app navigates in place (no reload, its state kept); focus needs the click's activation.
    client.postMessage({ type: SW_MESSAGES.navigate, url: path });
    await client.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(path);
}

/** waitUntil throws on a script-made event; the work still runs. */
function keepAlive(event: ExtendableEvent, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    void work;
  }
}

export function wirePush(deps: PushDeps): void {
  self.addEventListener('push', (event) => {
    let data: unknown = null;
    try {
      data = event.data?.json() ?? null;
    } catch {
      data = null;
    }
    keepAlive(event, showPush(data, deps));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = (event.notification.data as { url?: unknown } | null)?.url;
    const path = typeof url === 'string' && url.startsWith('/') ? url : PENDING_APPROVALS_PATH;
    keepAlive(event, openApp(path));
  });
}
