import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type * as v from 'valibot';
import type { PushPayload, PushState, PushSubscribeRequest } from '../../contract/push';
import type { Db } from '../db/client';
import { accounts, memberships, pushSubscriptions, transfers } from '../db/schema';
import { ApiError, type Deps, type SessionInfo } from '../http';
import { accountOf } from '../tenancy';
import { deliverPush, isPushServiceEndpoint } from '../push/delivery';

const APPROVER_ROLES = ['Owner', 'Admin', 'v2-Admin'];
/** A pending approval is worth little after a day. */
const TTL_SECONDS = 24 * 60 * 60;

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

export const PUSH_ENDPOINT_REFUSED = 'Endpoint is not a push service';
export const PUSH_ENDPOINT_TAKEN = 'This browser receives notifications for another user';

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
 * may not approve it), through the shared delivery (dead and failing subscriptions dropped).
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
  return deliverPush(deps, allowed, payloadFor, { ttl: TTL_SECONDS, urgency: 'high' });
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
