import { escapeHtml } from '../html';
import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../contract/all-endpoints';
import { resolveSession } from '../auth/sessions';
import { type AppEnv, serve } from '../http';
import { makeFixture } from './fixtures';
import { listOutbox } from './outbox';

/** GET /api/sandbox/outbox?to=EMAIL: newest first (DEMO.md). Mounted only in sandbox mode. */
export function sandboxApiRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.sandboxOutbox, resolveSession, async ({ deps, query }) => ({
    data: await listOutbox(deps.db, query.to),
  }));
  serve(api, endpoints.sandboxFixture, resolveSession, async ({ deps, body }) => ({
    status: 201,
    data: await makeFixture(deps.db, body),
  }));
}

/** The human page of the outbox: what a real provider would have mailed or texted. */
export function sandboxPageRoutes(app: Hono<AppEnv>): void {
  app.get('/sandbox/outbox', async (c) => {
    const to = c.req.query('to')?.trim().slice(0, 254);
    // One recipient at a time: the page never lists everyone's codes at once.
    const messages = to ? await listOutbox(c.get('deps').db, to, 100) : [];
    const items = messages
      .map(
        (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong> <span>${m.channel} to ${escapeHtml(m.to)} · ${escapeHtml(m.created_at)}</span></header>
  <pre>${escapeHtml(m.body)}</pre>
  ${m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : ''}
</article>`,
      )
      .join('\n');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox outbox</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:720px;padding:16px;color:#1a1f2b;background:#f6f7f9}
form{display:flex;gap:8px;margin:16px 0}input{flex:1;min-height:44px;padding:0 12px;font:inherit;border:1px solid #9aa3b2;border-radius:8px}
button{min-height:44px;padding:0 16px;font:inherit;border:0;border-radius:8px;background:#1f4fd1;color:#fff}
article{background:#fff;border:1px solid #dde1e8;border-radius:12px;padding:12px 16px;margin:12px 0}
header span{display:block;color:#4b5565;font-size:14px}pre{white-space:pre-wrap;font:inherit}a{color:#1f4fd1;word-break:break-all}
</style></head><body>
<h1>Sandbox outbox</h1>
<p>Every email and SMS the server would send, newest first, one recipient at a time. This page exists only in sandbox mode and answers only on this machine. <a href="/sandbox/compliance">Compliance review</a></p>
<form method="get"><label for="to" style="position:absolute;left:-9999px">Recipient</label><input id="to" name="to" required placeholder="Recipient's email or phone" value="${escapeHtml(to ?? '')}"><button>Show</button></form>
${items || (to ? '<p>No messages yet.</p>' : '<p>Enter the address (or phone number) whose messages you want to read.</p>')}
</body></html>`);
  });
}
