import { sql } from 'drizzle-orm';
import {
  type HookPreference,
  hookPreferenceOn,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
} from '../../contract/webhooks';
import type { Db } from '../db/client';
import { webhookAttempts, webhookDeliveries } from '../db/schema';

/** A receiver gets this long to answer before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/**
 * Waits after the 1st, 2nd, 3rd and 4th failed attempt: five tries over about an hour (at once, then
 * +1, +5, +15 and +40 minutes); the fifth failure marks the delivery failed.
 */
export const WEBHOOK_BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 40 * 60_000] as const;
/** A claimed delivery is not due again for this long: an instance that dies mid-send leaves it for another. */
const CLAIM_LEASE_MS = 2 * 60_000;
/** Deliveries sent at once by one call: one slow receiver holds up at most this batch, never a payment. */
const BATCH = 10;
const SNIPPET_CHARS = 500;

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

interface Claimed {
  id: number;
  account_id: number;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  url: string | null;
  secret_hash: string | null;
  /** The business's delivery preferences as stored ('0' off; unset on). */
  hook_as_json: string | null;
  cache_hook_data_on_error: string | null;
  can_use_v3_webhook: string | null;
}

const preferenceColumn = (name: HookPreference) =>
  sql.raw(
    `(SELECT p.preference_value FROM merchant_preferences p WHERE p.account_id = d.account_id AND p.setting_name = '${name}') AS ${name}`,
  );

/**
 * The request body as the business's preferences say: the v3 shape {event, data} or the older flat one
 * (data's fields and event.type), as JSON or as a form (objects in it as JSON text).
 */
export function deliveryBody(
  payload: unknown,
  preferences: { json: boolean; v3: boolean },
): { contentType: string; body: string } {
  const stored = (typeof payload === 'string' ? JSON.parse(payload) : payload) as {
    event?: string;
    data?: Record<string, unknown>;
  };
  const shape: Record<string, unknown> = preferences.v3
    ? { event: stored.event, data: stored.data }
    : { 'event.type': stored.event, ...(stored.data ?? {}) };
  if (preferences.json) return { contentType: 'application/json', body: JSON.stringify(shape) };
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(shape)) {
    if (value === undefined) continue;
    form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return { contentType: 'application/x-www-form-urlencoded', body: form.toString() };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Claims the deliveries due at `now` (FOR UPDATE SKIP LOCKED: several instances never take the same
 * one), moves them past a lease, and only then sends them, outside any transaction, so a receiver's
 * 10 seconds never hold a lock or (on PGlite) the database. Each attempt is recorded with its outcome.
 * Answers how many were attempted.
 */
export async function deliverDue(db: Db, now: Date, fetchImpl: FetchLike = fetch): Promise<number> {
  const lease = new Date(now.getTime() + CLAIM_LEASE_MS);
  const claimed = rowsOf<Claimed>(
    await db.execute(sql`
      UPDATE ${webhookDeliveries} d SET next_attempt_at = ${lease.toISOString()}::timestamptz
      FROM (
        SELECT id FROM ${webhookDeliveries}
        WHERE status = 'pending' AND next_attempt_at <= ${now.toISOString()}::timestamptz
        ORDER BY next_attempt_at, id LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED
      ) due
      WHERE d.id = due.id
      RETURNING d.id, d.account_id, d.payload, d.attempts, d.max_attempts,
        (SELECT s.url FROM webhook_settings s WHERE s.account_id = d.account_id) AS url,
        (SELECT s.secret_hash FROM webhook_settings s WHERE s.account_id = d.account_id) AS secret_hash,
        ${preferenceColumn('hook_as_json')}, ${preferenceColumn('cache_hook_data_on_error')},
        ${preferenceColumn('can_use_v3_webhook')}`),
  );
  await Promise.all(claimed.map((delivery) => attempt(db, now, delivery, fetchImpl)));
  return claimed.length;
}

interface Outcome {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  snippet: string;
}

async function send(delivery: Claimed, fetchImpl: FetchLike): Promise<Outcome> {
  const started = performance.now();
  const elapsed = () => Math.max(0, Math.round(performance.now() - started));
  if (!delivery.url) return { statusCode: null, error: 'No webhook URL set', durationMs: 0, snippet: '' };
  const { contentType, body } = deliveryBody(delivery.payload, {
    json: hookPreferenceOn(delivery.hook_as_json),
    v3: hookPreferenceOn(delivery.can_use_v3_webhook),
  });
  const headers: Record<string, string> = {
    'content-type': contentType,
    [WEBHOOK_ID_HEADER]: String(delivery.id),
  };
  if (delivery.secret_hash) headers[WEBHOOK_SIGNATURE_HEADER] = delivery.secret_hash;
  try {
    const res = await fetchImpl(delivery.url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    const text = await res.text().catch(() => '');
    return { statusCode: res.status, error: null, durationMs: elapsed(), snippet: text.slice(0, SNIPPET_CHARS) };
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    const error =
      name === 'TimeoutError' || name === 'AbortError'
        ? `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`
        : err instanceof Error
          ? (err.cause instanceof Error ? `${err.message}: ${err.cause.message}` : err.message).slice(0, 300)
          : 'Request failed';
    return { statusCode: null, error, durationMs: elapsed(), snippet: '' };
  }
}

async function attempt(db: Db, now: Date, delivery: Claimed, fetchImpl: FetchLike): Promise<void> {
  const outcome = await send(delivery, fetchImpl);
  const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const attempts = delivery.attempts + 1;
  // Without cache_hook_data_on_error the business asked for one try: a failure is final.
  const retries = hookPreferenceOn(delivery.cache_hook_data_on_error);
  const exhausted = !delivery.url || !retries || attempts >= delivery.max_attempts;
  const wait = WEBHOOK_BACKOFF_MS[Math.min(attempts, WEBHOOK_BACKOFF_MS.length) - 1]!;
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      attemptedAt: now,
      statusCode: outcome.statusCode,
      error: outcome.error,
      durationMs: outcome.durationMs,
      responseSnippet: outcome.snippet,
    });
    await tx
      .update(webhookDeliveries)
      .set({
        attempts,
        lastStatusCode: outcome.statusCode,
        lastAttemptAt: now,
        status: ok ? 'delivered' : exhausted ? 'failed' : 'pending',
        nextAttemptAt: new Date(now.getTime() + wait),
      })
      .where(sql`${webhookDeliveries.id} = ${delivery.id}`);
  });
}

/**
 * The sender of a running server: every `intervalMs` it sends what is due, with the real clock and
 * fetch. Started by main.ts (never by buildApp: tests call deliverDue with their own clock and fetch).
 * Answers a function that stops it.
 */
export function startWebhookSender(db: Db, intervalMs = 1000): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      // A full batch: more may be due at once.
      while (!stopped && (await deliverDue(db, new Date())) === BATCH);
    } catch (err) {
      console.warn(`[webhooks] sending failed: ${String(err)}`);
    }
    if (!stopped) {
      timer = setTimeout(tick, intervalMs);
      timer.unref();
    }
  };
  timer = setTimeout(tick, intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
