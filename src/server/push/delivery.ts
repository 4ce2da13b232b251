import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client';
import { pushSubscriptions, serverSettings } from '../db/schema';
import type { Deps } from '../http';

/*
 * Web push delivery shared by every alert the server sends (pending transfers, chargeback due dates):
 * the VAPID keys, which endpoints may be sent to, and one send per subscription with the bookkeeping
 * of dead and failing subscriptions.
 */

const PUBLIC_KEY = 'vapid_public_key';
const PRIVATE_KEY = 'vapid_private_key';
const DEFAULT_SUBJECT = 'mailto:payouts@merchant-dashboard.invalid';
/**
 * Deliveries in a row a push service may fail (no connection, a timeout, 5xx) before its subscription
 * is dropped: a service that is gone for good would otherwise cost a try and a log line on every
 * alert forever; a passing outage rarely spans three alerts. The browser subscribes again when
 * its user turns alerts on.
 */
export const PUSH_MAX_FAILURES = 3;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair: from the environment when set, else made once and kept in
 * server_settings (insert-if-absent then read, so instances starting together agree).
 */
export async function vapidKeys(deps: Pick<Deps, 'db' | 'config'>): Promise<VapidKeys> {
  if (deps.config.vapid) return deps.config.vapid;
  const read = async () => {
    const rows = await deps.db
      .select()
      .from(serverSettings)
      .where(inArray(serverSettings.key, [PUBLIC_KEY, PRIVATE_KEY]));
    const get = (key: string) => rows.find((r) => r.key === key)?.value;
    const publicKey = get(PUBLIC_KEY);
    const privateKey = get(PRIVATE_KEY);
    return publicKey && privateKey ? { publicKey, privateKey } : null;
  };
  const existing = await read();
  if (existing) return existing;
  const made = webpush.generateVAPIDKeys();
  await deps.db.transaction(async (tx) => {
    // Both or neither: a pair is only written whole.
    const inserted = await tx
      .insert(serverSettings)
      .values({ key: PUBLIC_KEY, value: made.publicKey })
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0) await tx.insert(serverSettings).values({ key: PRIVATE_KEY, value: made.privateKey });
  });
  return (await read())!;
}

/**
 * The push services of the browsers (Chrome/Edge via FCM, Firefox, Safari, Windows): a subscription's
 * endpoint is on one of them, or the server would be made to send requests wherever a caller says
 * (loopback, the private network, a cloud metadata address). A host matches exactly or as a subdomain.
 */
export const PUBLIC_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

/** An https endpoint on a public push service (or one the configuration names, as tests do). */
export function isPushServiceEndpoint(endpoint: string, extraHosts: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (extraHosts.includes(url.host)) return true;
  if (url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUBLIC_PUSH_SERVICES.some((service) => host === service || host.endsWith(`.${service}`));
}

type Subscription = typeof pushSubscriptions.$inferSelect;

/**
 * The subscriptions of these users in this business, as the push service endpoints allow: those stored
 * before endpoints were checked, or since refused, are never sent to.
 */
export async function subscriptionsOf(
  deps: Pick<Deps, 'db' | 'config'>,
  accountId: number,
  userIds: number[],
): Promise<Subscription[]> {
  if (userIds.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.accountId, accountId), inArray(pushSubscriptions.userId, userIds)));
  return rows.filter((sub) => isPushServiceEndpoint(sub.endpoint, deps.config.pushServiceHosts));
}

export interface PushOptions {
  /** Seconds the push service keeps an undelivered alert. */
  ttl: number;
  urgency: 'normal' | 'high';
}

/**
 * Sends each subscription its user's payload. Subscriptions the push service calls gone (404/410) are
 * deleted, and those whose service failed PUSH_MAX_FAILURES deliveries in a row. Answers how many were
 * delivered; never throws for a failed delivery.
 */
export async function deliverPush(
  deps: Pick<Deps, 'db' | 'config' | 'pushAgent'>,
  subscriptions: Subscription[],
  payloadFor: (userId: number) => unknown,
  options: PushOptions,
): Promise<number> {
  if (subscriptions.length === 0) return 0;
  const db = deps.db;
  const keys = await vapidKeys(deps);
  let delivered = 0;
  await Promise.all(
    subscriptions.map(async (sub) => {
      try {
        await webpush.sendNotification(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          JSON.stringify(payloadFor(sub.userId)),
          {
            vapidDetails: { subject: deps.config.vapidSubject ?? DEFAULT_SUBJECT, ...keys },
            contentEncoding: 'aes128gcm',
            TTL: options.ttl,
            urgency: options.urgency,
            timeout: 10_000,
            ...(deps.pushAgent ? { agent: deps.pushAgent } : {}),
          },
        );
        delivered++;
        if (sub.failures > 0)
          await db.update(pushSubscriptions).set({ failures: 0 }).where(eq(pushSubscriptions.id, sub.id));
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
        } else if (status === undefined || status >= 500) {
          await countFailure(db, sub.id, (err as Error).message);
        } else {
          console.warn(`[push] delivery to subscription ${sub.id} failed: ${(err as Error).message}`);
        }
      }
    }),
  );
  return delivered;
}

/** One more failed delivery in a row; the third drops the subscription. */
async function countFailure(db: Db, id: number, message: string): Promise<void> {
  const [row] = await db
    .update(pushSubscriptions)
    .set({ failures: sql`${pushSubscriptions.failures} + 1` })
    .where(eq(pushSubscriptions.id, id))
    .returning({ failures: pushSubscriptions.failures });
  if (!row) return;
  if (row.failures >= PUSH_MAX_FAILURES) {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, id), gte(pushSubscriptions.failures, PUSH_MAX_FAILURES)));
    console.warn(`[push] subscription ${id} dropped after ${row.failures} failed deliveries in a row: ${message}`);
  } else {
    console.warn(`[push] delivery to subscription ${id} failed (${row.failures} in a row): ${message}`);
  }
}
