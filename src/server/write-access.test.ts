import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../contract/all-endpoints';
import type { EndpointDef } from '../contract/endpoints';
import { ERROR_CODES } from '../contract/envelope';
import { ROLES, type Role } from '../contract/roles';
import { WRITE_ACCESS, type WriteAccess } from '../contract/write-access';
import { memberships, users } from './db/schema';
import { DEMO_ACCOUNTS } from './db/seed';
import { type TestServer, testServer } from './test/harness';

/**
 * The contract's role × write-endpoint table, walked: every write endpoint, for the demo Owner, Admin
 * and User of Demo Stores Ltd and for the v2 roles (the User's membership given each role in turn).
 * A role the table refuses gets 403 ROLE_NOT_ALLOWED before anything runs, and nothing is written; a
 * role it allows is never refused for its role (its answer is then whatever the body earns).
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

type Name = keyof typeof allEndpoints;
const entries = Object.entries(allEndpoints) as [Name, EndpointDef][];
const writes = entries.filter(([, def]) => def.method !== 'GET');
const table = WRITE_ACCESS as Record<string, WriteAccess>;

const pathOf = (def: EndpointDef) => def.path.replace(/:[A-Za-z]+/g, 'x1');

describe('the role × write-endpoint table', () => {
  it('has exactly one row per write endpoint of the contract, of the kind its session level says', () => {
    expect(Object.keys(table).sort()).toEqual(writes.map(([name]) => name).sort());
    for (const [name, def] of writes) {
      const who = table[name]!.who;
      expect(who, name).toBe(def.auth === 'none' ? 'public' : def.auth === 'login' ? 'signed-in' : 'roles');
    }
  });

  it('keeps payout destinations, compliance, preferences, live mode, the team, refunds and approvals for the admins', () => {
    const adminsOnly = [
      'settlementAccountNew',
      'settlementAccountEdit',
      'complianceSubmit',
      'complianceService',
      'regMeta',
      'setPreference',
      'accountUpdate',
      'inviteCollaborator',
      'resendInvitation',
      'revokeInvitation',
      'changeCollaboratorRole',
      'removeCollaborator',
      'refundTransaction',
      'approve',
      'approveBulk',
    ] as const;
    for (const name of adminsOnly) {
      const row = table[name]!;
      expect(row.who === 'roles' && [...row.roles].sort(), name).toEqual(['Admin', 'Owner', 'v2-Admin']);
    }
  });

  it('is enforced for every write endpoint and every role', async () => {
    const member = await s.signIn('member@demo.test');
    const tokens: [string, Role, string][] = [
      ['owner@demo.test', 'Owner', (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoStores })).token],
      ['admin@demo.test', 'Admin', (await s.signIn('admin@demo.test')).token],
      ['member@demo.test', 'User', member.token],
    ];
    const [memberRow] = await s.db.select({ id: users.id }).from(users).where(eq(users.email, 'member@demo.test'));
    const setMemberRole = (role: Role) =>
      s.db
        .update(memberships)
        .set({ role })
        .where(and(eq(memberships.userId, memberRow!.id), eq(memberships.accountId, DEMO_ACCOUNTS.demoStores)));
    const walked = new Map<Role, number>();
    const call = (def: EndpointDef, token: string) => s.call(def.method, pathOf(def), { token, body: {} });
    const byRole = writes.flatMap(([name, def]) => {
      const row = table[name]!;
      return row.who === 'roles' ? [{ def, row }] : [];
    });
    const walk = async (role: Role, token: string, who: string) => {
      const label = (def: EndpointDef, status: number, message: string) =>
        `${def.method} ${def.path} as ${role} (${who}): ${status} ${message}`;
      const refused = byRole.filter(({ row }) => !row.roles.includes(role));
      // A refused call changes nothing, so one checksum around all of them says so; only when it moved are
      // they tried again one by one to name the call that wrote (a whole-database checksum around every
      // call made this walk the slowest file of the suite).
      const before = await s.checksum();
      for (const { def, row } of refused) {
        const res = await call(def, token);
        const where = label(def, res.status, res.body.message);
        expect(res.status, where).toBe(403);
        expect(res.body.code, where).toBe(ERROR_CODES.roleNotAllowed);
        expect(res.body.message, where).toBe(row.refusal);
      }
      if ((await s.checksum()) !== before) {
        for (const { def } of refused) {
          const one = await s.checksum();
          await call(def, token);
          expect(await s.checksum(), `${def.method} ${def.path} as ${role} (${who}) wrote`).toBe(one);
        }
      }
      for (const { def } of byRole.filter(({ row }) => row.roles.includes(role))) {
        const res = await call(def, token);
        expect(res.body.code, label(def, res.status, res.body.message)).not.toBe(ERROR_CODES.roleNotAllowed);
      }
      walked.set(role, byRole.length);
    };
    for (const [email, role, token] of tokens) await walk(role, token, email);
    // The roles no demo user holds: the User's membership changed under the same session.
    try {
      for (const role of ROLES.filter((r) => !['Owner', 'Admin', 'User'].includes(r))) {
        await setMemberRole(role);
        await walk(role, member.token, 'member@demo.test');
      }
    } finally {
      await setMemberRole('User');
    }
    const accountWrites = writes.filter(([, def]) => def.auth === 'account').length;
    for (const role of ROLES) expect(walked.get(role), role).toBe(accountWrites);
  }, 180_000);
});

describe('who may move money', () => {
  const PHONE = '+2348031234567';
  const body = (over: Record<string, unknown> = {}) => ({
    accountNumber: '0690000031',
    bankCode: '044',
    country: 'NG',
    accountName: 'Demo Stores Ltd',
    accountMeta: JSON.stringify([{ name: 'phoneNumber', value: PHONE }]),
    isDefault: 1,
    ...over,
  });
  async function verifyPhone(token: string) {
    const sent = await s.call('POST', 'v2/onb/sendotp', {
      token,
      body: { public_key: 'pk', identifier: PHONE, context: 'secure' },
    });
    if (sent.status !== 200) return sent;
    const code = (await s.lastMail(PHONE))!.code;
    return s.call('POST', 'v2/onb/verifyotp', {
      token,
      body: { public_key: 'pk', otp: code, otp_reference: sent.body.data.otp_reference },
    });
  }

  it('a User can neither verify a phone nor add or replace the payout account, nor rewrite compliance', async () => {
    const { token } = await s.signIn('member@demo.test');
    const before = await s.checksum();
    expect((await verifyPhone(token)).status).toBe(403);
    const added = await s.call('POST', 'merchant/config/settlement/account/new', { token, body: body() });
    expect(added.status).toBe(403);
    const edited = await s.call('PUT', 'merchant/config/settlement/account/edit', {
      token,
      body: { ...body(), accountId: 1, default: 1 },
    });
    expect(edited.status).toBe(403);
    const compliance = await s.call('POST', 'cc/compliance', { token, body: { registered_name: 'Mallory Ltd' } });
    expect(compliance.status).toBe(403);
    const preference = await s.call('POST', 'merchant/account/preferences', {
      token,
      body: { setting: 'done_pcidss', value: '1' },
    });
    expect(preference.status).toBe(403);
    expect(await s.checksum()).toBe(before);
  });

  it('an Admin changes the payout account only with the code mailed to the owner, and every owner hears of it', async () => {
    const { token } = await s.signIn('admin@demo.test');
    expect((await verifyPhone(token)).status).toBe(200);
    const change = { ...body(), accountId: 1, default: 1 };
    // No code: none is applied; the owner gets one for this very destination.
    const asked = await s.call('PUT', 'merchant/config/settlement/account/edit', { token, body: change });
    expect(asked.status).toBe(428);
    expect(asked.body.code).toBe(ERROR_CODES.stepUpRequired);
    expect(asked.body.data.sent_to).toEqual(['o***@demo.test']);
    const mail = await s.lastMail('owner@demo.test');
    expect(mail?.subject).toBe('Code to change where Demo Stores Ltd is paid');
    const code = mail!.code!;
    expect((await s.lastMail('admin@demo.test'))?.code ?? null).not.toBe(code);
    const list = async () => (await s.call('GET', 'merchant/config/settlement/account', { token })).body.data;
    const unchanged = await list();
    // A wrong code, and the right code for another destination, change nothing.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (await s.call('PUT', 'merchant/config/settlement/account/edit', { token, body: { ...change, otp: wrong } }))
        .status,
    ).toBe(400);
    const elsewhere = await s.call('PUT', 'merchant/config/settlement/account/edit', {
      token,
      body: { ...change, accountNumber: '0690000032', otp: code },
    });
    expect(elsewhere.status).toBe(400);
    expect(await list()).toEqual(unchanged);
    // The owner's code for this destination.
    const done = await s.call('PUT', 'merchant/config/settlement/account/edit', {
      token,
      body: { ...change, otp: code },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.account_number).toBe('0690000031');
    const told = await s.lastMail('owner@demo.test');
    expect(told?.subject).toBe('The payout account of Demo Stores Ltd was changed');
    expect(told?.body).toContain('admin@demo.test');
    expect(told?.body).toContain('****0031');
    // A code works once.
    expect(
      (await s.call('PUT', 'merchant/config/settlement/account/edit', { token, body: { ...change, otp: code } }))
        .status,
    ).toBe(400);
  });
});
