import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_RULE_MESSAGES } from '../../../contract/approval-rules';
import { nubanCheckDigit } from '../../../contract/transfers';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { audits, transferApprovals, transfers, users } from '../../db/schema';
import { type TestServer, testServer } from '../../test/harness';
import { demoStoresTeam } from '../../test/kit';

let s: TestServer;
let owner: string;
let admin: string;
let member: string;
beforeAll(async () => {
  s = await testServer();
  ({ owner, admin, member } = await demoStoresTeam(s));
});
afterAll(() => s.close());

const ageCodes = () => s.db.execute(sql`UPDATE one_time_codes SET created_at = created_at - interval '2 minutes'`);
let refCounter = 0;

async function codeFor(token: string, email: string, path = 'v2/transfers/otp'): Promise<string> {
  await ageCodes();
  const sent = await s.call('POST', path, { token });
  expect(sent.status).toBe(200);
  return (await s.lastMail(email))!.code!;
}

/** The member starts a transfer of `amount` kobo; answers its id and status. */
async function memberTransfer(amount: number) {
  const otp = await codeFor(member, 'member@demo.test');
  const made = await s.call('POST', 'v2/transfers/create', {
    token: member,
    body: {
      account_bank: '044',
      account_number: `069000003${nubanCheckDigit('044', '069000003')}`,
      amount,
      currency: 'NGN',
      debit_currency: 'NGN',
      narration: 'Rule test',
      reference: `TRFRULE${Date.now().toString(36).toUpperCase()}${refCounter++}`,
      otp,
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data as { id: number; status: string; required_approvals: number };
}

async function saveRule(token: string, email: string, rule: Record<string, unknown>) {
  const otp = await codeFor(token, email, 'v2/approval-rules/otp');
  return s.call('PUT', 'v2/approval-rules', { token, body: { ...rule, otp } });
}

const approve = (token: string, id: number) =>
  s.call('POST', 'v2/transfers/approve', { token, body: { id, reject: false } });

describe('approval rules: N of M', () => {
  it('changing a rule needs the code, only an admin may, and it is audited', async () => {
    const rule = {
      currency: 'NGN',
      min_amount: 100_000_000,
      required_approvers: 2,
      approver_roles: ['Owner', 'Admin'],
    };
    const noCode = await s.call('PUT', 'v2/approval-rules', { token: owner, body: rule });
    expect(noCode.status).toBe(400);
    const wrong = await s.call('PUT', 'v2/approval-rules', { token: owner, body: { ...rule, otp: '000000' } });
    expect(wrong.status).toBe(400);
    const byMember = await s.call('PUT', 'v2/approval-rules', { token: member, body: { ...rule, otp: '123456' } });
    expect(byMember.status).toBe(403);
    expect((await s.call('GET', 'v2/approval-rules', { token: owner })).body.data.rules).toEqual([]);

    const saved = await saveRule(owner, 'owner@demo.test', rule);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await s.call('GET', 'v2/approval-rules', { token: admin })).body.data.rules).toEqual([rule]);
    const [entry] = await s.db
      .select()
      .from(audits)
      .where(and(eq(audits.accountId, DEMO_ACCOUNTS.demoStores), eq(audits.action, 'approval_rule.saved')));
    expect(entry?.auditData).toMatchObject({ currency: 'NGN', required_approvers: '2', min_amount: '100000000' });
  });

  it('a transfer above the amount waits for two different approvers; below it, one is enough', async () => {
    // Below NGN 1,000,000: today's four eyes, one approver.
    const small = await memberTransfer(1_500_000);
    expect(small.required_approvals).toBe(1);
    const one = await approve(admin, small.id);
    expect(one.status).toBe(200);
    expect(one.body.data.status).not.toBe('NEW');

    const big = await memberTransfer(200_000_000);
    expect(big.status).toBe('NEW');
    expect(big.required_approvals).toBe(2);

    const first = await approve(admin, big.id);
    expect(first.status).toBe(200);
    const [adminUser] = await s.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    const adminName = `${adminUser!.firstName} ${adminUser!.lastName}`;
    expect(first.body.data).toMatchObject({ outcome: 'approved', status: 'NEW' });
    expect(first.body.data.message).toContain(`1 of 2 approved, by ${adminName}`);

    // The pending list says so.
    const pending = await s.call('GET', 'v2/transfers?status=NEW&requires_approval=1&list_pending_approvals=1&page=1', {
      token: owner,
    });
    const row = pending.body.data.transfers.find((t: { id: number }) => t.id === big.id);
    expect(row).toMatchObject({ required_approvals: 2, approved_by_names: [adminName] });
    // Its page too: the approver who approved waits for another; the owner may still approve.
    const detailFor = async (token: string) =>
      (await s.call('GET', `v2/transfers/${big.id}`, { token })).body.data as Record<string, unknown>;
    expect(await detailFor(admin)).toMatchObject({ approved_by_names: [adminName], can_approve: false });
    expect(await detailFor(owner)).toMatchObject({ required_approvals: 2, can_approve: true });

    // The same approver again is refused, and counts once.
    const again = await approve(admin, big.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(APPROVAL_RULE_MESSAGES.sameApprover);
    const [still] = await s.db.select().from(transfers).where(eq(transfers.id, big.id));
    expect(still!.status).toBe('NEW');
    expect(await s.db.$count(transferApprovals, eq(transferApprovals.transferId, big.id))).toBe(1);

    // The maker may not approve their own (four eyes).
    expect((await approve(member, big.id)).status).toBe(403);

    const second = await approve(owner, big.id);
    expect(second.status).toBe(200);
    expect(second.body.data.outcome).toBe('approved');
    expect(second.body.data.status).not.toBe('NEW');
    expect(await s.db.$count(transferApprovals, eq(transferApprovals.transferId, big.id))).toBe(2);
  });

  it('the offline queue’s replay of an approval (same key) counts once; a new key by the same approver is refused', async () => {
    const big = await memberTransfer(250_000_000);
    const send = (key: string) =>
      s.call('POST', 'v2/transfers/approve', {
        token: admin,
        body: { id: big.id, reject: false },
        headers: { 'Idempotency-Key': key },
      });
    const first = await send('queued-approval-key-0001');
    const replay = await send('queued-approval-key-0001');
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual(first.body.data);
    expect(first.body.data.status).toBe('NEW');
    const other = await send('queued-approval-key-0002');
    expect(other.status).toBe(409);
    expect(other.body.data).toMatchObject({ outcome: 'already_decided', status: 'NEW' });
    expect(await s.db.$count(transferApprovals, eq(transferApprovals.transferId, big.id))).toBe(1);
  });

  it('two approvers at once release the transfer exactly once', async () => {
    const big = await memberTransfer(300_000_000);
    const [a, b] = await Promise.all([approve(admin, big.id), approve(owner, big.id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const statuses = [a.body.data.status, b.body.data.status];
    expect(statuses.filter((x) => x === 'NEW')).toHaveLength(1);
    const [row] = await s.db.select().from(transfers).where(eq(transfers.id, big.id));
    expect(row!.status).not.toBe('NEW');
  });

  it('only the rule’s roles may approve, and removing the rule is audited', async () => {
    const saved = await saveRule(owner, 'owner@demo.test', {
      currency: 'NGN',
      min_amount: 0,
      required_approvers: 1,
      approver_roles: ['Owner'],
    });
    expect(saved.status).toBe(200);
    const t = await memberTransfer(1_000_000);
    const byAdmin = await approve(admin, t.id);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe(APPROVAL_RULE_MESSAGES.roleNotAllowed);
    const detail = await s.call('GET', `v2/transfers/${t.id}`, { token: admin });
    expect(detail.body.data.can_approve).toBe(false);
    expect((await approve(owner, t.id)).status).toBe(200);

    const otp = await codeFor(owner, 'owner@demo.test', 'v2/approval-rules/otp');
    const removed = await s.call('POST', 'v2/approval-rules/remove', { token: owner, body: { currency: 'NGN', otp } });
    expect(removed.status).toBe(200);
    expect((await s.call('GET', 'v2/approval-rules', { token: owner })).body.data.rules).toEqual([]);
    expect(
      await s.db.$count(
        audits,
        and(eq(audits.accountId, DEMO_ACCOUNTS.demoStores), eq(audits.action, 'approval_rule.removed')),
      ),
    ).toBe(1);
  });
});
