import { and, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import webpush from 'web-push';
import type { PushPayload, PushState, PushSubscribeRequest } from '../../contract/transfers';
import type { Db } from '../db/client';
import { accounts, memberships, pushSubscriptions, serverSettings, transfers } from '../db/schema';
import { ApiError, type Deps, type SessionInfo } from '../http';
import { accountOf } from '../modules/shell/paging';

const PUBLIC_KEY = 'vapid_public_key';
const PRIVATE_KEY = 'vapid_private_key';
const DEFAULT_SUBJECT = 'mailto:payouts@merchant-dashboard.invalid';
const APPROVER_ROLES = ['Owner', 'Admin', 'v2-Admin'];
/** A pending approval is worth little after a day. */
const TTL_SECONDS = 24 * 60 * 60;
/**
 * Deliveries in a row a push service may fail (no connection, a timeout, 5xx) before its subscription
 * is dropped: a service that is gone for good would otherwise cost a try and a log line on every
 * transfer forever; a passing outage rarely spans three transfers. The browser subscribes again when
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
export async function vapidKeys(deps: Deps): Promise<VapidKeys> {
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

async function stateOf(db: Db, session: SessionInfo, endpoint?: string): Promise<PushState> {
  const mine = await db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, session.userId), eq(pushSubscriptions.accountId, accountOf(session))));
  return {
    subscribed: endpoint ? mine.some((m) => m.endpoint === endpoint) : mine.length > 0,
    subscriptions: mine.length,
  };
}

export const pushState = stateOf;

/** Stores the browser's subscription for this user and business (a browser re-subscribing replaces its keys). */
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

export const PUSH_ENDPOINT_REFUSED = 'Endpoint is not a push service';
export const PUSH_ENDPOINT_TAKEN = 'This browser receives notifications for another user';

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

/**
 * Subscribes this browser for the user and business. An endpoint another user of the business holds is
 * taken over only with the same keys (the same browser's subscription, after that user signed out):
 * knowing an endpoint alone must not redirect another member's notifications.
 */
export async function subscribe(
  deps: Deps,
  session: SessionInfo,
  body: v.InferOutput<typeof PushSubscribeRequest>,
): Promise<PushState> {
  const db = deps.db;
  if (!isPushServiceEndpoint(body.endpoint, deps.config.pushServiceHosts)) {
    throw new ApiError(400, PUSH_ENDPOINT_REFUSED);
  }
  const accountId = accountOf(session);
  const stored = await db
    .insert(pushSubscriptions)
    .values({
      userId: session.userId,
      accountId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    })
    .onConflictDoUpdate({
      target: [pushSubscriptions.endpoint, pushSubscriptions.accountId],
      set: { userId: session.userId, p256dh: body.keys.p256dh, auth: body.keys.auth },
      setWhere: or(
        eq(pushSubscriptions.userId, session.userId),
        and(eq(pushSubscriptions.p256dh, body.keys.p256dh), eq(pushSubscriptions.auth, body.keys.auth)),
      ),
    })
    .returning({ id: pushSubscriptions.id });
  if (stored.length === 0) throw new ApiError(409, PUSH_ENDPOINT_TAKEN);
  return stateOf(db, session, body.endpoint);
}

export async function unsubscribe(db: Db, session: SessionInfo, endpoint: string): Promise<PushState> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, endpoint),
        eq(pushSubscriptions.accountId, accountOf(session)),
        eq(pushSubscriptions.userId, session.userId),
      ),
    );
  return stateOf(db, session, endpoint);
}

export interface PendingTransfer {
  id: number;
  accountId: number;
  amount: number;
  currency: string;
  beneficiary: string;
  initiatedBy: number | null;
}

/**
 * Pushes a new pending transfer to every approver of the business (not its initiator, who
 * may not approve it). Subscriptions the push service calls gone (404/410) are deleted, and those
 * whose service failed PUSH_MAX_FAILURES deliveries in a row.
 * Answers how many were delivered; never throws for a failed delivery.
 */
export async function notifyApprovers(deps: Deps, t: PendingTransfer): Promise<number> {
  const db = deps.db;
  // A transfer under an approval rule goes to the rule's roles only.
  const [rule] = await db
    .select({ roles: transfers.approverRoles })
    .from(transfers)
    .where(and(eq(transfers.id, t.id), eq(transfers.accountId, t.accountId)));
  const roles = rule?.roles ?? [...APPROVER_ROLES];
  const approvers = db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.accountId, t.accountId), inArray(memberships.role, roles)));
  const targets = await db
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.accountId, t.accountId),
        inArray(pushSubscriptions.userId, approvers),
        t.initiatedBy === null ? undefined : ne(pushSubscriptions.userId, t.initiatedBy),
      ),
    );
  // Stored before endpoints were checked, or since refused: never sent to.
  const allowed = targets.filter((sub) => isPushServiceEndpoint(sub.endpoint, deps.config.pushServiceHosts));
  if (allowed.length === 0) return 0;
  const [account] = await db.select({ name: accounts.businessName }).from(accounts).where(eq(accounts.id, t.accountId));
  const pending = await pendingCount(db, t.accountId);
  const payloadFor = (userId: number): PushPayload => ({
    type: 'transfer_pending_approval',
    transfer_id: t.id,
    account_id: t.accountId,
    user_id: userId,
    business_name: account?.name ?? '',
    amount: t.amount,
    currency: t.currency,
    beneficiary: t.beneficiary,
    pending_count: pending,
    url: `/dashboard/transfers/pendingapprovals?account=${t.accountId}`,
  });
  const keys = await vapidKeys(deps);
  let delivered = 0;
  await Promise.all(
    allowed.map(async (sub) => {
      try {
        await webpush.sendNotification(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          JSON.stringify(payloadFor(sub.userId)),
          {
            vapidDetails: { subject: deps.config.vapidSubject ?? DEFAULT_SUBJECT, ...keys },
            contentEncoding: 'aes128gcm',
            TTL: TTL_SECONDS,
            urgency: 'high',
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

/** Fire and forget, after the commit: the transfer's answer never waits for, or fails with, a push. */
export function notifyApproversLater(deps: Deps, t: PendingTransfer): void {
  setImmediate(() => {
    notifyApprovers(deps, t).catch((err) => console.warn(`[push] ${(err as Error).message}`));
  });
}

/** How many transfers of the business wait for an approver (badge and push). */
export async function pendingCount(db: Db, accountId: number): Promise<number> {
  return db.$count(
    transfers,
    and(eq(transfers.accountId, accountId), inArray(transfers.status, ['NEW']), eq(transfers.requiresApproval, true)),
  );
}
