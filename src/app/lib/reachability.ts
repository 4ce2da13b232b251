import { useSyncExternalStore } from 'react';
import { accessEndpoints } from '../../contract/access-endpoints';
import { APP_ID_HEADER } from '../../contract/constants';
import { env } from './env';

/*
 * Whether the server answers. The browser's online flag says only that a network is there: behind a
 * captive portal, on dead mobile data or with the server down it stays true while every call fails.
 * The API client reports each call's fate here; while the server does not answer, a probe asks it
 * again with backoff, and when it answers the app refreshes its screens and sends its queued decisions.
 */

/** Seconds between probes while the server does not answer: doubling, then every minute. */
export const PROBE_DELAYS_S = [2, 4, 8, 16, 32, 60] as const;
/**
 * While a decision waits to be sent, the first minute asks every 2 s: with the doubling backoff alone a
 * server back after 10 s was found up to 16 s later (bench part 'replay'), and the approver's decision
 * should follow the server's return within seconds. A probe is one small JSON answer.
 */
export const WAITING_FAST_PROBES = 30;
/** A probe without an answer by then counts as no answer (a dropped connection never fails by itself). */
export const PROBE_TIMEOUT_MS = 10_000;

export interface ReachabilityHooks {
  /** The server answers again after it did not: refresh what the screens show. */
  onRecovered: () => void;
  /** The server answers and work waits for it (queued decisions): send it. */
  onAnswered: () => void;
  /** Whether work waits for the server (a queued decision): the probe keeps going until it is sent. */
  hasWaitingWork: () => boolean;
}

type Probe = () => Promise<boolean>;

let reachable = true;
let hooks: ReachabilityHooks | null = null;
let probe: Probe = probeServer;
let timer: ReturnType<typeof setTimeout> | null = null;
let attempt = 0;
let probing: Promise<void> | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The server could not be reached (a call failed on the network, or the worker answered a kept copy). */
export function reportUnreachable(): void {
  if (reachable) {
    reachable = false;
    notify();
    // A new outage: ask soon, not at the end of an earlier backoff.
    attempt = 0;
    if (timer) clearTimeout(timer);
    timer = null;
  }
  keepProbing();
}

/** The server answered a call. */
export function reportAnswered(): void {
  if (reachable) return;
  reachable = true;
  attempt = 0;
  notify();
  hooks?.onRecovered();
  if (hooks?.hasWaitingWork()) hooks.onAnswered();
}

/** Whether the server answered the last time it was asked. */
export function isServerReachable(): boolean {
  return reachable;
}

/** Starts the probe unless it is already scheduled; `now` asks at once and starts the backoff over. */
export function keepProbing(now = false): void {
  if (now) {
    attempt = 0;
    if (timer) clearTimeout(timer);
    timer = null;
    void runProbe();
    return;
  }
  if (timer || probing) return;
  const delay = probeDelayS(attempt, hooks?.hasWaitingWork() ?? false);
  attempt++;
  timer = setTimeout(() => {
    timer = null;
    void runProbe();
  }, delay * 1000);
}

/** Seconds before the probe number `attempt` (from 0): see PROBE_DELAYS_S and WAITING_FAST_PROBES. */
export function probeDelayS(attempt: number, waiting: boolean): number {
  let step = attempt;
  if (waiting) {
    if (step < WAITING_FAST_PROBES) return PROBE_DELAYS_S[0];
    step -= WAITING_FAST_PROBES - 1;
  }
  return PROBE_DELAYS_S[Math.min(step, PROBE_DELAYS_S.length - 1)] ?? 60;
}

function runProbe(): Promise<void> {
  if (probing) return probing;
  probing = (async () => {
    let answered = false;
    try {
      answered = await probe();
    } catch {
      answered = false;
    }
    probing = null;
    if (answered) {
      if (!reachable) reportAnswered();
      else if (hooks?.hasWaitingWork()) hooks.onAnswered();
    } else if (reachable) {
      reachable = false;
      notify();
    }
    if (!reachable || hooks?.hasWaitingWork()) keepProbing();
    else attempt = 0;
  })();
  return probing;
}

/**
 * Asks the server for something small that needs no session and that the worker never answers from
 * a kept copy. Only a JSON answer counts: a captive portal answers with its own HTML page.
 */
async function probeServer(): Promise<boolean> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    const response = await fetch(`${env.baseUrls.main.replace(/\/+$/, '')}/${accessEndpoints.whitelabel.path}`, {
      headers: { Accept: 'application/json', [APP_ID_HEADER]: env.appId },
      cache: 'no-store',
      signal: controller.signal,
    });
    if (response.status === 502 || response.status === 504) return false;
    await response.json();
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timeout);
  }
}

/**
 * Wires the hooks and the page's own moments to ask again: the browser's 'online', the app coming back
 * into view, and focus (a phone that slept, a tab the user returns to).
 */
export function startReachability(next: ReachabilityHooks): void {
  hooks = next;
  if (typeof window === 'undefined') return;
  const askNow = () => {
    if (!reachable || hooks?.hasWaitingWork()) keepProbing(true);
  };
  window.addEventListener('online', askNow);
  window.addEventListener('focus', askNow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') askNow();
  });
}

/** Calls `listener` whenever the server's reachability changes; returns the unsubscribe. */
export function subscribeReachability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the server answers, for screens (the offline chip). */
export function useServerReachable(): boolean {
  return useSyncExternalStore(
    subscribeReachability,
    () => reachable,
    () => true,
  );
}

/** Test hook: a probe of the test's own, and the state as at start. */
export function resetReachabilityForTests(nextProbe: Probe = probeServer): void {
  if (timer) clearTimeout(timer);
  timer = null;
  probing = null;
  attempt = 0;
  reachable = true;
  hooks = null;
  probe = nextProbe;
  listeners.clear();
}
