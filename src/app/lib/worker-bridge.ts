import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { SW_MESSAGES, type WorkerSession } from '../../contract/pwa';
import { QueuedApproval } from '../../contract/approvals';
import { env } from './env';
import { keepProbing } from './reachability';
import { storage } from './storage';

/*
 * The app's side of the service worker's approval queue: it hands the worker the
 * current session (sign-in, token refresh), queues intents, asks for replays (app start, 'online'),
 * and mirrors the queue the worker announces so screens can show queued items and outcomes.
 */

export type QueueItem = v.InferOutput<typeof QueuedApproval>;

function worker(): ServiceWorkerContainer | null {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
}

/** Posts to the active worker; answers false when there is none (development, old browsers). */
async function post(message: Record<string, unknown>): Promise<boolean> {
  const container = worker();
  if (!container) return false;
  const target =
    container.controller ??
    (await Promise.race([
      container.ready.then((registration) => registration.active),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000)),
    ]));
  if (!target) return false;
  target.postMessage(message);
  return true;
}

/** The signed-in user+account and their token, as the worker needs them. */
export function currentWorkerSession(): WorkerSession | null {
  const token = storage.get('appToken');
  const user = storage.get('userDetails');
  const accountId = storage.get('userAccountID');
  if (!token || !user || typeof accountId !== 'number') return null;
  return { user_id: user.id, account_id: accountId, token, api_base: env.baseUrls.main, app_id: env.appId };
}

/** On sign-in and every token refresh: the worker replays queued items with this session. */
export function announceSession(): void {
  const session = currentWorkerSession();
  if (session) void post({ type: SW_MESSAGES.session, session });
}

/** On sign-out: the worker forgets the token; the user's queued items wait for their next sign-in. */
export function forgetSessionInWorker(): void {
  const user = storage.get('userDetails');
  const accountId = storage.get('userAccountID');
  if (user && typeof accountId === 'number') {
    void post({ type: SW_MESSAGES.session, forget: true, user_id: user.id, account_id: accountId });
  }
}

export const enqueueApproval = (item: QueueItem): Promise<boolean> => post({ type: SW_MESSAGES.enqueueApproval, item });
export const replayApprovals = (): Promise<boolean> => post({ type: SW_MESSAGES.replayApprovals });
export const ackApprovals = (keys: readonly string[]): Promise<boolean> =>
  post({ type: SW_MESSAGES.ackApprovals, keys });
/** The user's answer to a decision queued too long ago: send it now, or drop it. */
export const confirmStaleApproval = (key: string, send: boolean): Promise<boolean> =>
  post({ type: SW_MESSAGES.confirmStaleApproval, key, send });

// ── The mirrored queue ───────────────────────────────────────────────────────────
let items: QueueItem[] = [];
const listeners = new Set<() => void>();

export function setQueueItems(next: QueueItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

/** Adds an item locally at once (the worker's announcement follows). */
export function addQueueItemLocally(item: QueueItem): void {
  if (!items.some((i) => i.key === item.key)) setQueueItems([...items, item]);
}

/** Whether a decision waits in the queue to be sent (not one waiting for a sign-in). */
export function hasQueuedDecisions(): boolean {
  return items.some((item) => item.state === 'queued');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The queue's items as the worker last announced them. */
export function useApprovalQueue(): QueueItem[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
}

// Finished items the app has shown (the worker forgets them once acknowledged), newest first.
let outcomes: QueueItem[] = [];
const outcomeListeners = new Set<() => void>();

function addOutcomes(finished: readonly QueueItem[]): void {
  const fresh = finished.filter((item) => !outcomes.some((o) => o.key === item.key));
  if (fresh.length === 0) return;
  outcomes = [...fresh, ...outcomes].slice(0, 20);
  for (const listener of outcomeListeners) listener();
}

/** Outcomes of replayed decisions during this visit (done, already decided ...). */
export function useReplayOutcomes(): QueueItem[] {
  return useSyncExternalStore(
    (listener) => {
      outcomeListeners.add(listener);
      return () => outcomeListeners.delete(listener);
    },
    () => outcomes,
    () => outcomes,
  );
}

export const SESSION_EXPIRED_QUEUED =
  'Your session expired. Sign in again to send your queued decision; it is kept until then.';

export const STALE_QUEUED = 'Queued more than a day ago, so it was not sent on its own. Send it now, or drop it.';

/** What a finished or waiting item says to the user. */
export function describeQueueItem(item: QueueItem): { tone: 'success' | 'info' | 'error'; text: string } {
  if (item.state === 'needs_sign_in') return { tone: 'error', text: SESSION_EXPIRED_QUEUED };
  if (item.state === 'stale') return { tone: 'info', text: STALE_QUEUED };
  if (item.state === 'queued') return { tone: 'info', text: 'Will be sent when you are back online' };
  const outcome = item.outcome;
  if (outcome?.outcome === 'approved') return { tone: 'success', text: 'Transfer approved (sent from your queue).' };
  if (outcome?.outcome === 'rejected') return { tone: 'success', text: 'Transfer rejected (sent from your queue).' };
  if (outcome?.outcome === 'already_decided')
    return { tone: 'info', text: outcome.message || 'Someone else already decided this transfer.' };
  return { tone: 'error', text: outcome?.message || 'The decision could not be sent.' };
}

export interface WorkerBridgeOptions {
  /** A notification click asks the app to open this path. */
  onNavigate: (path: string) => void;
  /** Items newly finished (done) or needing sign-in; the caller shows them once. */
  onOutcomes: (finished: QueueItem[], needSignIn: QueueItem[]) => void;
}

/** Starts listening to the worker; hands it the session and asks for a replay (app start). */
export function startWorkerBridge(options: WorkerBridgeOptions): void {
  const container = worker();
  if (!container) return;
  const toldSignIn = new Set<string>();
  container.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; items?: unknown; url?: unknown } | null;
    if (data?.type === SW_MESSAGES.navigate && typeof data.url === 'string' && data.url.startsWith('/')) {
      options.onNavigate(data.url);
      return;
    }
    if (data?.type !== SW_MESSAGES.approvalQueue || !Array.isArray(data.items)) return;
    const parsed = data.items.flatMap((raw) => {
      const item = v.safeParse(QueuedApproval, raw);
      return item.success ? [item.output] : [];
    });
    setQueueItems(parsed);
    // A decision the worker could not send yet: ask the server with backoff and replay when it answers,
    // rather than wait for Background Sync (minutes in Chrome, never on Safari).
    if (hasQueuedDecisions()) keepProbing();
    const finished = parsed.filter((item) => item.state === 'done' && !outcomes.some((o) => o.key === item.key));
    addOutcomes(finished);
    const needSignIn = parsed.filter((item) => item.state === 'needs_sign_in' && !toldSignIn.has(item.key));
    for (const item of needSignIn) toldSignIn.add(item.key);
    if (finished.length > 0 || needSignIn.length > 0) options.onOutcomes(finished, needSignIn);
    if (finished.length > 0) void ackApprovals(finished.map((item) => item.key));
  });
  window.addEventListener('online', () => void replayApprovals());
  // The first worker takes this page over once it is installed (a few seconds after load): it learns the
  // session then, so the very first visit's figures are kept for offline too.
  container.addEventListener('controllerchange', () => announceSession());
  announceSession();
  void replayApprovals();
}
