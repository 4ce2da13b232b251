import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CREATE_MESSAGES } from '../../../contract/client-audits';
import { type TestServer, testServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const create = (token: string, body: unknown, from?: string) =>
  s.call('POST', 'v2/audits/create', { token, body, ...(from ? { from } : {}) });

describe('POST v2/audits/create', () => {
  it('appends what the app reports, with the session’s user and the request’s address, not the body’s', async () => {
    const admin = (await s.signIn('admin@demo.test')).token;
    const made = await create(
      admin,
      {
        action: 'transactions.exported',
        audit_data: { rows: '12', status: 'successful' },
        comment: 'Monthly books',
        actor: 'someone@else.test',
        ip_address: '192.0.2.1',
      },
      '203.0.113.9',
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.message).toBe(AUDIT_CREATE_MESSAGES.recorded);
    const [entry] = (await s.call('GET', 'v2/audits', { token: admin })).body.data.audits;
    expect(entry).toMatchObject({
      id: made.body.data.id,
      action: 'transactions.exported',
      audit_data: { rows: '12', status: 'successful' },
      comment: 'Monthly books',
      actor: 'admin@demo.test',
      ip_address: '203.0.113.9',
    });
  });

  it('takes only the app’s actions, bounded data, and keeps the secret keys’ actions to admins', async () => {
    const admin = (await s.signIn('admin@demo.test')).token;
    const member = (await s.signIn('member@demo.test')).token;
    const before = (await s.call('GET', 'v2/audits', { token: admin })).body.data.page_info.total;
    // An action the server records itself cannot be reported: the log holds only what happened.
    expect((await create(admin, { action: 'team.removed', audit_data: {} })).status).toBe(400);
    expect((await create(admin, { action: 'anything', audit_data: {} })).status).toBe(400);
    const tooMany = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, 'v']));
    expect((await create(admin, { action: 'transactions.exported', audit_data: tooMany })).status).toBe(400);
    expect(
      (await create(admin, { action: 'transactions.exported', audit_data: { rows: 'x'.repeat(201) } })).status,
    ).toBe(400);
    const refused = await create(member, { action: 'keys.secret_copied', audit_data: { key: 'Live secret key' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(AUDIT_CREATE_MESSAGES.adminsOnly);
    expect((await s.call('GET', 'v2/audits', { token: admin })).body.data.page_info.total).toBe(before);

    expect((await create(member, { action: 'transactions.exported', audit_data: { rows: '3' } })).status).toBe(201);
    expect((await create(admin, { action: 'keys.secret_copied', audit_data: { key: 'Live secret key' } })).status).toBe(
      201,
    );
    const log = (await s.call('GET', 'v2/audits', { token: admin })).body.data.audits;
    expect(log.slice(0, 2).map((e: { action: string; actor: string }) => [e.action, e.actor])).toEqual([
      ['keys.secret_copied', 'admin@demo.test'],
      ['transactions.exported', 'member@demo.test'],
    ]);
  });

  it('has no way to edit or delete an entry', async () => {
    const admin = (await s.signIn('admin@demo.test')).token;
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      expect((await s.call(method, 'v2/audits', { token: admin })).status).toBeGreaterThanOrEqual(404);
    }
  });
});
