import { afterEach, describe, expect, it } from 'vitest';
import { reportUnreachable, resetReachabilityForTests } from './lib/reachability';
import { callsSettled, queryClient } from './start';

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
