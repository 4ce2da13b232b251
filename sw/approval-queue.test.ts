import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from './memory-store';
import type { QueuedApproval } from '../src/contract/transfers';
import { createApprovalQueue, type StoredApproval } from './approval-queue';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (id: number, outcome: string) =>
  json(200, { status: 'success', message: 'ok', data: { id, outcome, status: 'REJECTED', message: '' } });

const item = (over: Partial<QueuedApproval> = {}): QueuedApproval => ({
  key: 'key-aaaaaaaaaaaaaaaa1',
  transfer_id: 11,
  reject: true,
  account_id: 5,
  user_id: 7,
  queued_at: '2026-11-23T10:00:00.000Z',
  state: 'queued',
  ...over,
});
const session = (over: Record<string, unknown> = {}) => ({
  user_id: 7,
  account_id: 5,
  token: 'token-one-123456',
  api_base: '/api',
  app_id: 'merchant-dashboard',
  ...over,
});

function setup(fetchImpl: (url: string, init: RequestInit) => Promise<Response>) {
  const items = memoryStore();
  const sessions = memoryStore();
  const notified: StoredApproval[][] = [];
  const fetchMock = vi.fn(fetchImpl);
  const queue = createApprovalQueue({
    items,
    sessions,
    fetch: fetchMock as unknown as typeof fetch,
    notify: (list) => void notified.push(list),
  });
  return { queue, items, sessions, fetchMock, notified };
}

describe('the approval queue', () => {
  it('keeps an item while offline and sends it once, with the current session and its idempotency key', async () => {
    let online = false;
    const { queue, fetchMock } = setup(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return ok(11, 'rejected');
    });
    await queue.setSession(session());
    expect(await queue.enqueue(item())).toBe(true);
    expect(await queue.replay()).toEqual({ sent: 0, waiting: 1 });
    expect((await queue.list())[0]?.state).toBe('queued');

    online = true;
    expect(await queue.replay()).toEqual({ sent: 1, waiting: 0 });
    const [done] = await queue.list();
    expect(done?.state).toBe('done');
    expect(done?.outcome?.outcome).toBe('rejected');
    // Replaying again sends nothing more.
    await queue.replay();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const init = fetchMock.mock.calls[1]?.[1] as RequestInit;
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-one-123456');
    expect(headers['Idempotency-Key']).toBe('key-aaaaaaaaaaaaaaaa1');
    expect(JSON.parse(String(init.body))).toEqual({ id: 11, reject: true });
  });

  it('never replays under another user or account', async () => {
    const { queue, fetchMock } = setup(async () => ok(11, 'rejected'));
    await queue.setSession(session({ user_id: 8 }));
    await queue.setSession(session({ account_id: 6 }));
    await queue.enqueue(item());
    await queue.replay();
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await queue.list())[0]?.state).toBe('needs_sign_in');
  });

  it('keeps an item answered 401 until the same user signs in again, then sends it with the new token', async () => {
    const { queue, fetchMock } = setup(async (_url, init) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer token-two-999999'
        ? ok(11, 'rejected')
        : json(401, { status: 'error', message: 'Session expired', code: 'UNAUTHORIZED_ACCESS' });
    });
    await queue.setSession(session());
    await queue.enqueue(item());
    await queue.replay();
    expect((await queue.list())[0]?.state).toBe('needs_sign_in');
    // The dead session is not tried again.
    await queue.replay();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await queue.setSession(session({ token: 'token-two-999999' }));
    await queue.replay();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((await queue.list())[0]?.outcome?.outcome).toBe('rejected');
  });

  it('records "already decided" from a 409, and forgets finished items once acknowledged', async () => {
    const { queue, items } = setup(async () =>
      json(409, {
        status: 'error',
        message: 'This transfer was already decided by someone else',
        data: {
          id: 11,
          outcome: 'already_decided',
          status: 'SUCCESSFUL',
          message: 'This transfer was already decided by someone else',
        },
      }),
    );
    await queue.setSession(session());
    await queue.enqueue(item());
    await queue.replay();
    const [done] = await queue.list();
    expect(done?.outcome).toMatchObject({
      outcome: 'already_decided',
      message: 'This transfer was already decided by someone else',
    });
    await queue.ack([done?.key ?? '']);
    expect(items.map.size).toBe(0);
  });

  it('gives a final outcome for other refusals (404, 403 four eyes)', async () => {
    const { queue } = setup(async () => json(404, { status: 'error', message: 'Transfer not found' }));
    await queue.setSession(session());
    await queue.enqueue(item());
    await queue.replay();
    expect((await queue.list())[0]?.outcome).toMatchObject({ outcome: 'not_found', message: 'Transfer not found' });
  });

  it('retries later when the same key is still in flight or the server fails', async () => {
    const answers = [
      json(409, { status: 'error', message: 'This request is still being processed' }),
      json(503, { status: 'error', message: 'Down' }),
      ok(11, 'rejected'),
    ];
    const { queue } = setup(async () => answers.shift() as Response);
    await queue.setSession(session());
    await queue.enqueue(item());
    expect((await queue.replay()).waiting).toBe(1);
    expect((await queue.replay()).waiting).toBe(1);
    expect(await queue.replay()).toEqual({ sent: 1, waiting: 0 });
  });

  it('treats the same key enqueued twice as one intent, and refuses malformed items', async () => {
    const { queue, items } = setup(async () => ok(11, 'rejected'));
    await queue.enqueue(item());
    await queue.enqueue(item({ reject: false }));
    expect(items.map.size).toBe(1);
    expect(await queue.enqueue({ key: 'short' })).toBe(false);
  });

  it('shares one run between concurrent triggers', async () => {
    let calls = 0;
    const { queue } = setup(async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 10));
      return ok(11, 'rejected');
    });
    await queue.setSession(session());
    await queue.enqueue(item());
    await Promise.all([queue.replay(), queue.replay(), queue.replay()]);
    expect(calls).toBe(1);
  });
});

describe('sign-out', () => {
  it("forgets the user's sessions of every business, and no other user's", async () => {
    const { queue, sessions } = setup(async () => ok(11, 'rejected'));
    await queue.setSession(session());
    await queue.setSession(session({ account_id: 6, token: 'token-two-123456' }));
    await queue.setSession(session({ user_id: 70, account_id: 5, token: 'token-other-1234' }));
    expect([...sessions.map.keys()].sort()).toEqual(['70:5', '7:5', '7:6']);
    // Signed out of business 5: the user's session with business 6 goes too.
    await queue.forgetSession(7, 5);
    expect([...sessions.map.keys()]).toEqual(['70:5']);
  });
});
