/// <reference lib="webworker" />
// Web push for new pending transfers and chargebacks due soon: the notification, its click, the app badge.
import * as v from 'valibot';
import { type ChargebackDuePush, ChargebackDuePush as ChargebackDuePushSchema } from '../src/contract/chargeback-fines';
import { SW_MESSAGES } from '../src/contract/pwa';
import { PushPayload } from '../src/contract/push';
import {
  type DecisionResult,
  type DecisionTarget,
  decisionTargetOf,
  isDecisionAction,
  NOTIFICATION_ACTIONS,
} from './notification-actions';

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

/** Notification actions are in Chromium's and the spec's options, not in TypeScript's lib. */
type NotificationActionOption = { action: string; title: string };

export interface PushNotificationContent {
  title: string;
  options: NotificationOptions & {
    actions?: NotificationActionOption[];
    data: { url: string } & Partial<DecisionTarget>;
  };
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
      // Where the platform shows actions, the decision is made without opening the app.
      actions: [
        { action: NOTIFICATION_ACTIONS.approve, title: 'Approve' },
        { action: NOTIFICATION_ACTIONS.reject, title: 'Reject' },
      ],
      data: {
        url,
        account_id: payload.account_id,
        transfer_id: payload.transfer_id,
        user_id: payload.user_id,
        business_name: payload.business_name,
        pending_count: payload.pending_count,
      },
    },
  };
}

/** A chargeback due within 48 hours: its amount, payment and due time; a tap opens the chargeback. */
export function chargebackNotificationFor(payload: ChargebackDuePush): PushNotificationContent {
  const due = new Date(payload.due_date);
  const dueText = Number.isNaN(due.getTime()) ? payload.due_date : due.toUTCString().replace(/:\d\d GMT$/, ' UTC');
  return {
    title: `${payload.business_name}: chargeback due soon`,
    options: {
      body: `Respond to the chargeback of ${formatMinor(payload.amount, payload.currency)} on ${payload.transaction_reference} by ${dueText}`,
      tag: `chargeback-${payload.chargeback_id}`,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url.startsWith('/') ? payload.url : PENDING_APPROVALS_PATH },
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
  /** Sends a decision made on the notification through the approval queue. */
  decide: (action: 'approve' | 'reject', target: DecisionTarget) => Promise<DecisionResult>;
}

/**
 * The notification for a push: the transfer's details only for a user and business signed in on this
 * device; after a sign-out (or a subscription the server kept by mistake) a neutral one, as the
 * browser insists every push shows something.
 */
export async function contentFor(data: unknown, deps: Pick<PushDeps, 'isSignedIn'>): Promise<PushNotificationContent> {
  const chargeback = v.safeParse(ChargebackDuePushSchema, data);
  if (chargeback.success) {
    const signedIn = await deps.isSignedIn(chargeback.output.user_id, chargeback.output.account_id).catch(() => false);
    return signedIn ? chargebackNotificationFor(chargeback.output) : neutralNotification();
  }
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
  await setBadge(parsed.output.pending_count);
}

/** The home-screen icon's count of pending approvals; none at zero. */
async function setBadge(count: number): Promise<void> {
  const nav = self.navigator as WorkerNavigator & {
    setAppBadge?: (count?: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  if (count > 0) await nav.setAppBadge?.(count).catch(() => {});
  else await nav.clearAppBadge?.().catch(() => {});
}

/** Approve or Reject tapped on the alert: decided through the queue, the outcome shown as a new alert. */
async function decideOnNotification(action: 'approve' | 'reject', target: DecisionTarget, deps: PushDeps) {
  const result = await deps.decide(action, target);
  if (result.kind === 'open') return openApp(result.path);
  await self.registration.showNotification(result.title, {
    body: result.body,
    tag: result.tag,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: `${PENDING_APPROVALS_PATH}?account=${target.account_id}` },
  });
  if (result.pendingAfter !== null) await setBadge(result.pendingAfter);
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
    const target = decisionTargetOf(event.notification.data);
    if (target && isDecisionAction(event.action)) {
      keepAlive(event, decideOnNotification(event.action, target, deps));
      return;
    }
    const url = (event.notification.data as { url?: unknown } | null)?.url;
    const path = typeof url === 'string' && url.startsWith('/') ? url : PENDING_APPROVALS_PATH;
    keepAlive(event, openApp(path));
  });
}
