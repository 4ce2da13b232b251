import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINE_MESSAGES } from '../../../contract/chargeback-fines';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { chargebackFines, chargebacks, walletEntries, wallets } from '../../db/schema';
import { REPLAYED_HEADER } from '../../idempotency';
import { type TestServer, testServer } from '../../test/harness';

/**
 * Chargeback fines and the chargeback balance: the seeded fines of Demo Stores Ltd, one fine with its
 * chargeback, another business's fine not found, paying a due fine once from the balance (ledger
 * balanced, idempotent, admins only), and the balance computed from lost chargebacks and fines.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

interface Business {
  accountId: number;
  tokens: Record<string, string>;
  chargebackIds: number[];
  fineIds: number[];
}

const ROLES = ['Owner', 'Admin', 'v2-Admin', 'v2-Operations', 'User', 'v2-User'] as const;

async function business(fines = 3): Promise<Business> {
  const made = await s.business({
    business: { country: 'NG', compliance: 'AA', live: true },
    users: ROLES.map((role) => ({ role })),
    payments: 6,
    chargebacks: 3,
    chargeback_fines: fines,
  });
  const tokens = Object.fromEntries(ROLES.map((role, i) => [role, made.tokens[i]!]));
  return { accountId: made.accountId, tokens, chargebackIds: made.chargeback_ids, fineIds: made.fine_ids };
}

async function ngnLedger(accountId: number) {
  const [wallet] = await s.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.accountId, accountId), eq(wallets.currency, 'NGN')));
  const [sum] = await s.db
    .select({ total: sql<number>`coalesce(sum(${walletEntries.amount}), 0)::bigint` })
    .from(walletEntries)
    .where(and(eq(walletEntries.accountId, accountId), eq(walletEntries.currency, 'NGN')));
  return {
    ledger: Number(wallet!.ledgerBalance),
    available: Number(wallet!.availableBalance),
    entries: Number(sum!.total),
  };
}

describe('the fines list and one fine', () => {
  it("lists Demo Stores Ltd's seeded fines, newest first, and filters by status", async () => {
    const { token } = await s.signIn('admin@demo.test');
    const all = await s.call('GET', 'chargebacks/fines', { token });
    expect(all.status, all.body.message).toBe(200);
    expect(all.body.data.page_info.total).toBe(4);
    const statuses = all.body.data.fines.map((f: { status: string }) => f.status).sort();
    expect(statuses).toEqual(['due', 'due', 'paid', 'waived']);
    const dates = all.body.data.fines.map((f: { date_created: string }) => f.date_created);
    expect([...dates].sort().reverse()).toEqual(dates);
    const due = await s.call('GET', 'chargebacks/fines?status=due', { token });
    expect(due.body.data.fines.map((f: { status: string }) => f.status)).toEqual(['due', 'due']);
  });

  it('shows one fine with its chargeback, its payment and whether it can be paid', async () => {
    const { token } = await s.signIn('admin@demo.test');
    const res = await s.call('GET', 'chargebacks/fines/1', { token });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      id: 1,
      scheme: 'Visa',
      status: 'due',
      currency: 'NGN',
      chargeback_id: 9,
      chargeback_status: 'lost',
      can_pay: true,
    });
    expect(res.body.data.transaction_id).toBeTypeOf('number');
    const member = await s.signIn('member@demo.test');
    const asMember = await s.call('GET', 'chargebacks/fines/1', { token: member.token });
    expect(asMember.body.data.can_pay).toBe(false);
  });

  it("answers 404 for another business's fine, a made-up id and a word, and lists none of theirs", async () => {
    const b = await business(1);
    const { token } = await s.signIn('admin@demo.test');
    for (const path of [`chargebacks/fines/${b.fineIds[0]}`, 'chargebacks/fines/999999', 'chargebacks/fines/abc']) {
      const res = await s.call('GET', path, { token });
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe(FINE_MESSAGES.notFound);
    }
    const pay = await s.call('POST', `chargebacks/fines/${b.fineIds[0]}/pay`, {
      token,
      headers: { 'Idempotency-Key': 'fine-other-tenant-0001' },
    });
    expect(pay.status).toBe(404);
    const [row] = await s.db.select().from(chargebackFines).where(eq(chargebackFines.id, b.fineIds[0]!));
    expect(row!.status).toBe('due');
    const list = await s.call('GET', 'chargebacks/fines', { token: b.tokens.Owner });
    expect(list.body.data.fines.map((f: { id: number }) => f.id)).toEqual(b.fineIds);
  });
});

describe('paying a fine', () => {
  it('debits the balance once in the ledger, marks it paid; the same key replays, a second payment is refused', async () => {
    const b = await business(1);
    const before = await ngnLedger(b.accountId);
    const id = b.fineIds[0]!;
    const key = 'fine-pay-0001-abcdefghijkl';
    const first = await s.call('POST', `chargebacks/fines/${id}/pay`, {
      token: b.tokens.Owner,
      headers: { 'Idempotency-Key': key },
    });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.message).toBe(FINE_MESSAGES.paid);
    expect(first.body.data).toMatchObject({ status: 'paid', can_pay: false });
    expect(first.body.data.paid_at).toBeTruthy();
    const replay = await s.call('POST', `chargebacks/fines/${id}/pay`, {
      token: b.tokens.Owner,
      headers: { 'Idempotency-Key': key },
    });
    expect(replay.status).toBe(200);
    expect(replay.headers.get(REPLAYED_HEADER)).toBeTruthy();
    const again = await s.call('POST', `chargebacks/fines/${id}/pay`, {
      token: b.tokens.Admin,
      headers: { 'Idempotency-Key': 'fine-pay-0002-abcdefghijkl' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(FINE_MESSAGES.notDue);
    const after = await ngnLedger(b.accountId);
    expect(after.ledger).toBe(before.ledger - 100_000);
    expect(after.available).toBe(before.available - 100_000);
    expect(after.entries).toBe(after.ledger);
    const debits = await s.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.accountId, b.accountId), eq(walletEntries.reference, `FINE-${id}`)));
    expect(debits.map((d) => Number(d.amount))).toEqual([-100_000]);
  });

  it('is refused with a clear message when the balance is not enough, and nothing is written', async () => {
    const b = await business(1);
    await s.db.update(chargebackFines).set({ amount: 10_000_000_000 }).where(eq(chargebackFines.id, b.fineIds[0]!));
    const before = await ngnLedger(b.accountId);
    const res = await s.call('POST', `chargebacks/fines/${b.fineIds[0]}/pay`, {
      token: b.tokens.Owner,
      headers: { 'Idempotency-Key': 'fine-pay-poor-0001-abcdef' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(FINE_MESSAGES.insufficientBalance);
    expect(await ngnLedger(b.accountId)).toEqual(before);
    const [row] = await s.db.select().from(chargebackFines).where(eq(chargebackFines.id, b.fineIds[0]!));
    expect(row!.status).toBe('due');
  });

  it('is for the admins alone: Owner, Admin and v2-Admin pay; the others are refused and nothing moves', async () => {
    const b = await business(3);
    const before = await ngnLedger(b.accountId);
    for (const role of ['v2-Operations', 'User', 'v2-User'] as const) {
      const res = await s.call('POST', `chargebacks/fines/${b.fineIds[0]}/pay`, {
        token: b.tokens[role]!,
        headers: { 'Idempotency-Key': `fine-role-${role}-0001-abcdef` },
      });
      expect(res.status, role).toBe(403);
      expect(res.body.message).toBe('Only an Owner or Admin can pay a chargeback fine');
    }
    expect(await ngnLedger(b.accountId)).toEqual(before);
    for (const [i, role] of (['Owner', 'Admin', 'v2-Admin'] as const).entries()) {
      const res = await s.call('POST', `chargebacks/fines/${b.fineIds[i]}/pay`, {
        token: b.tokens[role]!,
        headers: { 'Idempotency-Key': `fine-role-${role}-0002-abcdef` },
      });
      expect(res.status, role).toBe(200);
    }
    const after = await ngnLedger(b.accountId);
    expect(after.ledger).toBe(before.ledger - 300_000);
    expect(after.entries).toBe(after.ledger);
  });
});

describe('the chargeback balance', () => {
  it("adds Demo Stores Ltd's lost chargebacks and paid fines as taken, and the due fines as owed", async () => {
    const { token } = await s.signIn('admin@demo.test');
    const res = await s.call('GET', 'chargebacks/balance', { token });
    expect(res.status, res.body.message).toBe(200);
    const [lost] = await s.db
      .select({ total: sql<string>`sum(${chargebacks.amount})`, n: sql<number>`count(*)::int` })
      .from(chargebacks)
      .where(and(eq(chargebacks.accountId, DEMO_ACCOUNTS.demoStores), eq(chargebacks.status, 'lost')));
    const ngn = res.body.data.balances.find((l: { currency: string }) => l.currency === 'NGN');
    expect(ngn).toMatchObject({
      lost_amount: Number(lost!.total),
      lost_count: Number(lost!.n),
      fines_paid: 500_000,
      fines_paid_count: 1,
      fines_due: 4_000_000,
      fines_due_count: 2,
      total_taken: Number(lost!.total) + 500_000,
    });
    const usd = res.body.data.balances.find((l: { currency: string }) => l.currency === 'USD');
    expect(usd).toMatchObject({ fines_waived: 10_000, fines_due: 0, total_taken: 0 });
  });

  it('moves a paid fine from owed to taken, and counts a lost chargeback', async () => {
    const b = await business(2);
    const owner = b.tokens.Owner!;
    const start = (await s.call('GET', 'chargebacks/balance', { token: owner })).body.data.balances;
    expect(start).toEqual([
      expect.objectContaining({
        currency: 'NGN',
        fines_due: 200_000,
        fines_due_count: 2,
        lost_amount: 0,
        total_taken: 0,
      }),
    ]);
    await s.call('POST', `chargebacks/fines/${b.fineIds[0]}/pay`, {
      token: owner,
      headers: { 'Idempotency-Key': 'fine-balance-0001-abcdefgh' },
    });
    const accepted = await s.call('POST', `chargebacks/${b.chargebackIds[2]}/accept`, {
      token: owner,
      headers: { 'Idempotency-Key': 'fine-balance-accept-0001-ab' },
    });
    expect(accepted.status, accepted.body.message).toBe(200);
    const [line] = (await s.call('GET', 'chargebacks/balance', { token: owner })).body.data.balances;
    expect(line).toMatchObject({
      fines_due: 100_000,
      fines_paid: 100_000,
      lost_amount: accepted.body.data.amount,
      lost_count: 1,
      total_taken: 100_000 + accepted.body.data.amount,
    });
  });

  it('is empty for a business with no chargebacks lost and no fines', async () => {
    const b = await business(0);
    const res = await s.call('GET', 'chargebacks/balance', { token: b.tokens.User! });
    expect(res.body.data).toEqual({ balances: [] });
  });
});
