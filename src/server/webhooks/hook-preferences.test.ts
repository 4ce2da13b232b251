import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audits, webhookDeliveries } from '../db/schema';
import { type TestServer, testServer } from '../test/harness';
import { deliverDue, deliveryBody, type FetchLike } from './sender';
import { signedInOwner } from '../test/kit';

/** The merchant's delivery preferences (hook_as_json, cache_hook_data_on_error, can_use_v3_webhook): set, audited, obeyed. */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const owner = () => signedInOwner(s);

const ALL = ['charge.completed', 'refund.completed', 'transfer.completed', 'subscription.cancelled'];

describe('hook preferences', () => {
  it('are on until the merchant turns them off; off, a delivery is a flat form, tried once', async () => {
    const b = await owner();
    const start = await s.call('GET', 'v2/webhooks/config', { token: b.token });
    expect(start.body.data).toMatchObject({
      hook_as_json: true,
      cache_hook_data_on_error: true,
      can_use_v3_webhook: true,
    });
    const saved = await s.call('PUT', 'v2/webhooks/config', {
      token: b.token,
      body: {
        url: 'https://merchant.test/form-hooks',
        secret_hash: 'form-secret',
        events: ALL,
        hook_as_json: false,
        cache_hook_data_on_error: false,
        can_use_v3_webhook: false,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      hook_as_json: false,
      cache_hook_data_on_error: false,
      can_use_v3_webhook: false,
    });
    // The shell's summary reads the same preferences.
    expect((await s.call('GET', 'v2/webhooks', { token: b.token })).body.data.hook_as_json).toBe(false);
    const [audit] = await s.db
      .select()
      .from(audits)
      .where(and(eq(audits.accountId, b.accountId), eq(audits.action, 'webhook.updated')));
    expect(audit!.auditData).toMatchObject({ hook_as_json: 'off', secret_hash: 'set' });
    expect(JSON.stringify(audit!.auditData)).not.toContain('form-secret');

    // Left out, a preference is unchanged.
    await s.call('PUT', 'v2/webhooks/config', {
      token: b.token,
      body: { url: 'https://merchant.test/form-hooks', secret_hash: 'form-secret', events: ALL },
    });
    expect((await s.call('GET', 'v2/webhooks/config', { token: b.token })).body.data.can_use_v3_webhook).toBe(false);

    const { id } = (await s.call('POST', 'v2/webhooks/test', { token: b.token })).body.data;
    const sent: { headers: Record<string, string>; body: string }[] = [];
    const failing: FetchLike = async (_url, init) => {
      sent.push({ headers: init.headers as Record<string, string>, body: String(init.body) });
      return new Response('no', { status: 500 });
    };
    const later = new Date(Date.now() + 48 * 3600_000);
    for (let n = await deliverDue(s.db, later, failing); n > 0; n = await deliverDue(s.db, later, failing));
    const mine = sent.filter((r) => r.headers['webhook-id'] === String(id));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(mine[0]!.headers['verif-hash']).toBe('form-secret');
    const form = new URLSearchParams(mine[0]!.body);
    expect(form.get('event.type')).toBe('webhook.test');
    expect(form.get('account_id')).toBe(String(b.accountId));
    const [row] = await s.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('refuse a switch that is not true or false, changing nothing', async () => {
    const b = await owner();
    const before = await s.checksum();
    const bad = await s.call('PUT', 'v2/webhooks/config', {
      token: b.token,
      body: { url: '', secret_hash: '', events: ALL, hook_as_json: 'no' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Send as JSON must be true or false');
    expect(await s.checksum()).toBe(before);
  });
});

describe('delivery body', () => {
  const payload = { event: 'charge.completed', data: { id: 7, amount: 500, customer: { email: 'a@b.test' } } };
  it('is {event, data} as JSON in v3, flat with event.type otherwise, and a form when not JSON', () => {
    expect(JSON.parse(deliveryBody(payload, { json: true, v3: true }).body)).toEqual(payload);
    expect(JSON.parse(deliveryBody(payload, { json: true, v3: false }).body)).toEqual({
      'event.type': 'charge.completed',
      id: 7,
      amount: 500,
      customer: { email: 'a@b.test' },
    });
    const form = new URLSearchParams(deliveryBody(payload, { json: false, v3: true }).body);
    expect(form.get('event')).toBe('charge.completed');
    expect(JSON.parse(form.get('data')!)).toEqual(payload.data);
  });
});
