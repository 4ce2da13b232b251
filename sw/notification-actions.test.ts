import { describe, expect, it } from 'vitest';
import { memoryStore } from './memory-store';
import { createApprovalQueue } from './approval-queue';
import { type DecisionTarget, decideFromNotification, decisionTargetOf } from './notification-actions';

const target: DecisionTarget = {
  transfer_id: 81,
  account_id: 5,
  user_id: 7,
  business_name: 'Ada Stores',
  pending_count: 3,
};
const session = {
  user_id: 7,
  account_id: 5,
  token: 'token-one-123456',
  api_base: '/api',
  app_id: 'merchant-dashboard',
};
const PATH = '/dashboard/transfers/pendingapprovals';

/** A queue whose server answers each approve call with `answer` (or cannot be reached), counting calls. */
function queueAnswering(answer: (body: { id: number; reject: boolean }) => Response | null) {
  const calls: { body: { id: number; reject: boolean }; key: string | null }[] = [];
  const queue = createApprovalQueue({
    items: memoryStore(),
    sessions: memoryStore(),
    fetch: (async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { id: number; reject: boolean };
      calls.push({ body, key: new Headers(init.headers).get('idempotency-key') });
      const response = answer(body);
      if (!response) throw new TypeError('Failed to fetch');
      return response;
    }) as typeof fetch,
    notify: () => undefined,
  });
  return { queue, calls };
}

const approved = (id: number, reject: boolean) =>
  Response.json({
    status: 'success',
    message: reject ? 'Transfer rejected' : 'Transfer approved',
    data: { id, outcome: reject ? 'rejected' : 'approved', status: reject ? 'REJECTED' : 'NEW', message: 'Done' },
  });

describe('a decision made on the notification', () => {
  it('is sent through the queue once and its outcome becomes the next notification', async () => {
    const { queue, calls } = queueAnswering((body) => approved(body.id, body.reject));
    await queue.setSession(session);
    const result = await decideFromNotification(queue, 'approve', target, PATH);
    expect(result).toEqual({
      kind: 'notify',
      title: 'Ada Stores: Transfer approved',
      body: 'Done',
      tag: 'transfer-81-decision',
      pendingAfter: 2,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ id: 81, reject: false });
    // A second tap of the same action is the same intent: nothing more is sent.
    await decideFromNotification(queue, 'approve', target, PATH);
    expect(calls).toHaveLength(1);
  });

  it('a reject says so; a refusal by the server is shown as it was answered, the badge untouched', async () => {
    const { queue } = queueAnswering((body) =>
      body.reject
        ? approved(body.id, true)
        : Response.json(
            {
              status: 'error',
              message: 'Rejected by admin@ada.test',
              data: {
                id: body.id,
                outcome: 'already_decided',
                status: 'REJECTED',
                message: 'Rejected by admin@ada.test',
              },
            },
            { status: 409 },
          ),
    );
    await queue.setSession(session);
    const rejected = await decideFromNotification(queue, 'reject', target, PATH);
    expect(rejected).toMatchObject({ kind: 'notify', title: 'Ada Stores: Transfer rejected', pendingAfter: 2 });
    const other = await decideFromNotification(queue, 'approve', { ...target, transfer_id: 82 }, PATH);
    expect(other).toMatchObject({
      kind: 'notify',
      title: 'Ada Stores: Already decided',
      body: 'Rejected by admin@ada.test',
      pendingAfter: null,
    });
  });

  it('waits in the queue, and says so, when the server cannot be reached', async () => {
    const { queue } = queueAnswering(() => null);
    await queue.setSession(session);
    const result = await decideFromNotification(queue, 'approve', target, PATH);
    expect(result).toMatchObject({ kind: 'notify', title: 'Ada Stores: Approval queued', pendingAfter: null });
    expect((await queue.list()).map((item) => item.state)).toEqual(['queued']);
  });

  it('opens the app instead when that user is not signed in to that business here', async () => {
    const { queue, calls } = queueAnswering((body) => approved(body.id, body.reject));
    await queue.setSession({ ...session, account_id: 6 });
    expect(await decideFromNotification(queue, 'approve', target, PATH)).toEqual({ kind: 'open', path: PATH });
    expect(calls).toHaveLength(0);
    expect(await queue.list()).toEqual([]);
  });

  it('reads its target only from a pending-transfer notification', () => {
    expect(decisionTargetOf({ url: PATH, ...target })).toEqual({ url: PATH, ...target });
    expect(decisionTargetOf({ url: PATH })).toBeNull();
    expect(decisionTargetOf({ ...target, transfer_id: '81' })).toBeNull();
    expect(decisionTargetOf(null)).toBeNull();
  });
});
