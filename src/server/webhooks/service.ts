import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  type UpdateWebhookRequest,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  type WebhookConfig,
  type WebhookDeliveriesQuery,
  type WebhookDelivery,
  type WebhookEvent,
} from '../../contract/webhooks';
import { DEFAULT_PAGE_SIZE } from '../../contract/paging';
import type { Db } from '../db/client';
import { webhookAttempts, webhookDeliveries, webhookSettings } from '../db/schema';
import { ApiError, type SessionInfo } from '../http';
import { enqueueTestWebhook } from './enqueue';

function accountOf(session: SessionInfo): number {
  if (session.accountId === null) throw new ApiError(403, 'Choose an account to continue');
  return session.accountId;
}

const knownEvents = (events: string[] | null): WebhookEvent[] =>
  events === null ? [...WEBHOOK_EVENTS] : WEBHOOK_EVENTS.filter((e) => events.includes(e));

/** GET v2/webhooks/config: URL, secret hash and the events sent (all of them until the business chooses). */
export async function webhookConfig(db: Db, session: SessionInfo): Promise<WebhookConfig> {
  const [row] = await db
    .select()
    .from(webhookSettings)
    .where(eq(webhookSettings.accountId, accountOf(session)));
  return { url: row?.url ?? '', secret_hash: row?.secretHash ?? '', events: knownEvents(row?.events ?? null) };
}

/** PUT v2/webhooks/config: one upsert; an empty URL turns webhooks off (nothing more is queued). */
export async function updateWebhookConfig(
  db: Db,
  session: SessionInfo,
  body: v.InferOutput<typeof UpdateWebhookRequest>,
): Promise<WebhookConfig> {
  const accountId = accountOf(session);
  const events = WEBHOOK_EVENTS.filter((e) => body.events.includes(e));
  const values = { url: body.url || null, secretHash: body.secret_hash || null, events };
  await db
    .insert(webhookSettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: webhookSettings.accountId, set: values });
  return { url: body.url, secret_hash: body.secret_hash, events };
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
