import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  HOOK_PREFERENCES,
  type HookPreferences,
  hookPreferenceOn,
  type UpdateWebhookRequest,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  type WebhookConfig,
  type WebhookDeliveriesQuery,
  type WebhookDelivery,
  type WebhookEvent,
} from '../../contract/webhooks';
import { DEFAULT_PAGE_SIZE } from '../../contract/paging';
import { type Actor, recordAudit } from '../audit';
import type { Db, Tx } from '../db/client';
import { merchantPreferences, webhookAttempts, webhookDeliveries, webhookSettings } from '../db/schema';
import { ApiError, type SessionInfo } from '../http';
import { enqueueTestWebhook } from './enqueue';

function accountOf(session: SessionInfo): number {
  if (session.accountId === null) throw new ApiError(403, 'Choose an account to continue');
  return session.accountId;
}

const knownEvents = (events: string[] | null): WebhookEvent[] =>
  events === null ? [...WEBHOOK_EVENTS] : WEBHOOK_EVENTS.filter((e) => events.includes(e));

/** The business's delivery preferences (merchant preferences), unset ones on. */
export async function hookPreferencesOf(db: Db | Tx, accountId: number): Promise<HookPreferences> {
  const rows = await db
    .select({ name: merchantPreferences.settingName, value: merchantPreferences.preferenceValue })
    .from(merchantPreferences)
    .where(
      and(
        eq(merchantPreferences.accountId, accountId),
        inArray(merchantPreferences.settingName, [...HOOK_PREFERENCES]),
      ),
    );
  const stored = new Map(rows.map((r) => [r.name, r.value]));
  return {
    hook_as_json: hookPreferenceOn(stored.get('hook_as_json')),
    cache_hook_data_on_error: hookPreferenceOn(stored.get('cache_hook_data_on_error')),
    can_use_v3_webhook: hookPreferenceOn(stored.get('can_use_v3_webhook')),
  };
}

/** GET v2/webhooks/config: URL, secret hash, the events sent (all of them until the business chooses) and how. */
export async function webhookConfig(db: Db, session: SessionInfo): Promise<WebhookConfig> {
  const accountId = accountOf(session);
  const [row] = await db.select().from(webhookSettings).where(eq(webhookSettings.accountId, accountId));
  return {
    url: row?.url ?? '',
    secret_hash: row?.secretHash ?? '',
    events: knownEvents(row?.events ?? null),
    ...(await hookPreferencesOf(db, accountId)),
  };
}

/**
 * PUT v2/webhooks/config: one upsert, and the delivery preferences given (left out: unchanged), in one
 * transaction with its audit record (never the secret). An empty URL turns webhooks off.
 */
export async function updateWebhookConfig(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  body: v.InferOutput<typeof UpdateWebhookRequest>,
): Promise<WebhookConfig> {
  const accountId = accountOf(session);
  const events = WEBHOOK_EVENTS.filter((e) => body.events.includes(e));
  const values = { url: body.url || null, secretHash: body.secret_hash || null, events };
  return db.transaction(async (tx) => {
    await tx
      .insert(webhookSettings)
      .values({ accountId, ...values })
      .onConflictDoUpdate({ target: webhookSettings.accountId, set: values });
    const changed = HOOK_PREFERENCES.filter((name) => body[name] !== undefined);
    for (const name of changed) {
      const preferenceValue = body[name] ? '1' : '0';
      await tx
        .insert(merchantPreferences)
        .values({ accountId, settingName: name, preferenceValue })
        .onConflictDoUpdate({
          target: [merchantPreferences.accountId, merchantPreferences.settingName],
          set: { preferenceValue },
        });
    }
    const preferences = await hookPreferencesOf(tx, accountId);
    const onOff = (on: boolean) => (on ? 'on' : 'off');
    await recordAudit(tx, accountId, actor, 'webhook.updated', {
      url: body.url || null,
      events: events.join(', '),
      secret_hash: body.secret_hash ? 'set' : 'not set',
      hook_as_json: onOff(preferences.hook_as_json),
      cache_hook_data_on_error: onOff(preferences.cache_hook_data_on_error),
      can_use_v3_webhook: onOff(preferences.can_use_v3_webhook),
    });
    return { url: body.url, secret_hash: body.secret_hash, events, ...preferences };
  });
}

/** POST v2/webhooks/test: queues a test event to the URL (sent by the sender loop within a second or so). */
export async function sendTestWebhook(db: Db, session: SessionInfo) {
  const accountId = accountOf(session);
  const id = await enqueueTestWebhook(db, accountId, {
    id: 0,
    message: 'This is a test event from your dashboard',
    account_id: accountId,
    sent_at: new Date().toISOString(),
  });
  if (id === null) throw new ApiError(400, WEBHOOK_MESSAGES.noUrl);
  return { id };
}

/** GET v2/webhooks/deliveries: newest first, each with its attempts (newest first). */
export async function listDeliveries(
  db: Db,
  session: SessionInfo,
  query: v.InferOutput<typeof WebhookDeliveriesQuery>,
): Promise<{
  deliveries: WebhookDelivery[];
  page_info: { total: number; current_page: number; total_pages: number; page_size: number };
}> {
  const accountId = accountOf(session);
  const size = query.page_size ?? DEFAULT_PAGE_SIZE;
  const current = query.page ?? 1;
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.accountId, accountId));
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.accountId, accountId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(size)
    .offset((current - 1) * size);
  const ids = rows.map((r) => r.id);
  const attempts =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.deliveryId, ids))
          .orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.id));
  return {
    deliveries: rows.map((r) => {
      const own = attempts.filter((a) => a.deliveryId === r.id);
      return {
        id: r.id,
        event: r.event,
        status: r.status,
        status_code: r.lastStatusCode,
        attempts_count: r.attempts,
        created_at: r.createdAt.toISOString(),
        last_attempt_at: r.lastAttemptAt?.toISOString() ?? null,
        duration_ms: own[0]?.durationMs ?? null,
        next_attempt_at: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
        payload: JSON.stringify(r.payload, null, 2),
        attempts: own.map((a) => ({
          id: a.id,
          attempted_at: a.attemptedAt.toISOString(),
          status_code: a.statusCode,
          error: a.error,
          duration_ms: a.durationMs,
          response_snippet: a.responseSnippet,
        })),
      };
    }),
    page_info: { total, current_page: current, total_pages: Math.ceil(total / size), page_size: size },
  };
}

/**
 * POST v2/webhooks/deliveries/:id/resend: one more attempt, now, whatever the delivery's state; the
 * sender makes it (within a second or so) and records it like any other. Another business's id is 404.
 */
export async function resendDelivery(db: Db, session: SessionInfo, id: string, now = new Date()) {
  const accountId = accountOf(session);
  const deliveryId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  if (deliveryId === null) throw new ApiError(404, WEBHOOK_MESSAGES.notFound);
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      status: 'pending',
      nextAttemptAt: now,
      // One attempt beyond those already made; a delivery still retrying keeps its remaining retries.
      maxAttempts: sql`CASE WHEN ${webhookDeliveries.status} = 'pending'
        THEN greatest(${webhookDeliveries.maxAttempts}, ${webhookDeliveries.attempts} + 1)
        ELSE ${webhookDeliveries.attempts} + 1 END`,
    })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.accountId, accountId)))
    .returning({ id: webhookDeliveries.id });
  if (!row) throw new ApiError(404, WEBHOOK_MESSAGES.notFound);
  return { id: row.id };
}
