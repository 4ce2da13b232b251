import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfers, walletEntries } from '../../db/schema';
import { REPLAYED_HEADER } from '../../idempotency';
import { expectBalancedLedger, walletOf } from '../../test/ledger';
import { type TestServer, testServer } from '../../test/harness';

/**
 * Payroll: employees are saved with their account resolved by the bank; a run is one bulk transfer whose
 * transfers all wait for an approver (whoever made it), decided in the transfers' own approvals and paid
 * there once, the ledger balanced; run history reads each employee's payment from its transfer. Only
 * with enabled_for_payroll; roles of the write table; another business's records answer 404.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

/** tokens: Owner, Admin, v2-User. */
const business = (payroll = true) =>
  s.business({
    business: { country: 'NG', compliance: 'AA', live: true, preferences: payroll ? { enabled_for_payroll: '1' } : {} },
    users: [{ role: 'Owner' }, { role: 'Admin' }, { role: 'v2-User' }],
  });

const ADA = {
  name: 'Ada Obi',
  email: 'ada@staff.test',
  bank_code: '044',
  account_number: '0690000049',
  currency: 'NGN',
};
const BAYO = { name: 'Bayo Ade', bank_code: '044', account_number: '0690000032', currency: 'NGN' };

async function addEmployee(token: string, body: Record<string, unknown>) {
  const res = await s.call('POST', 'v2/payroll/employees', { token, body });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data as { id: number; account_name: string; salary: number };
}

describe('payroll', () => {
  it('is refused without enabled_for_payroll, on reads and writes alike', async () => {
    const b = await business(false);
    const token = b.tokens[0]!;
    for (const [method, path, body] of [
      ['GET', 'v2/payroll', undefined],
      ['GET', 'v2/payroll/employees', undefined],
      ['POST', 'v2/payroll/employees', { ...ADA, salary: 100_000 }],
      ['POST', 'v2/payroll/runs', { period: '2026-11', currency: 'NGN', items: [{ employee_id: 1, amount: 1 }] }],
      ['GET', 'v2/payroll/runs/1', undefined],
    ] as const) {
      const res = await s.call(method, path, { token, body });
      expect([method, path, res.status, res.body.message]).toEqual([
        method,
        path,
        403,
        'Payroll is not enabled for this account',
      ]);
    }
  });

  it("shows Demo Stores Ltd's seeded employees, each account resolved", async () => {
    const { token } = await s.signIn('admin@demo.test');
    const list = await s.call('GET', 'v2/payroll/employees', { token });
    expect(list.status).toBe(200);
    expect(list.body.data.employees.map((e: { name: string }) => e.name)).toEqual([
      'Amaka Nwosu',
      'Ngozi Umeh',
      'Segun Alabi',
      'Tunde Bakare',
    ]);
    expect(
      list.body.data.employees.every((e: { account_name: string }) => /^[A-Z]+ [A-Z]+$/.test(e.account_name)),
    ).toBe(true);
  });

  it('adds an employee with the account name the bank resolves, edits and removes them', async () => {
    const b = await business();
    const token = b.tokens[0]!;
    const ada = await addEmployee(token, { ...ADA, salary: 25_000_000 });
    expect(ada.account_name).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(ada.salary).toBe(25_000_000);

    const bad = await s.call('POST', 'v2/payroll/employees', {
      token,
      body: { ...ADA, account_number: '0690000030', salary: 1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/account number/i);

    const edited = await s.call('PUT', `v2/payroll/employees/${ada.id}`, {
      token,
      body: { ...ADA, name: 'Ada Obi-Eze', salary: 27_500_000 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Ada Obi-Eze', salary: 27_500_000, account_name: ada.account_name });

    const list = await s.call('GET', 'v2/payroll/employees', { token });
    expect(list.body.data.employees.map((e: { name: string }) => e.name)).toEqual(['Ada Obi-Eze']);

    expect((await s.call('DELETE', `v2/payroll/employees/${ada.id}`, { token })).status).toBe(200);
    expect((await s.call('DELETE', `v2/payroll/employees/${ada.id}`, { token })).status).toBe(404);
    const after = await s.call('GET', 'v2/payroll/employees', { token });
    expect(after.body.data.employees).toEqual([]);
  });

  it('submits a run as a bulk transfer awaiting approval; an approver pays it once, the ledger balanced', async () => {
    const b = await business();
    const [owner, admin] = b.tokens as [string, string];
    const ada = await addEmployee(owner, { ...ADA, salary: 25_000_000 });
    const bayo = await addEmployee(owner, { ...BAYO, salary: 18_000_000 });
    const before = await walletOf(s, b.accountId);

    const key = 'payroll-run-0000000001';
    const body = {
      period: '2026-11',
      currency: 'NGN',
      items: [
        { employee_id: ada.id, amount: 25_000_000 },
        { employee_id: bayo.id, amount: 19_500_000 },
      ],
    };
    const run = await s.call('POST', 'v2/payroll/runs', { token: owner, body, headers: { 'Idempotency-Key': key } });
    expect(run.status, run.body.message).toBe(201);
    expect(run.body.message).toBe('Payroll run submitted for approval');
    const detail = run.body.data;
    expect(detail).toMatchObject({
      period: 'November 2026',
      employees: 2,
      amount: 44_500_000,
      status: 'awaiting_approval',
    });
    expect(detail.items.map((i: { status: string; amount: number }) => [i.status, i.amount])).toEqual([
      ['pending_approval', 25_000_000],
      ['pending_approval', 19_500_000],
    ]);
    expect(detail.items.map((i: { name: string }) => i.name)).toEqual(['Ada Obi', 'Bayo Ade']);
    expect(detail.items[0].account_name).toBe(ada.account_name);

    // The same key and body: the first answer, no second run.
    const again = await s.call('POST', 'v2/payroll/runs', { token: owner, body, headers: { 'Idempotency-Key': key } });
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.body.data.id).toBe(detail.id);
    const runs = await s.call('GET', 'v2/payroll', { token: owner });
    expect(runs.body.data.payroll).toHaveLength(1);
    expect(runs.body.data.payroll[0]).toMatchObject({ id: detail.id, status: 'awaiting_approval' });

    // Nothing left the balance yet; the transfers wait as NEW in the bulk transfer, in pending approvals.
    expect((await walletOf(s, b.accountId)).availableBalance).toBe(before.availableBalance);
    const waiting = await s.db.select().from(transfers).where(eq(transfers.bulkId, detail.bulk_id));
    expect(waiting.map((t) => [t.status, t.requiresApproval])).toEqual([
      ['NEW', true],
      ['NEW', true],
    ]);
    const pending = await s.call('GET', 'v2/transfers?status=NEW&requires_approval=1&list_pending_approvals=1&page=1', {
      token: admin,
    });
    expect(pending.body.data.transfers.map((t: { id: number }) => t.id).sort()).toEqual(
      detail.items.map((i: { transfer_id: number }) => i.transfer_id).sort(),
    );

    // Its maker may not approve it (four eyes), even an Owner.
    const own = await s.call('POST', 'v2/transfers/approve', {
      token: owner,
      body: { id: detail.items[0].transfer_id, reject: false },
    });
    expect(own.status).toBe(403);

    const ids = detail.items.map((i: { transfer_id: number }) => i.transfer_id);
    const approved = await s.call('POST', 'v2/transfers/approve_bulk', {
      token: admin,
      body: { id: ids, reject: false },
      headers: { 'Idempotency-Key': 'payroll-approve-000001' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data.results.map((r: { status: string }) => r.status)).toEqual(['SUCCESSFUL', 'SUCCESSFUL']);
    // Approving again moves nothing.
    const twice = await s.call('POST', 'v2/transfers/approve_bulk', { token: admin, body: { id: ids, reject: false } });
    expect(twice.body.data.results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'already_decided',
      'already_decided',
    ]);

    const fee = waiting[0]!.fee;
    const after = await walletOf(s, b.accountId);
    expect(before.availableBalance - after.availableBalance).toBe(44_500_000 + 2 * fee);
    expect(before.ledgerBalance - after.ledgerBalance).toBe(44_500_000 + 2 * fee);
    const debits = await s.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.accountId, b.accountId), eq(walletEntries.type, 'D')));
    expect(debits).toHaveLength(2);
    await expectBalancedLedger(s, b.accountId);

    const paid = await s.call('GET', `v2/payroll/runs/${detail.id}`, { token: admin });
    expect(paid.body.data.status).toBe('paid');
    expect(paid.body.data.items.map((i: { status: string }) => i.status)).toEqual(['paid', 'paid']);
    const history = await s.call('GET', 'v2/payroll', { token: admin });
    expect(history.body.data.payroll[0]).toMatchObject({ id: detail.id, status: 'paid' });
  });

  it('shows a rejected payment as failed, the run partly paid, and nothing debited for it', async () => {
    const b = await business();
    const [owner, admin] = b.tokens as [string, string];
    const ada = await addEmployee(owner, { ...ADA, salary: 1_000_000 });
    const bayo = await addEmployee(owner, { ...BAYO, salary: 2_000_000 });
    const run = await s.call('POST', 'v2/payroll/runs', {
      token: owner,
      body: {
        period: '2026-10',
        currency: 'NGN',
        items: [
          { employee_id: ada.id, amount: 1_000_000 },
          { employee_id: bayo.id, amount: 2_000_000 },
        ],
      },
    });
    const [first, second] = run.body.data.items as { transfer_id: number }[];
    const before = await walletOf(s, b.accountId);
    await s.call('POST', 'v2/transfers/approve', { token: admin, body: { id: first!.transfer_id, reject: false } });
    await s.call('POST', 'v2/transfers/approve', { token: admin, body: { id: second!.transfer_id, reject: true } });
    const detail = await s.call('GET', `v2/payroll/runs/${run.body.data.id}`, { token: owner });
    expect(detail.body.data.status).toBe('partly_paid');
    expect(detail.body.data.items.map((i: { status: string }) => i.status)).toEqual(['paid', 'failed']);
    const fee = (await s.db.select().from(transfers).where(eq(transfers.id, first!.transfer_id)))[0]!.fee;
    expect(before.availableBalance - (await walletOf(s, b.accountId)).availableBalance).toBe(1_000_000 + fee);
    await expectBalancedLedger(s, b.accountId);
  });

  it('refuses runs with no, repeated, foreign or other-currency employees, writing nothing', async () => {
    const b = await business();
    const other = await business();
    const token = b.tokens[0]!;
    const ada = await addEmployee(token, { ...ADA, salary: 1_000_000 });
    const usd = await addEmployee(token, { ...BAYO, currency: 'USD', salary: 50_000 });
    const theirs = await addEmployee(other.tokens[0]!, { ...BAYO, salary: 1_000_000 });
    const run = (items: { employee_id: number; amount: number }[]) =>
      s.call('POST', 'v2/payroll/runs', { token, body: { period: '2026-09', currency: 'NGN', items } });

    expect((await run([])).body.message).toBe('Choose at least one employee to pay');
    const twice = await run([
      { employee_id: ada.id, amount: 1 },
      { employee_id: ada.id, amount: 2 },
    ]);
    expect([twice.status, twice.body.message]).toEqual([400, 'Each employee can be paid once in a run']);
    const foreign = await run([{ employee_id: theirs.id, amount: 1 }]);
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Employee not found']);
    const currency = await run([{ employee_id: usd.id, amount: 1 }]);
    expect([currency.status, currency.body.message]).toEqual([
      400,
      'Every employee in a run is paid in the run currency',
    ]);
    const runs = await s.call('GET', 'v2/payroll', { token });
    expect(runs.body.data.payroll).toEqual([]);
    const made = await s.db.select().from(transfers).where(eq(transfers.accountId, b.accountId));
    expect(made).toEqual([]);
  });

  it("keeps another business's employees and runs out of reach (404)", async () => {
    const b = await business();
    const other = await business();
    const theirs = await addEmployee(other.tokens[0]!, { ...ADA, salary: 1_000_000 });
    const theirRun = await s.call('POST', 'v2/payroll/runs', {
      token: other.tokens[0]!,
      body: { period: '2026-11', currency: 'NGN', items: [{ employee_id: theirs.id, amount: 1_000_000 }] },
    });
    const token = b.tokens[0]!;
    const edit = await s.call('PUT', `v2/payroll/employees/${theirs.id}`, { token, body: { ...ADA, salary: 1 } });
    expect(edit.status).toBe(404);
    expect((await s.call('DELETE', `v2/payroll/employees/${theirs.id}`, { token })).status).toBe(404);
    expect((await s.call('GET', `v2/payroll/runs/${theirRun.body.data.id}`, { token })).status).toBe(404);
    expect((await s.call('GET', 'v2/payroll/runs/99999999999', { token })).status).toBe(404);
    const still = await s.call('GET', 'v2/payroll/employees', { token: other.tokens[0]! });
    expect(still.body.data.employees).toHaveLength(1);
  });

  it('lets the transfer makers manage employees and runs, not a v2-User', async () => {
    const b = await business();
    const [, admin, viewer] = b.tokens as [string, string, string];
    const ada = await addEmployee(admin, { ...ADA, salary: 1_000_000 });
    const refused = [
      await s.call('POST', 'v2/payroll/employees', { token: viewer, body: { ...BAYO, salary: 1 } }),
      await s.call('PUT', `v2/payroll/employees/${ada.id}`, { token: viewer, body: { ...ADA, salary: 1 } }),
      await s.call('DELETE', `v2/payroll/employees/${ada.id}`, { token: viewer }),
      await s.call('POST', 'v2/payroll/runs', {
        token: viewer,
        body: { period: '2026-11', currency: 'NGN', items: [{ employee_id: ada.id, amount: 1 }] },
      }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    // Reading the history is for every member.
    expect((await s.call('GET', 'v2/payroll', { token: viewer })).status).toBe(200);
  });
});
