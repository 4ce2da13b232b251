import { sql } from 'drizzle-orm';
import { WEBHOOK_TEST_EVENT, type WebhookEvent } from '../../contract/webhooks';
import type { Tx } from '../db/client';
import { webhookDeliveries, webhookSettings } from '../db/schema';

/** A database or a transaction: the caller chooses the boundary (its own transaction, so a rollback sends nothing). */
export type DbOrTx = Tx;

/**
 * Writes a pending delivery of `event` for the business, in the caller's transaction, when the business
 * has a webhook URL and has not left the event out. Never sends: the sender loop does (sender.ts), so a
 * slow or dead receiver never delays the change that caused it. One statement: no round trip is added
 * to the caller's transaction beyond it.
 */
export async function enqueueWebhook(
  tx: DbOrTx,
  accountId: number,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  await insertDelivery(tx, accountId, event, data, false);
}

/** The settings page's test event: sent whatever events are chosen. Answers the delivery's id, or null without a URL. */
export async function enqueueTestWebhook(tx: DbOrTx, accountId: number, data: Record<string, unknown>) {
  return insertDelivery(tx, accountId, WEBHOOK_TEST_EVENT, data, true);
}

async function insertDelivery(
  tx: DbOrTx,
  accountId: number,
  event: string,
  data: Record<string, unknown>,
  always: boolean,
): Promise<number | null> {
  const payload = JSON.stringify({ event, data });
  const result = await tx.execute(sql`
    INSERT INTO ${webhookDeliveries} (account_id, event, payload)
    SELECT ${accountId}, ${event}, ${payload}::jsonb
    FROM ${webhookSettings} s
    WHERE s.account_id = ${accountId} AND coalesce(s.url, '') <> ''
      AND (${always} OR s.events IS NULL OR s.events ? ${event})
    RETURNING id`);
  const rows = (result as unknown as { rows: { id: number }[] }).rows;
  return rows[0]?.id ?? null;
}

/** Many deliveries of one event in one statement (a bulk transfer's rows): as enqueueWebhook, per item. */
export async function enqueueWebhooks(
  tx: DbOrTx,
  accountId: number,
  event: WebhookEvent,
  items: Record<string, unknown>[],
): Promise<void> {
  if (items.length === 0) return;
  const payloads = JSON.stringify(items.map((data) => ({ event, data })));
  await tx.execute(sql`
    INSERT INTO ${webhookDeliveries} (account_id, event, payload)
    SELECT ${accountId}, ${event}, p.value
    FROM ${webhookSettings} s, jsonb_array_elements(${payloads}::jsonb) p
    WHERE s.account_id = ${accountId} AND coalesce(s.url, '') <> ''
      AND (s.events IS NULL OR s.events ? ${event})`);
}
