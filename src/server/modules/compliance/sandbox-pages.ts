import { escapeHtml } from '../../html';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http';
import { sandboxFormField } from '../../sandbox/guard';
import { decideIdentitySession, reviewDecision, reviewQueue } from './service';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:720px;padding:16px;color:#1a1f2b;background:#f6f7f9}
article{background:#fff;border:1px solid #dde1e8;border-radius:12px;padding:12px 16px;margin:12px 0}
form{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0}input{flex:1;min-height:44px;padding:0 12px;font:inherit;border:1px solid #9aa3b2;border-radius:8px}
button{min-height:44px;padding:0 16px;font:inherit;border:0;border-radius:8px;background:#1f4fd1;color:#fff}
button.danger{background:#b42318}a{color:#1f4fd1}
</style></head><body>${body}</body></html>`;

/**
 * Sandbox pages a real provider would host elsewhere: the compliance reviewer (approve
 * to AA, reject to RE with a reason) and the identity-verification page of a session.
 */
export function complianceSandboxPages(app: Hono<AppEnv>): void {
  app.get('/sandbox/compliance', async (c) => {
    const rows = await reviewQueue(c.get('deps').db);
    const token = sandboxFormField(c);
    const items = rows
      .map(
        (r) => `<article aria-label="${escapeHtml(r.name)}">
  <h2>${escapeHtml(r.name)}</h2>
  <p>${escapeHtml(r.email)} · account ${r.id} · status <strong>${escapeHtml(r.status)}</strong>${r.completed ? ' · submitted' : ' · in progress'}${r.reason ? ` · reason: ${escapeHtml(r.reason)}` : ''}</p>
  <form method="post" action="/sandbox/compliance/${r.id}/approve">${token}<button>Approve ${escapeHtml(r.name)}</button></form>
  <form method="post" action="/sandbox/compliance/${r.id}/reject">${token}<label for="reason-${r.id}">Reason for rejecting ${escapeHtml(r.name)}</label><input id="reason-${r.id}" name="reason" required maxlength="300"><button class="danger">Reject ${escapeHtml(r.name)}</button></form>
</article>`,
      )
      .join('\n');
    return c.html(
      page(
        'Sandbox compliance review',
        `<h1>Compliance review</h1><p>Businesses that filled compliance. Approving sets AA; rejecting sets RE with the reason. <a href="/sandbox/outbox">Outbox</a></p>${items || '<p>Nothing to review.</p>'}`,
      ),
    );
  });
  app.post('/sandbox/compliance/:id/:decision', async (c) => {
    const id = Number(c.req.param('id'));
    const decision = c.req.param('decision');
    if (!Number.isInteger(id) || (decision !== 'approve' && decision !== 'reject')) return c.text('Not found', 404);
    const form = await c.req.parseBody();
    const reason = typeof form.reason === 'string' ? form.reason : '';
    if (decision === 'reject' && reason.trim() === '') return c.text('A reason is required to reject', 400);
    const ok = await reviewDecision(c.get('deps').db, id, decision, reason);
    return ok ? c.redirect('/sandbox/compliance', 303) : c.text('Not found', 404);
  });

  app.get('/sandbox/identity/:id', (c) => {
    const id = escapeHtml(c.req.param('id'));
    const token = sandboxFormField(c);
    return c.html(
      page(
        'Identity verification',
        `<h1>Identity verification</h1><p>This sandbox stands in for the identity provider. Finish to verify, or cancel.</p>
<form method="post" action="/sandbox/identity/${id}/finished">${token}<button>Finish verification</button></form>
<form method="post" action="/sandbox/identity/${id}/canceled">${token}<button class="danger">Cancel verification</button></form>`,
      ),
    );
  });
  app.post('/sandbox/identity/:id/:status', async (c) => {
    const status = c.req.param('status');
    if (status !== 'finished' && status !== 'canceled') return c.text('Not found', 404);
    const ok = await decideIdentitySession(c.get('deps').db, c.req.param('id'), status);
    if (!ok) return c.text('Not found', 404);
    return c.html(
      page(
        'Identity verification',
        `<h1>${status === 'finished' ? 'Verification finished' : 'Verification canceled'}</h1><p>You can close this window and return to the dashboard.</p>`,
      ),
    );
  });
}
