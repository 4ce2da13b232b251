import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SW_CACHED_AT_HEADER } from '../../contract/constants';
import { endpoints } from '../../contract/endpoints';
import { fail, mockFetch, ok, WHITE_LABEL } from '../test/fetch-mock';
import { OfflineIndicator } from '../ui/pwa/offline-indicator';
import { call } from './api-client';
import {
  isServerReachable,
  keepProbing,
  PROBE_DELAYS_S,
  probeDelayS,
  reportAnswered,
  reportUnreachable,
  resetReachabilityForTests,
  startReachability,
} from './reachability';

/** Seconds after the first failure at which each probe runs: 2, 2+4, 2+4+8 ... then every 60. */
const probeTimes = (count: number) => {
  const times: number[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    at += PROBE_DELAYS_S[Math.min(i, PROBE_DELAYS_S.length - 1)] ?? 60;
    times.push(at);
  }
  return times;
};

function hooks(waiting = () => false) {
  return { onRecovered: vi.fn(), onAnswered: vi.fn(), hasWaitingWork: vi.fn(waiting) };
}

describe('reachability', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('probes with backoff (2, 4, 8 ... 60 s) while the server does not answer, and recovers once when it does', async () => {
    let answers = false;
    const probe = vi.fn(async () => answers);
    resetReachabilityForTests(probe);
    const h = hooks();
    startReachability(h);

    reportUnreachable();
    expect(isServerReachable()).toBe(false);
    const times = probeTimes(8);
    for (const [index, at] of times.entries()) {
      await vi.advanceTimersByTimeAsync((at - (times[index - 1] ?? 0)) * 1000 - 1);
      expect(probe).toHaveBeenCalledTimes(index);
      await vi.advanceTimersByTimeAsync(1);
      expect(probe).toHaveBeenCalledTimes(index + 1);
    }
    expect(times.slice(-3)).toEqual([122, 182, 242]);
    expect(h.onRecovered).not.toHaveBeenCalled();

    answers = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(isServerReachable()).toBe(true);
    expect(h.onRecovered).toHaveBeenCalledTimes(1);
    // Nothing waits: the probe stops.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(probe).toHaveBeenCalledTimes(9);
  });

  it('asks every 2 s for the first minute while a decision waits, then backs off as usual', () => {
    const waiting = Array.from({ length: 36 }, (_, attempt) => probeDelayS(attempt, true));
    expect(waiting.slice(0, 30)).toEqual(Array(30).fill(2));
    expect(waiting.slice(30)).toEqual([4, 8, 16, 32, 60, 60]);
    expect(Array.from({ length: 7 }, (_, attempt) => probeDelayS(attempt, false))).toEqual([2, 4, 8, 16, 32, 60, 60]);
  });

  it('sends waiting work as soon as the server answers, and keeps asking while work waits', async () => {
    let answers = false;
    let waiting = true;
    const probe = vi.fn(async () => answers);
    resetReachabilityForTests(probe);
    const h = hooks(() => waiting);
    startReachability(h);

    keepProbing();
    await vi.advanceTimersByTimeAsync(2000);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(isServerReachable()).toBe(false);
    expect(h.onAnswered).not.toHaveBeenCalled();

    answers = true;
    // A decision waits: the next probe comes 2 s later, not 4.
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.onRecovered).toHaveBeenCalledTimes(1);
    expect(h.onAnswered).toHaveBeenCalledTimes(1);
    // Still waiting (the replay met a busy server): asked again from the start of the backoff, sent again.
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.onAnswered).toHaveBeenCalledTimes(2);
    waiting = false;
    await vi.advanceTimersByTimeAsync(16_000);
    const calls = probe.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(probe).toHaveBeenCalledTimes(calls);
  });

  it('asks at once when the app comes back into view or gets focus, starting the backoff over', async () => {
    const probe = vi.fn(async () => false);
    resetReachabilityForTests(probe);
    startReachability(hooks());
    reportUnreachable();
    await vi.advanceTimersByTimeAsync(2000 + 4000 + 8000);
    expect(probe).toHaveBeenCalledTimes(3);

    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(4);
    // The backoff starts over: the next probe 2 s later, not 16 s.
    await vi.advanceTimersByTimeAsync(2000);
    expect(probe).toHaveBeenCalledTimes(5);

    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(6);
  });

  it('does not probe while the server answers and nothing waits', async () => {
    const probe = vi.fn(async () => true);
    resetReachabilityForTests(probe);
    startReachability(hooks());
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(probe).not.toHaveBeenCalled();
  });

  it('counts only a JSON answer as the server answering (a captive portal answers HTML)', async () => {
    resetReachabilityForTests();
    const h = hooks();
    startReachability(h);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 })),
    );
    reportUnreachable();
    await vi.advanceTimersByTimeAsync(2000);
    expect(isServerReachable()).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 'success', data: {} }), { status: 200 })),
    );
    await vi.advanceTimersByTimeAsync(4000);
    expect(isServerReachable()).toBe(true);
    expect(h.onRecovered).toHaveBeenCalledTimes(1);
  });
});

describe('the API client reports whether the server answered', () => {
  it('a network failure makes the app offline; the next answer brings it back', async () => {
    resetReachabilityForTests(async () => false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await call(endpoints.whitelabel).catch(() => undefined);
    expect(isServerReachable()).toBe(false);
    mockFetch({ 'GET v2/whitelabel/preferences': ok(WHITE_LABEL) });
    await call(endpoints.whitelabel);
    expect(isServerReachable()).toBe(true);
  });

  it("a gateway's answer without the server's envelope is no answer; the server's own 503 is one", async () => {
    resetReachabilityForTests(async () => false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    const error = await call(endpoints.whitelabel).catch((e) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(isServerReachable()).toBe(false);

    mockFetch({ 'GET v2/whitelabel/preferences': fail(503, 'Busy') });
    const busy = await call(endpoints.whitelabel).catch((e) => e);
    expect(busy).toMatchObject({ status: 503 });
    expect(isServerReachable()).toBe(true);
  });

  it("the worker's last-seen copy means the server was not reached", async () => {
    resetReachabilityForTests(async () => false);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 'success', message: 'ok', data: [] }), {
            status: 200,
            headers: { [SW_CACHED_AT_HEADER]: '2026-01-01T00:00:00.000Z' },
          }),
      ),
    );
    await call(endpoints.wallets);
    expect(isServerReachable()).toBe(false);
  });

  it('the offline chip shows while the server does not answer, with the browser online', () => {
    resetReachabilityForTests(async () => false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineIndicator />);
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => reportUnreachable());
    expect(screen.getByRole('status').textContent).toBe('Offline');
    act(() => reportAnswered());
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
