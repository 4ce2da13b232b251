// Approve or Reject from a pending-transfer notification: the decision goes through the same queue as
// one made in the app (same idempotency, same session rules, replayed when the server answers), and its
// outcome comes back as a second notification.
import type { ApprovalOutcome } from '../src/contract/transfers';
import type { ApprovalQueue } from './approval-queue';

export const NOTIFICATION_ACTIONS = { approve: 'approve', reject: 'reject' } as const;
type NotificationAction = (typeof NOTIFICATION_ACTIONS)[keyof typeof NOTIFICATION_ACTIONS];

/** What a pending-transfer notification carries for its actions. */
export interface DecisionTarget {
  transfer_id: number;
  account_id: number;
  user_id: number;
  business_name: string;
  pending_count: number;
}

export function decisionTargetOf(data: unknown): DecisionTarget | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const ids = [d.transfer_id, d.account_id, d.user_id, d.pending_count];
  if (!ids.every((id) => typeof id === 'number' && Number.isInteger(id))) return null;
  if (typeof d.business_name !== 'string') return null;
  return d as unknown as DecisionTarget;
}

export const isDecisionAction = (action: string): action is NotificationAction =>
  action === NOTIFICATION_ACTIONS.approve || action === NOTIFICATION_ACTIONS.reject;

/**
 * One key per user, transfer and decision: tapping the same action twice (or on two copies of the alert)
 * is one intent, and the server's idempotency store answers a repeat with the first outcome.
 */
export const notificationDecisionKey = (target: DecisionTarget, action: NotificationAction) =>
  `notification-${action}-${target.account_id}-${target.transfer_id}-${target.user_id}`;

/** The follow-up: the outcome, or where to go when it cannot be decided from the notification. */
export type DecisionResult =
  | { kind: 'notify'; title: string; body: string; tag: string; pendingAfter: number | null }
  | { kind: 'open'; path: string };

const OUTCOME_TITLES: Record<ApprovalOutcome, string> = {
  approved: 'Transfer approved',
  rejected: 'Transfer rejected',
  already_decided: 'Already decided',
  not_found: 'Transfer not found',
  not_allowed: 'Not allowed',
};

export async function decideFromNotification(
  queue: Pick<ApprovalQueue, 'hasSession' | 'enqueue' | 'replay' | 'list'>,
  action: NotificationAction,
  target: DecisionTarget,
  pendingPath: string,
  now: () => Date = () => new Date(),
): Promise<DecisionResult> {
  // Signed out here (or another user's alert): the app asks them to sign in; nothing is decided blind.
  if (!(await queue.hasSession(target.user_id, target.account_id))) return { kind: 'open', path: pendingPath };
  const key = notificationDecisionKey(target, action);
  await queue.enqueue({
    key,
    transfer_id: target.transfer_id,
    reject: action === NOTIFICATION_ACTIONS.reject,
    account_id: target.account_id,
    user_id: target.user_id,
    queued_at: now().toISOString(),
    state: 'queued',
  });
  await queue.replay();
  const item = (await queue.list()).find((entry) => entry.key === key);
  const tag = `transfer-${target.transfer_id}-decision`;
  if (item?.state === 'done' && item.outcome) {
    const decided = item.outcome.outcome === 'approved' || item.outcome.outcome === 'rejected';
    return {
      kind: 'notify',
      title: `${target.business_name}: ${OUTCOME_TITLES[item.outcome.outcome]}`,
      body: item.outcome.message,
      tag,
      pendingAfter: decided ? Math.max(0, target.pending_count - 1) : null,
    };
  }
  if (item?.state === 'needs_sign_in') return { kind: 'open', path: pendingPath };
  return {
    kind: 'notify',
    title: `${target.business_name}: ${action === NOTIFICATION_ACTIONS.approve ? 'Approval' : 'Rejection'} queued`,
    body: 'It will be sent as soon as the server can be reached.',
    tag,
    pendingAfter: null,
  };
}
