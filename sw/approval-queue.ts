// The offline approval queue. Each item is an intent (transfer, decision, account, user,
// idempotency key made when the user acted), never a captured request: it is sent with the session the
// SAME user+account has at replay time. A 401 keeps the item until that user signs in again.
// Workbox's BackgroundSyncPlugin drops items on any HTTP answer, so the replay is written here.
import * as v from 'valibot';
import { APP_ID_HEADER } from '../src/contract/constants';
import { ErrorEnvelope, envelope } from '../src/contract/envelope';
import type { WorkerSession } from '../src/contract/pwa';
import {
  type ApprovalOutcome,
  ApprovalResult,
  IDEMPOTENCY_HEADER,
  QUEUED_DECISION_MAX_AGE_MS,
  QueuedApproval,
  type QueuedApproval as QueuedApprovalItem,
} from '../src/contract/transfers';

/** A key-value store (idb-keyval in the worker, a Map in tests). */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  entries(): Promise<[IDBValidKey, unknown][]>;
}

/** An item as stored: the contract's shape plus which session a 401 was answered to. */
export type StoredApproval = QueuedApprovalItem & { failed_token_hint?: string };

export const sessionKey = (userId: number, accountId: number) => `${userId}:${accountId}`;
/** Enough of a token to tell a new session from the dead one, without keeping the token in the item. */
const tokenHint = (token: string) => `${token.length}:${token.slice(-6)}`;

export interface ApprovalQueueDeps {
  items: KeyValueStore;
  sessions: KeyValueStore;
  fetch: typeof fetch;
  /** Tells every open window the queue changed. */
  notify: (items: StoredApproval[]) => void | Promise<void>;
  /** The clock (a fixed one in tests). */
  now?: () => Date;
}

export interface ReplaySummary {
  sent: number;
  /** Items still waiting because the network (or the server) was unreachable. */
  waiting: number;
}

const WorkerSessionSchema = v.object({
  user_id: v.number(),
  account_id: v.number(),
  token: v.pipe(v.string(), v.minLength(1)),
  api_base: v.string(),
  app_id: v.string(),
});

function outcomeFor(status: number): ApprovalOutcome {
  if (status === 404) return 'not_found';
  if (status === 403) return 'not_allowed';
  return 'already_decided';
}

export function createApprovalQueue(deps: ApprovalQueueDeps) {
  let running: Promise<ReplaySummary> | null = null;
  let again = false;

  async function list(): Promise<StoredApproval[]> {
    const entries = await deps.items.entries();
    const items: StoredApproval[] = [];
    for (const [, value] of entries) {
      const parsed = v.safeParse(QueuedApproval, value);
      if (parsed.success) items.push({ ...parsed.output, ...pickHint(value) });
    }
    return items.sort((a, b) => a.queued_at.localeCompare(b.queued_at));
  }

  const announce = async () => deps.notify(await list());

  async function enqueue(raw: unknown): Promise<boolean> {
    const parsed = v.safeParse(QueuedApproval, raw);
    if (!parsed.success) return false;
    // The same key twice (a double tap) is one intent.
    if ((await deps.items.get(parsed.output.key)) === undefined) {
      await deps.items.set(parsed.output.key, { ...parsed.output, state: 'queued' });
    }
    await announce();
    return true;
  }

  async function setSession(raw: unknown): Promise<void> {
    const parsed = v.safeParse(WorkerSessionSchema, raw);
    if (!parsed.success) return;
    await deps.sessions.set(sessionKey(parsed.output.user_id, parsed.output.account_id), parsed.output);
  }

  /**
   * Sign-out: the worker forgets the user's tokens, of every business they signed in to on this device;
   * their queued items stay for their next sign-in.
   */
  async function forgetSession(userId: number, _accountId: number): Promise<void> {
    for (const [key] of await deps.sessions.entries()) {
      if (String(key).startsWith(`${userId}:`)) await deps.sessions.del(String(key));
    }
  }

  /** Whether this user is signed in to this business on this device (the app handed over its session). */
  async function hasSession(userId: number, accountId: number): Promise<boolean> {
    return v.is(WorkerSessionSchema, await deps.sessions.get(sessionKey(userId, accountId)));
  }

  async function ack(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const item = await deps.items.get(key);
      if (item && (item as StoredApproval).state === 'done') await deps.items.del(key);
    }
    await announce();
  }

  /** Sends one item; answers false when it must wait for the network. */
  async function send(item: StoredApproval, session: WorkerSession): Promise<boolean> {
    const url = `${session.api_base.replace(/\/+$/, '')}/v2/transfers/approve`;
    let response: Response;
    try {
      response = await deps.fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: `Bearer ${session.token}`,
          [APP_ID_HEADER]: session.app_id,
          [IDEMPOTENCY_HEADER]: item.key,
        },
        body: JSON.stringify({ id: item.transfer_id, reject: item.reject }),
      });
    } catch {
      return false;
    }
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      json = null;
    }
    if (response.status === 401) {
      await deps.items.set(item.key, { ...item, state: 'needs_sign_in', failed_token_hint: tokenHint(session.token) });
      return true;
    }
    if (response.ok) {
      const parsed = v.safeParse(envelope(ApprovalResult), json);
      if (!parsed.success) return false;
      await deps.items.set(item.key, { ...stripHint(item), state: 'done', outcome: parsed.output.data });
      return true;
    }
    const error = v.safeParse(ErrorEnvelope, json);
    // A refusal that carries its decision (403 four eyes, 404, 409 decided by someone else) is final.
    const decided = error.success ? v.safeParse(ApprovalResult, error.output.data) : null;
    if (decided?.success && response.status < 500) {
      await deps.items.set(item.key, { ...stripHint(item), state: 'done', outcome: decided.output });
      return true;
    }
    // The same key still in flight (a bare 409 from the idempotency store) or a server fault: try again later.
    if (response.status >= 500 || response.status === 429 || response.status === 409) return false;
    const message = error.success ? error.output.message : `The server answered ${response.status}`;
    await deps.items.set(item.key, {
      ...stripHint(item),
      state: 'done',
      outcome: { id: item.transfer_id, outcome: outcomeFor(response.status), status: null, message },
    });
    return true;
  }

  const now = deps.now ?? (() => new Date());
  const isOld = (item: StoredApproval) =>
    now().getTime() - new Date(item.queued_at).getTime() > QUEUED_DECISION_MAX_AGE_MS;

  /**
   * The user's answer to a stale decision: send it (queued again from now, with its key, so a decision
   * that did reach the server is still applied once) or drop it.
   */
  async function confirmStale(key: string, send: boolean): Promise<void> {
    const item = await deps.items.get(key);
    const parsed = v.safeParse(QueuedApproval, item);
    if (!parsed.success || parsed.output.state !== 'stale') return;
    if (send) await deps.items.set(key, { ...parsed.output, state: 'queued', queued_at: now().toISOString() });
    else await deps.items.del(key);
    await announce();
  }

  async function replayOnce(): Promise<ReplaySummary> {
    let sent = 0;
    let waiting = 0;
    for (const item of await list()) {
      if (item.state === 'done' || item.state === 'stale') continue;
      if (isOld(item)) {
        await deps.items.set(item.key, { ...stripHint(item), state: 'stale' });
        continue;
      }
      const session = v.safeParse(
        WorkerSessionSchema,
        await deps.sessions.get(sessionKey(item.user_id, item.account_id)),
      );
      if (!session.success) {
        // Never another user's or account's session: wait for this one to sign in again.
        if (item.state !== 'needs_sign_in') await deps.items.set(item.key, { ...item, state: 'needs_sign_in' });
        continue;
      }
      // The session that already answered 401 is not tried again; a new sign-in is.
      if (item.state === 'needs_sign_in' && item.failed_token_hint === tokenHint(session.output.token)) continue;
      if (await send(item, session.output)) sent++;
      else {
        waiting++;
        // Unreachable: the rest would fail the same way; they wait for the next trigger.
        break;
      }
    }
    return { sent, waiting };
  }

  /** Replays every waiting item once; concurrent triggers (sync, online, app start) share one run. */
  async function replay(): Promise<ReplaySummary> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let summary: ReplaySummary;
      do {
        again = false;
        summary = await replayOnce();
      } while (again);
      return summary;
    })();
    try {
      return await running;
    } finally {
      running = null;
      await announce();
    }
  }

  return { enqueue, setSession, forgetSession, hasSession, ack, replay, list, announce, confirmStale };
}

export type ApprovalQueue = ReturnType<typeof createApprovalQueue>;

function pickHint(value: unknown): { failed_token_hint?: string } {
  const hint = (value as { failed_token_hint?: unknown } | null)?.failed_token_hint;
  return typeof hint === 'string' ? { failed_token_hint: hint } : {};
}

function stripHint(item: StoredApproval): QueuedApprovalItem {
  const { failed_token_hint: _hint, ...rest } = item;
  return rest;
}
