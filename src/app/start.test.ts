import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportUnreachable, resetReachabilityForTests } from './lib/reachability';
import type { QueueItem } from './lib/worker-bridge';
import { callsSettled, queryClient, tellQueueOutcomes } from './start';

/** A call that never answers, as every call does while the server cannot be reached. */
const hangingCall = (key: string) =>
  queryClient.prefetchQuery({ queryKey: [key], queryFn: () => new Promise<never>(() => {}), retry: false });

describe('the first render', () => {
  afterEach(() => {
    queryClient.clear();
    resetReachabilityForTests(async () => false);
  });

  it('waits for the calls in flight while the server answers', async () => {
    resetReachabilityForTests(async () => false);
    void hangingCall('waits');
    let settled = false;
    void callsSettled(60_000).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    // …and no longer once the server is found unreachable: those calls will not answer soon.
    reportUnreachable();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
  });

  it('does not wait at all when the server is already known unreachable', async () => {
    resetReachabilityForTests(async () => false);
    reportUnreachable();
    void hangingCall('offline');
    let settled = false;
    void callsSettled(60_000).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
  });
});

describe("the queue's outcomes", () => {
  const item = (key: string, state: QueueItem['state']) => ({ key, state }) as QueueItem;
  const deps = (renewed: boolean) => ({
    renewSession: vi.fn(async () => renewed),
    show: vi.fn(),
    refreshTransfers: vi.fn(),
  });

  it('renew the session silently before asking to sign in: nothing is said when it is renewed', async () => {
    const d = deps(true);
    await tellQueueOutcomes([], [item('a', 'needs_sign_in')], d);
    expect(d.renewSession).toHaveBeenCalledTimes(1);
    expect(d.show).not.toHaveBeenCalled();
  });

  it('ask to sign in only when the session cannot be renewed', async () => {
    const d = deps(false);
    await tellQueueOutcomes([], [item('a', 'needs_sign_in')], d);
    expect(d.show).toHaveBeenCalledWith(expect.objectContaining({ key: 'a' }));
  });

  it('say what was sent, and refresh the transfers, without renewing anything', async () => {
    const d = deps(false);
    await tellQueueOutcomes([item('b', 'done')], [], d);
    expect(d.show).toHaveBeenCalledWith(expect.objectContaining({ key: 'b' }));
    expect(d.refreshTransfers).toHaveBeenCalled();
    expect(d.renewSession).not.toHaveBeenCalled();
  });
});
