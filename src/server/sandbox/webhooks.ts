import { desc, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { WEBHOOK_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '../../contract/webhooks';
import { sameSecret } from '../auth/crypto';
import { accounts, sandboxWebhookReceipts, webhookDeliveries, webhookSettings } from '../db/schema';
import type { AppEnv } from '../http';
import { SANDBOX_WEBHOOK_RECEIVE_PATH } from './guard';

const MAX_BODY_CHARS = 64 * 1024;
const SHOWN = 50;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/**
 * The sandbox's webhook receiver: a URL a merchant pastes as their webhook URL
 * (/sandbox/webhooks/receive) that keeps what arrives, and /sandbox/webhooks, the page that lists it
 * newest first with whether the verif-hash received is the sending business's secret hash.
 */
export function sandboxWebhookRoutes(app: Hono<AppEnv>): void {
  app.post(SANDBOX_WEBHOOK_RECEIVE_PATH, async (c) => {
    const body = (await c.req.text()).slice(0, MAX_BODY_CHARS);
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((value, key) => {
      if (key !== 'cookie' && key !== 'authorization') headers[key] = value.slice(0, 500);
    });
    await c
      .get('deps')
      .db.insert(sandboxWebhookReceipts)
      .values({ headers, body: body.replaceAll(String.fromCharCode(0), '') });
    return c.json({ status: 'success', message: 'Received' });
  });

  app.get('/sandbox/webhooks', async (c) => {
    const db = c.get('deps').db;
    const receipts = await db
      .select()
      .from(sandboxWebhookReceipts)
      .orderBy(desc(sandboxWebhookReceipts.receivedAt), desc(sandboxWebhookReceipts.id))
      .limit(SHOWN);
    // Which business sent each one: the delivery its webhook-id header names.
    const deliveryIds = [
      ...new Set(receipts.map((r) => Number(r.headers[WEBHOOK_ID_HEADER])).filter((n) => Number.isInteger(n))),
    ];
    const senders =
      deliveryIds.length === 0
        ? []
        : await db
            .select({
              id: webhookDeliveries.id,
              accountId: webhookDeliveries.accountId,
              business: accounts.businessName,
              secret: webhookSettings.secretHash,
            })
            .from(webhookDeliveries)
            .innerJoin(accounts, eq(accounts.id, webhookDeliveries.accountId))
            .leftJoin(webhookSettings, eq(webhookSettings.accountId, webhookDeliveries.accountId))
            .where(inArray(webhookDeliveries.id, deliveryIds));
    const items = receipts
      .map((r) => {
        const sender = senders.find((s) => String(s.id) === r.headers[WEBHOOK_ID_HEADER]);
        const received = r.headers[WEBHOOK_SIGNATURE_HEADER];
        let event = 'unknown';
        try {
          const parsed = JSON.parse(r.body) as { event?: unknown };
          if (typeof parsed.event === 'string') event = parsed.event;
        } catch {
          event = 'not JSON';
        }
        const matched = Boolean(sender?.secret && received !== undefined && sameSecret(received, sender.secret));
        const verdict = !sender
          ? 'Sender unknown'
          : matched
            ? 'Hash matches the secret hash'
            : 'Hash does not match the secret hash';
        return `<li><article aria-labelledby="r${r.id}">
  <h2 id="r${r.id}">${escapeHtml(event)}</h2>
  <dl>
    <dt>Received</dt><dd><time datetime="${r.receivedAt.toISOString()}">${escapeHtml(r.receivedAt.toISOString())}</time></dd>
    <dt>From</dt><dd>${escapeHtml(sender ? `${sender.business} (delivery ${sender.id})` : 'Unknown sender')}</dd>
    <dt>verif-hash</dt><dd><code>${received === undefined ? 'none' : escapeHtml(received)}</code></dd>
    <dt>Signature</dt><dd class="${matched ? 'ok' : 'bad'}">${verdict}</dd>
  </dl>
  <details><summary>Body</summary><pre>${escapeHtml(r.body)}</pre></details>
</article></li>`;
      })
      .join('\n');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox webhook receiver</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:720px;padding:16px;color:#1a1f2b;background:#f6f7f9}
ol{list-style:none;padding:0}article{background:#fff;border:1px solid #dde1e8;border-radius:12px;padding:12px 16px;margin:12px 0}
h2{font-size:18px;margin:0 0 8px}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0}dt{color:#4b5565}dd{margin:0;word-break:break-all}
.ok{color:#11703c;font-weight:600}.bad{color:#b3261e;font-weight:600}summary{min-height:44px;display:flex;align-items:center;cursor:pointer}
pre{white-space:pre-wrap;word-break:break-all;background:#f6f7f9;padding:8px;border-radius:8px}code{word-break:break-all}a{color:#1f4fd1}
</style></head><body>
<h1>Sandbox webhook receiver</h1>
<p>Paste <code>${escapeHtml(new URL(SANDBOX_WEBHOOK_RECEIVE_PATH, c.get('deps').config.publicUrl).toString())}</code> as the webhook URL in Settings, Webhooks. Deliveries it receives appear here, newest first (the last ${SHOWN}). This page exists only in sandbox mode and answers only on this machine. <a href="/sandbox/webhooks">Refresh</a></p>
${items ? `<ol aria-label="Received deliveries">${items}</ol>` : '<p>Nothing received yet.</p>'}
</body></html>`);
  });
}
