import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanRepayments, loans, walletEntries, wallets } from '../../db/schema';
import { REPLAYED_HEADER } from '../../idempotency';
import { expectBalancedLedger, walletOf } from '../../test/ledger';
import { type TestServer, testServer } from '../../test/harness';

/**
 * Capital: an offer is accepted with a confirmation code at one of its amounts, once (idempotent), paying
 * the loan into the balance with its ledger entry; a second loan is refused; repayments part and full come
 * from the balance and are refused beyond what is owed or held; a settlement pays the loan cycle once;
 * only the admins borrow; another business's loan is out of reach.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

async function business(roles: string[] = ['Owner'], loanOffer = true) {
  const made = await s.business({
    business: { country: 'NG', compliance: 'AA', loan_offer: loanOffer, preferences: { capital_enabled: '1' } },
    users: roles.map((role) => ({ role })),
  });
  const offer = await s.call('GET', 'v2/loan/offer', { token: made.tokens[0] });
  return { ...made, offerId: (offer.body.data.offer?.offerId ?? '') as string };
}
type Business = Awaited<ReturnType<typeof business>>;

/** Marks earlier codes old so the next send mails a fresh one. */
const ageCodes = () => s.db.execute(sql`UPDATE one_time_codes SET created_at = created_at - interval '2 minutes'`);

async function codeFor(token: string, email: string): Promise<string> {
  await ageCodes();
  const sent = await s.call('POST', 'v2/loan/otp', { token });
  expect(sent.status).toBe(200);
  const mail = await s.lastMail(email);
  expect(mail?.subject).toContain('loan confirmation code');
  return mail!.code!;
}

async function accept(b: Business, amount: number, key?: string) {
  const otp = await codeFor(b.tokens[0]!, b.emails[0]!);
  return s.call('POST', 'v2/loan/offer/accept', {
    token: b.tokens[0],
    body: { offerId: b.offerId, amount, otp },
    headers: key ? { 'Idempotency-Key': key } : {},
  });
}

describe('accepting an offer', () => {
  it('pays the chosen amount into the balance once, balanced, and makes the active loan', async () => {
    const b = await business();
    expect(b.offerId).toMatch(/^OFR-FX-/);
    const before = await walletOf(s, b.accountId);
    const key = 'accept-key-0001-abcdefghijklmnop';
    const first = await accept(b, 85_000_000, key);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Your loan has been paid into your balance');
    expect(first.body.data).toMatchObject({
      amount: 85_000_000,
      totalRepayment: 89_250_000,
      interestRate: 5,
      tenor: 3,
      tenorUnit: 'months',
      paid: 0,
      status: 'active',
      repaymentHistory: [],
    });
    // The same key and body: the first answer again, no second loan or credit.
    const again = await s.call('POST', 'v2/loan/offer/accept', {
      token: b.tokens[0],
      body: { offerId: b.offerId, amount: 85_000_000, otp: '000000' },
      headers: { 'Idempotency-Key': key },
    });
    // A different body under the same key is refused outright.
    expect(again.status).toBe(422);
    const after = await walletOf(s, b.accountId);
    expect(after.ledgerBalance - before.ledgerBalance).toBe(85_000_000);
    expect(after.availableBalance - before.availableBalance).toBe(85_000_000);
    expect(await s.db.$count(loans, eq(loans.accountId, b.accountId))).toBe(1);
    await expectBalancedLedger(s, b.accountId);

    const offer = await s.call('GET', 'v2/loan/offer', { token: b.tokens[0] });
    expect(offer.body.data).toEqual({ offer: null, status: 'active', message: 'Active loan found' });
    const active = await s.call('GET', 'v2/loan/active', { token: b.tokens[0] });
    expect(active.body.data.loan).toMatchObject({ id: first.body.data.id, paid: 0 });
  });

  it('replays the same request under its key without paying twice', async () => {
    const b = await business();
    const otp = await codeFor(b.tokens[0]!, b.emails[0]!);
    const send = () =>
      s.call('POST', 'v2/loan/offer/accept', {
        token: b.tokens[0],
        body: { offerId: b.offerId, amount: 100_000_000, otp },
        headers: { 'Idempotency-Key': 'accept-replay-0001-abcdefghijklmn' },
      });
    const first = await send();
    expect(first.status).toBe(200);
    const second = await send();
    expect(second.status).toBe(200);
    expect(second.headers.get(REPLAYED_HEADER)).toBeTruthy();
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(
      await s.db.$count(
        walletEntries,
        and(eq(walletEntries.accountId, b.accountId), eq(walletEntries.currency, 'NGN'), eq(walletEntries.type, 'C')),
      ),
    ).toBe(2); // the fixture's opening balance and the loan
    await expectBalancedLedger(s, b.accountId);
  });

  it('refuses a second loan with the spec message, an amount not offered and a wrong code, writing nothing', async () => {
    const b = await business();
    const otp = await codeFor(b.tokens[0]!, b.emails[0]!);
    const before = await s.checksum();
    const wrongAmount = await s.call('POST', 'v2/loan/offer/accept', {
      token: b.tokens[0],
      body: { offerId: b.offerId, amount: 90_000_000, otp },
    });
    expect(wrongAmount.status).toBe(400);
    expect(wrongAmount.body.message).toBe('Choose one of the amounts offered');
    const wrongCode = await s.call('POST', 'v2/loan/offer/accept', {
      token: b.tokens[0],
      body: { offerId: b.offerId, amount: 100_000_000, otp: '000000' },
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.message).toBe('Invalid OTP');
    expect(await s.checksum()).toBe(before);
    // The code refused work left unused still takes the loan.
    const taken = await s.call('POST', 'v2/loan/offer/accept', {
      token: b.tokens[0],
      body: { offerId: b.offerId, amount: 70_000_000, otp },
    });
    expect(taken.status).toBe(200);
    const second = await accept(b, 70_000_000);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Active loan found');
    expect(await s.db.$count(loans, eq(loans.accountId, b.accountId))).toBe(1);
  });

  it('lets only the admins borrow and repay', async () => {
    const b = await business(['Owner', 'Admin', 'v2-Operations', 'User', 'v2-User']);
    for (const token of b.tokens.slice(2)) {
      const otp = await s.call('POST', 'v2/loan/otp', { token });
      expect(otp.status).toBe(403);
      expect(otp.body.message).toBe('Only an Owner or Admin can take or repay a loan');
      const res = await s.call('POST', 'v2/loan/offer/accept', {
        token,
        body: { offerId: b.offerId, amount: 100_000_000, otp: '123456' },
      });
      expect(res.status).toBe(403);
      const repay = await s.call('POST', 'v2/loan/repayment', { token, body: { loanId: 1, amount: 100 } });
      expect(repay.status).toBe(403);
    }
    const admin = { ...b, tokens: [b.tokens[1]!], emails: [b.emails[1]!] };
    expect((await accept(admin, 100_000_000)).status).toBe(200);
  });

  it("keeps another business's offer and loan out of reach", async () => {
    const a = await business();
    const other = await business();
    const taken = await accept(a, 100_000_000);
    const loanId = taken.body.data.id;
    const otp = await codeFor(other.tokens[0]!, other.emails[0]!);
    const foreignOffer = await s.call('POST', 'v2/loan/offer/accept', {
      token: other.tokens[0],
      body: { offerId: a.offerId, amount: 100_000_000, otp },
    });
    expect(foreignOffer.status).toBe(404);
    expect(foreignOffer.body.message).toBe('This loan offer is no longer available');
    const foreignLoan = await s.call('POST', 'v2/loan/repayment', {
      token: other.tokens[0],
      body: { loanId, amount: 1_000 },
    });
    expect(foreignLoan.status).toBe(404);
    expect(foreignLoan.body.message).toBe('No active loan found');
    expect((await s.call('GET', 'v2/loan/active', { token: other.tokens[0] })).body.data.loan).toBeNull();
  });

  it('refuses bad input with a message naming the field', async () => {
    const b = await business();
    const res = await s.call('POST', 'v2/loan/offer/accept', {
      token: b.tokens[0],
      body: { offerId: b.offerId, amount: -5, otp: '123456' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Amount/);
    const repay = await s.call('POST', 'v2/loan/repayment', { token: b.tokens[0], body: { amount: 5 } });
    expect(repay.status).toBe(400);
    expect(repay.body.message).toMatch(/Loan/);
  });
});

describe('repaying', () => {
  it('takes part, then the rest, from the balance; the full repayment closes the loan into history', async () => {
    const b = await business();
    const loan = (await accept(b, 100_000_000)).body.data;
    expect(loan.totalRepayment).toBe(105_000_000);
    const before = await walletOf(s, b.accountId);
    const part = await s.call('POST', 'v2/loan/repayment', {
      token: b.tokens[0],
      body: { loanId: loan.id, amount: 30_000_000 },
      headers: { 'Idempotency-Key': 'repay-part-0001-abcdefghijklmnop' },
    });
    expect(part.status).toBe(200);
    expect(part.body.message).toBe('Repayment received');
    expect(part.body.data).toMatchObject({ paid: 30_000_000, status: 'active' });
    expect(part.body.data.repaymentHistory).toEqual([
      expect.objectContaining({ amount: 30_000_000, source: 'manual' }),
    ]);
    // Replayed under its key: no second debit.
    const replay = await s.call('POST', 'v2/loan/repayment', {
      token: b.tokens[0],
      body: { loanId: loan.id, amount: 30_000_000 },
      headers: { 'Idempotency-Key': 'repay-part-0001-abcdefghijklmnop' },
    });
    expect(replay.body.data.paid).toBe(30_000_000);
    expect((await walletOf(s, b.accountId)).availableBalance).toBe(before.availableBalance - 30_000_000);

    const over = await s.call('POST', 'v2/loan/repayment', {
      token: b.tokens[0],
      body: { loanId: loan.id, amount: 75_000_001 },
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('The amount is more than you owe on this loan');

    const full = await s.call('POST', 'v2/loan/repayment', {
      token: b.tokens[0],
      body: { loanId: loan.id, amount: 75_000_000 },
    });
    expect(full.status).toBe(200);
    expect(full.body.message).toBe('Your loan is fully repaid');
    expect(full.body.data).toMatchObject({ paid: 105_000_000, status: 'repaid' });
    expect((await walletOf(s, b.accountId)).availableBalance).toBe(before.availableBalance - 105_000_000);
    await expectBalancedLedger(s, b.accountId);
    expect((await s.call('GET', 'v2/loan/active', { token: b.tokens[0] })).body.data.loan).toBeNull();
    const history = await s.call('GET', 'v2/loan/history?page=1', { token: b.tokens[0] });
    expect(history.body.data.loans).toEqual([expect.objectContaining({ id: loan.id, status: 'repaid' })]);
    expect(history.body.data.page_info).toMatchObject({ total: 1, page_size: 10 });
  });

  it('lets only one of two repayments at once through when together they exceed what is owed', async () => {
    const b = await business();
    const loan = (await accept(b, 100_000_000)).body.data;
    const send = (key: string) =>
      s.call('POST', 'v2/loan/repayment', {
        token: b.tokens[0],
        body: { loanId: loan.id, amount: 60_000_000 },
        headers: { 'Idempotency-Key': key },
      });
    const answers = await Promise.all([
      send('race-one-0001-abcdefghijklmnopq'),
      send('race-two-0001-abcdefghijklmnopq'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const [row] = await s.db.select().from(loans).where(eq(loans.id, loan.id));
    expect(row!.paid).toBe(60_000_000);
    await expectBalancedLedger(s, b.accountId);
  });

  it('refuses a repayment the balance cannot cover, changing nothing', async () => {
    const b = await business();
    const loan = (await accept(b, 100_000_000)).body.data;
    await s.db
      .update(wallets)
      .set({ availableBalance: 1_000 })
      .where(and(eq(wallets.accountId, b.accountId), eq(wallets.currency, 'NGN')));
    const before = await s.checksum();
    const res = await s.call('POST', 'v2/loan/repayment', {
      token: b.tokens[0],
      body: { loanId: loan.id, amount: 1_001 },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Your balance is not enough for this repayment');
    expect(await s.checksum()).toBe(before);
  });
});

describe('deduction from settlements', () => {
  it('takes the loan cycle from each settlement once, capped at the settlement and at what is owed', async () => {
    const b = await business();
    const loan = (await accept(b, 100_000_000)).body.data;
    const cycle = 35_000_000; // 105,000,000 over 3 months
    const run = (amount: number) =>
      s.call('POST', 'sandbox/settlements/run', { body: { account_id: b.accountId, amount } });
    const before = await walletOf(s, b.accountId);

    const first = await run(50_000_000);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ net_amount: 50_000_000, loan_deduction: cycle });
    // A small settlement gives what it has.
    const small = await run(10_000_000);
    expect(small.body.data.loan_deduction).toBe(10_000_000);
    const deductions = await s.db.select().from(loanRepayments).where(eq(loanRepayments.loanId, loan.id));
    expect(deductions.map((d) => [d.settlementId, d.amount])).toEqual([
      [first.body.data.settlement_id, cycle],
      [small.body.data.settlement_id, 10_000_000],
    ]);
    // A settlement pays the loan once: a second deduction for it is refused by the database.
    await expect(
      s.db.insert(loanRepayments).values({
        accountId: b.accountId,
        loanId: loan.id,
        amount: 1,
        source: 'settlement',
        reference: 'LNR-TWICE',
        settlementId: first.body.data.settlement_id,
      }),
    ).rejects.toThrow();

    // 105 − 35 − 10 = 60 owed: two more runs take 35 and the last 25, closing the loan.
    expect((await run(50_000_000)).body.data.loan_deduction).toBe(cycle);
    expect((await run(50_000_000)).body.data.loan_deduction).toBe(25_000_000);
    expect((await run(50_000_000)).body.data.loan_deduction).toBe(0);
    const [closed] = await s.db.select().from(loans).where(eq(loans.id, loan.id));
    expect(closed).toMatchObject({ status: 'repaid', paid: 105_000_000 });
    const after = await walletOf(s, b.accountId);
    expect(after.availableBalance - before.availableBalance).toBe(210_000_000 - 105_000_000);
    await expectBalancedLedger(s, b.accountId);
  });

  it('settles without a deduction when no loan is active, and refuses an unknown account', async () => {
    const b = await business(['Owner'], false);
    const res = await s.call('POST', 'sandbox/settlements/run', { body: { account_id: b.accountId, amount: 5_000 } });
    expect(res.body.data.loan_deduction).toBe(0);
    await expectBalancedLedger(s, b.accountId);
    const unknown = await s.call('POST', 'sandbox/settlements/run', { body: { account_id: 999_999_999, amount: 5 } });
    expect(unknown.status).toBe(404);
  });
});
