import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nubanCheckDigit, TEST_REFERENCE_SUFFIX, TRANSFER_MESSAGES } from '../../../contract/transfers';
import * as OTPAuth from 'otpauth';
import { DEMO_ACCOUNTS, DEMO_TOTP_SECRET } from '../../db/seed';
import { idempotencyKeys, merchantPreferences, transfers, walletEntries, wallets } from '../../db/schema';
import { REPLAYED_HEADER, requestHash } from '../../idempotency';
import { type TestServer, testServer } from '../../test/harness';
import { demoStoresTeam } from '../../test/kit';

let s: TestServer;
let owner: string;
let admin: string;
let member: string;
let travelOwner: string;
beforeAll(async () => {
  s = await testServer();
  ({ owner, admin, member } = await demoStoresTeam(s));
});
afterAll(() => s.close());

const STORES = DEMO_ACCOUNTS.demoStores;
/** The seeded transfers awaiting approval at Demo Stores (started by the member). */
const AWAITING = [81, 82, 83];
const nuban = (bank: string, serial: string) => `${serial}${nubanCheckDigit(bank, serial)}`;
let refCounter = 0;
const reference = (test = false) =>
  `TRF${Date.now().toString(36).toUpperCase()}${refCounter++}${test ? TEST_REFERENCE_SUFFIX : ''}`;

async function wallet(currency = 'NGN', accountId: number = STORES) {
  const [w] = await s.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.accountId, accountId), eq(wallets.currency, currency)));
  return w!;
}

async function codeFor(token: string, email: string): Promise<string> {
  const sent = await s.call('POST', 'v2/transfers/otp', { token });
  expect(sent.status).toBe(200);
  // A code sent in the last minute stays the one to use.
  return (await s.lastMail(email))!.code!;
}

/** Marks earlier codes old so the next otp call sends a fresh one. */
const ageCodes = () => s.db.execute(sql`UPDATE one_time_codes SET created_at = created_at - interval '2 minutes'`);

function transferBody(otp: string, overrides: Record<string, unknown> = {}) {
  return {
    account_bank: '044',
    account_number: nuban('044', '069000003'),
    amount: 1_500_000,
    currency: 'NGN',
    debit_currency: 'NGN',
    narration: 'Supplier payment',
    reference: reference(),
    otp,
    ...overrides,
  };
}

describe('list and detail', () => {
  it('filters by status, currency, dates and search, with paging', async () => {
    const all = await s.call('GET', 'v2/transfers?page=1&page_size=5', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.data.transfers).toHaveLength(5);
    expect(all.body.data.page_info.total).toBe(83);
    const failed = await s.call('GET', 'v2/transfers?status=FAILED&page_size=100', { token: admin });
    expect(failed.body.data.transfers.length).toBeGreaterThan(0);
    expect(
      failed.body.data.transfers.every((t: { status: string }) =>
        ['FAILED', 'FAILED:INVALID_ACCOUNT', 'REJECTED'].includes(t.status),
      ),
    ).toBe(true);
    const usd = await s.call('GET', 'v2/transfers?currency=USD', { token: admin });
    expect(usd.body.data.page_info.total).toBe(0);
    const halima = await s.call('GET', 'v2/transfers?q=halima', { token: admin });
    expect(halima.body.data.transfers.map((t: { id: number }) => t.id)).toContain(82);
    expect(halima.body.data.transfers[0].initiated_by).toBe('Chidi Eze');
    const today = new Date().toISOString().slice(0, 10);
    const future = await s.call('GET', `v2/transfers?from=${today}&to=${today}`, { token: admin });
    expect(future.status).toBe(200);
    const backwards = await s.call('GET', 'v2/transfers?from=2026-05-02&to=2026-05-01', { token: admin });
    expect(backwards.status).toBe(400);
  });

  it("shows a transfer of the business and 404s another business's", async () => {
    const own = await s.call('GET', 'v2/transfers/81', { token: admin });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ id: 81, status: 'NEW', can_approve: true, initiated_by: 'Chidi Eze' });
    const byMember = await s.call('GET', 'v2/transfers/81', { token: member });
    expect(byMember.body.data.can_approve).toBe(false);
    const foreign = await s.call('GET', 'v2/transfers/201', { token: admin });
    expect(foreign.status).toBe(404);
  });
});

describe('approvals', () => {
  it('refuses a member with 403 and the spec message, and changes nothing', async () => {
    const before = await s.checksum();
    const res = await s.call('POST', 'v2/transfers/approve', { token: member, body: { id: 81, reject: false } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(TRANSFER_MESSAGES.approversOnly);
    expect(res.body.data).toEqual({
      id: 81,
      outcome: 'not_allowed',
      status: null,
      message: TRANSFER_MESSAGES.approversOnly,
    });
    const bulk = await s.call('POST', 'v2/transfers/approve_bulk', { token: member, body: { id: [81], reject: true } });
    expect(bulk.status).toBe(403);
    expect(await s.checksum()).toBe(before);
  });

  it("lets no admin of another business see or approve this business's transfers", async () => {
    travelOwner = (await s.signIn('otp@demo.test').catch(() => ({ token: '' }))).token;
    // otp@demo.test needs an emailed code to enter Demo Travel: take it from the outbox.
    if (!travelOwner) {
      const login = await s.call('POST', 'login', {
        body: { identifier: 'otp@demo.test', password: 'Demo-pass-2026' },
      });
      const loginToken = login.body.data['flw-auth-token'];
      await s.call('POST', 'merchant/tokens/create', {
        token: loginToken,
        body: { account: DEMO_ACCOUNTS.demoTravel },
      });
      const code = (await s.lastMail('otp@demo.test'))!.code;
      const tokens = await s.call('POST', 'merchant/tokens/create', {
        token: loginToken,
        body: { account: DEMO_ACCOUNTS.demoTravel, rave_otp: code },
      });
      travelOwner = tokens.body.data.token;
    }
    const before = await s.checksum();
    expect((await s.call('GET', 'v2/transfers/81', { token: travelOwner })).status).toBe(404);
    const approve = await s.call('POST', 'v2/transfers/approve', {
      token: travelOwner,
      body: { id: 81, reject: false },
    });
    expect(approve.status).toBe(404);
    expect(approve.body.data).toMatchObject({ id: 81, outcome: 'not_found' });
    const bulk = await s.call('POST', 'v2/transfers/approve_bulk', {
      token: travelOwner,
      body: { id: [81, 82], reject: true },
    });
    expect(bulk.body.data.results.map((r: { outcome: string }) => r.outcome)).toEqual(['not_found', 'not_found']);
    const list = await s.call('GET', 'v2/transfers?list_pending_approvals=1&status=NEW&requires_approval=1', {
      token: travelOwner,
    });
    expect(list.body.data.transfers.some((t: { id: number }) => AWAITING.includes(t.id))).toBe(false);
    expect(await s.checksum()).toBe(before);
  });

  it('approves once under two racing approvers: one wins, the other gets 409, money moves once', async () => {
    const before = await wallet();
    const [a, b] = await Promise.all([
      s.call('POST', 'v2/transfers/approve', { token: owner, body: { id: 81, reject: false } }),
      s.call('POST', 'v2/transfers/approve', { token: admin, body: { id: 81, reject: false } }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    // How, by whom and when: the winner's email and the decision's time.
    const winnerEmail = a.status === 200 ? 'owner@demo.test' : 'admin@demo.test';
    expect(loser.body.message).toMatch(
      new RegExp(`^Approved by ${winnerEmail.replace('.', '\\.')} at \\d{2}:\\d{2} UTC on \\d{4}-\\d{2}-\\d{2}$`),
    );
    expect(loser.body.data).toMatchObject({ id: 81, outcome: 'already_decided', status: 'SUCCESSFUL' });
    const winnerToken = a.status === 200 ? owner : admin;
    const again = await s.call('POST', 'v2/transfers/approve', { token: winnerToken, body: { id: 81, reject: true } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TRANSFER_MESSAGES.alreadyDecidedByYou);
    const [t] = await s.db.select().from(transfers).where(eq(transfers.id, 81));
    expect(t!.status).toBe('SUCCESSFUL');
    const after = await wallet();
    expect(before.ledgerBalance - after.ledgerBalance).toBe(t!.amount + t!.fee);
    expect(before.availableBalance - after.availableBalance).toBe(t!.amount + t!.fee);
    const entries = await s.db.select().from(walletEntries).where(eq(walletEntries.transferId, 81));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'D', amount: -(t!.amount + t!.fee), balanceAfter: after.ledgerBalance });
  });

  it('replays an idempotent approval once: same key twice acts once; another body 422; in flight 409', async () => {
    const key = 'approve-key-0001-abcdef';
    const before = await wallet();
    const first = await s.call('POST', 'v2/transfers/approve', {
      token: admin,
      body: { id: 82, reject: true },
      headers: { 'Idempotency-Key': key },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id: 82, outcome: 'rejected', status: 'REJECTED' });
    const again = await s.call('POST', 'v2/transfers/approve', {
      token: admin,
      body: { id: 82, reject: true },
      headers: { 'Idempotency-Key': key },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    const other = await s.call('POST', 'v2/transfers/approve', {
      token: admin,
      body: { id: 83, reject: true },
      headers: { 'Idempotency-Key': key },
    });
    expect(other.status).toBe(422);
    const [t] = await s.db.select().from(transfers).where(eq(transfers.id, 82));
    expect(t!.status).toBe('REJECTED');
    expect(t!.decisionKey).toBe(key);
    expect((await wallet()).ledgerBalance).toBe(before.ledgerBalance);
    // A key whose first request is still running.
    await s.db.insert(idempotencyKeys).values({
      userId: 2,
      key: 'still-running-key-0001',
      method: 'POST',
      path: '/api/v2/transfers/approve',
      bodyHash: 'x',
      state: 'in_flight',
    });
    const busy = await s.call('POST', 'v2/transfers/approve', {
      token: admin,
      body: { id: 83, reject: false },
      headers: { 'Idempotency-Key': 'still-running-key-0001' },
    });
    expect([409, 422]).toContain(busy.status);
  });

  /** An approve request with this body by admin@demo.test, still in flight under `key` since `sinceMs` ago. */
  const inFlightApprove = (key: string, body: string, sinceMs = 0) =>
    s.db.insert(idempotencyKeys).values({
      userId: 2,
      key,
      method: 'POST',
      path: '/api/v2/transfers/approve',
      bodyHash: requestHash(
        'POST',
        `/api/v2/transfers/approve?account=${STORES}`,
        new TextEncoder().encode(body).buffer,
      ),
      state: 'in_flight',
      updatedAt: new Date(Date.now() - sinceMs),
    });
  const approveWithKey = (key: string, body: string) =>
    s.call('POST', 'v2/transfers/approve', { token: admin, raw: body, headers: { 'Idempotency-Key': key } });

  it('answers 409 for a key still in flight with the same request', async () => {
    const body = JSON.stringify({ id: 83, reject: false });
    await inFlightApprove('in-flight-same-0001', body);
    const busy = await approveWithKey('in-flight-same-0001', body);
    expect(busy.status).toBe(409);
    const [t] = await s.db.select().from(transfers).where(eq(transfers.id, 83));
    expect(t!.status).toBe('NEW');
  });

  it('takes over a key left in flight for over a minute (its server died) and runs the request', async () => {
    const body = JSON.stringify({ id: 81, reject: false });
    await inFlightApprove('stale-in-flight-key-0001', body, 61_000);
    const taken = await approveWithKey('stale-in-flight-key-0001', body);
    // It ran: transfer 81 was approved earlier, so the decision's own refusal, with its result.
    expect(taken.status).toBe(409);
    expect(taken.body.data).toMatchObject({ id: 81, outcome: 'already_decided' });
    // Half a minute in flight is a request still running: refused by the store, without a result.
    await inFlightApprove('fresh-in-flight-key-0001', body, 30_000);
    const busy = await approveWithKey('fresh-in-flight-key-0001', body);
    expect(busy.status).toBe(409);
    expect(busy.body.data).toBeUndefined();
  });

  it('decides once under six concurrent approve and approve_bulk requests', async () => {
    const before = await wallet();
    const answers = await Promise.all(
      [owner, admin, owner, admin, owner, admin].map((token, i) =>
        i % 2 === 0
          ? s.call('POST', 'v2/transfers/approve', { token, body: { id: 83, reject: i === 4 } })
          : s.call('POST', 'v2/transfers/approve_bulk', { token, body: { id: [83], reject: false } }),
      ),
    );
    const results = answers.map((a) => (a.body.data?.results ? a.body.data.results[0] : a.body.data));
    const decided = results.filter((r) => r.outcome === 'approved' || r.outcome === 'rejected');
    expect(decided).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'already_decided')).toHaveLength(5);
    const [t] = await s.db.select().from(transfers).where(eq(transfers.id, 83));
    const moved = before.ledgerBalance - (await wallet()).ledgerBalance;
    expect(moved).toBe(decided[0].outcome === 'approved' ? t!.amount + t!.fee : 0);
    expect(await s.db.$count(walletEntries, eq(walletEntries.transferId, 83))).toBe(
      decided[0].outcome === 'approved' ? 1 : 0,
    );
  });

  it('keeps four eyes: an initiator may not approve their own transfer, whatever the role', async () => {
    await s.db
      .insert(merchantPreferences)
      .values({ accountId: STORES, settingName: 'require_transfer_approval', preferenceValue: '1' });
    await ageCodes();
    const otp = await codeFor(owner, 'owner@demo.test');
    const created = await s.call('POST', 'v2/transfers/create', { token: owner, body: transferBody(otp) });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'NEW', requires_approval: true, can_approve: false });
    const own = await s.call('POST', 'v2/transfers/approve', {
      token: owner,
      body: { id: created.body.data.id, reject: false },
    });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(TRANSFER_MESSAGES.fourEyes);
    const other = await s.call('POST', 'v2/transfers/approve', {
      token: admin,
      body: { id: created.body.data.id, reject: false },
    });
    expect(other.status).toBe(200);
    await s.db
      .delete(merchantPreferences)
      .where(
        and(
          eq(merchantPreferences.accountId, STORES),
          eq(merchantPreferences.settingName, 'require_transfer_approval'),
        ),
      );
  });

  it('approves a transfer the wallet cannot cover as FAILED, Insufficient balance, moving no money', async () => {
    const before = await wallet();
    const [template] = await s.db.select().from(transfers).where(eq(transfers.id, 81));
    const { id: _id, createdAt: _at, ...copy } = template!;
    const [big] = await s.db
      .insert(transfers)
      .values({
        ...copy,
        amount: before.availableBalance + 1,
        status: 'NEW',
        approvedBy: null,
        decidedAt: null,
        decisionKey: null,
        reference: reference(),
      })
      .returning();
    const res = await s.call('POST', 'v2/transfers/approve', { token: admin, body: { id: big!.id, reject: false } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: big!.id,
      outcome: 'approved',
      status: 'FAILED',
      message: `Transfer approved but it failed: ${TRANSFER_MESSAGES.insufficientBalance}`,
    });
    const [t] = await s.db.select().from(transfers).where(eq(transfers.id, big!.id));
    expect(t).toMatchObject({ status: 'FAILED', completeMessage: TRANSFER_MESSAGES.insufficientBalance });
    expect(t!.approvedBy).not.toBeNull();
    expect(await wallet()).toEqual(before);
    expect(await s.db.$count(walletEntries, eq(walletEntries.transferId, big!.id))).toBe(0);
    // Decided once: approving or rejecting it again is refused.
    const again = await s.call('POST', 'v2/transfers/approve', { token: owner, body: { id: big!.id, reject: true } });
    expect(again.status).toBe(409);
    expect(again.body.data).toMatchObject({ outcome: 'already_decided', status: 'FAILED' });
  });
});

describe('making a transfer', () => {
  it("creates a member's transfer as NEW awaiting approval, without moving money", async () => {
    const before = await wallet();
    await ageCodes();
    const otp = await codeFor(member, 'member@demo.test');
    const res = await s.call('POST', 'v2/transfers/create', { token: member, body: transferBody(otp) });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'NEW', requires_approval: true, initiated_by: 'Chidi Eze' });
    expect(res.body.data.reference).toMatch(/^TRF/);
    expect(res.body.data.fullname).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect((await wallet()).ledgerBalance).toBe(before.ledgerBalance);
    const pending = await s.call('GET', 'v2/transfers?status=NEW&requires_approval=1&list_pending_approvals=1&page=1', {
      token: admin,
    });
    expect(pending.body.data.transfers.map((t: { id: number }) => t.id)).toContain(res.body.data.id);
    // The total rides in the page's own statement; a page past the end counts on its own.
    const { total } = pending.body.data.page_info;
    expect(total).toBe(pending.body.data.transfers.length);
    const past = await s.call('GET', 'v2/transfers?list_pending_approvals=1&page=40', { token: admin });
    expect(past.body.data.transfers).toEqual([]);
    expect(past.body.data.page_info).toMatchObject({ total, current_page: 40 });
  });

  it("pays an owner's transfer at once, in one transaction with its ledger entry", async () => {
    const before = await wallet();
    await ageCodes();
    const otp = await codeFor(owner, 'owner@demo.test');
    const res = await s.call('POST', 'v2/transfers/create', {
      token: owner,
      body: transferBody(otp, { amount: 2_000_000, meta: { purpose_code: 'SUP', sender_type: 'business' } }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('SUCCESSFUL');
    expect(before.ledgerBalance - (await wallet()).ledgerBalance).toBe(2_000_000 + 5_375);
    const history = await s.call('GET', 'v2/wallets/history?currency=NGN&page_size=1', { token: owner });
    expect(history.body.data.entries[0]).toMatchObject({ reference: res.body.data.reference, amount: -2_005_375 });
  });

  it('enforces the payout limit per currency, the code, the mode suffix and the beneficiary name', async () => {
    await ageCodes();
    const otp = await codeFor(owner, 'owner@demo.test');
    const before = await s.checksum();
    const over = await s.call('POST', 'v2/transfers/create', {
      token: owner,
      body: transferBody(otp, { amount: 500_000_001 }),
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Amount exceeds the single transfer limit of NGN 5,000,000.00');
    const usdOver = await s.call('POST', 'v2/transfers/create', {
      token: owner,
      body: transferBody(otp, {
        account_bank: 'US021000021',
        account_number: '483920175',
        currency: 'USD',
        debit_currency: 'USD',
        amount: 1_000_001,
        beneficiary_name: 'Acme Imports Inc',
      }),
    });
    expect(usdOver.body.message).toBe('Amount exceeds the single transfer limit of USD 10,000.00');
    const noName = await s.call('POST', 'v2/transfers/create', {
      token: owner,
      body: transferBody(otp, {
        account_bank: 'US021000021',
        account_number: '483920175',
        currency: 'USD',
        debit_currency: 'USD',
      }),
    });
    expect(noName.body.message).toBe(TRANSFER_MESSAGES.beneficiaryNameRequired);
    const testRef = await s.call('POST', 'v2/transfers/create', {
      token: owner,
      body: transferBody(otp, { reference: reference(true) }),
    });
    expect(testRef.body.message).toBe(TRANSFER_MESSAGES.referenceMode);
    const badAccount = await s.call('POST', 'v2/transfers/create', {
      token: owner,
      body: transferBody(otp, { account_number: '12345' }),
    });
    expect(badAccount.body.message).toBe('Account number must be 10 digits');
    const badCode = await s.call('POST', 'v2/transfers/create', { token: owner, body: transferBody('000000') });
    expect(badCode.status).toBe(400);
    expect(badCode.body.message).toBe(TRANSFER_MESSAGES.invalidOtp);
    const inactive = await s.call('POST', 'v2/transfers/create', {
      token: owner,
      body: transferBody(otp, { meta: { purpose_code: 'OLD' } }),
    });
    expect(inactive.body.message).toBe('Purpose code is invalid');
    const wrongCountry = await s.call('POST', 'v2/transfers/create', {
      token: owner,
      body: transferBody(otp, { account_bank: 'GH280100', account_number: '1441000123456' }),
    });
    expect(wrongCountry.body.message).toBe('Access Bank Ghana takes GHS or USD transfers');
    expect(await s.checksum()).toBe(before);
  });

  it('confirms with the authenticator for TOTP users: no email, a used code refused', async () => {
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30 });
    const login = await s.call('POST', 'login', { body: { identifier: 'totp@demo.test', password: 'Demo-pass-2026' } });
    const tokens = await s.call('POST', 'merchant/tokens/create', {
      token: login.body.data['flw-auth-token'],
      body: { account: DEMO_ACCOUNTS.demoGadgets, token: totp.generate() },
    });
    const gadgets = tokens.body.data.token as string;
    const mailsBefore = await s.lastMail('totp@demo.test');
    const otp = await s.call('POST', 'v2/transfers/otp', { token: gadgets });
    expect(otp.body.data).toEqual({ auth_type: 'authenticator', sent_to: null, wait_seconds: 0 });
    expect(await s.lastMail('totp@demo.test')).toEqual(mailsBefore);
    // The sign-in used this window's code: the next window's code (accepted with a step of drift) confirms.
    const code = totp.generate({ timestamp: Date.now() + 30_000 });
    const body = {
      account_bank: 'GH280100',
      account_number: '1441000123456',
      amount: 25_000,
      currency: 'GHS',
      debit_currency: 'GHS',
      narration: 'Stock',
      beneficiary_name: 'Kofi Asante',
      reference: reference(),
      otp: code,
    };
    const created = await s.call('POST', 'v2/transfers/create', { token: gadgets, body });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'SUCCESSFUL', fullname: 'Kofi Asante', currency: 'GHS' });
    const replayed = await s.call('POST', 'v2/transfers/create', {
      token: gadgets,
      body: { ...body, reference: reference() },
    });
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe(TRANSFER_MESSAGES.invalidOtp);
  });
});

describe('modes', () => {
  it('allows live transfers only while payouts are enabled; test mode takes test references', async () => {
    await s.db
      .insert(merchantPreferences)
      .values({ accountId: STORES, settingName: 'not_enabled_for_payouts', preferenceValue: '1' });
    const off = await s.call('POST', 'v2/transfers/create', { token: owner, body: transferBody('123456') });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(TRANSFER_MESSAGES.liveNotEnabled);
    await s.db
      .delete(merchantPreferences)
      .where(
        and(eq(merchantPreferences.accountId, STORES), eq(merchantPreferences.settingName, 'not_enabled_for_payouts')),
      );
    // Demo Events is in test mode: a live reference is refused, a test one goes through.
    const events = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoEvents })).token;
    await ageCodes();
    const otp = await codeFor(events, 'owner@demo.test');
    const live = await s.call('POST', 'v2/transfers/create', { token: events, body: transferBody(otp) });
    expect(live.body.message).toBe(TRANSFER_MESSAGES.referenceMode);
    const test = await s.call('POST', 'v2/transfers/create', {
      token: events,
      body: transferBody(otp, { reference: reference(true) }),
    });
    expect(test.status).toBe(201);
    expect(test.body.data.reference.endsWith(TEST_REFERENCE_SUFFIX)).toBe(true);
  });
});

describe('catalogues', () => {
  it('resolves accounts deterministically with the spec messages', async () => {
    const account = nuban('058', '012345678');
    const a = await s.call('POST', 'account/resolve', {
      token: member,
      body: { destbankcode: '058', recipientaccount: account },
    });
    const b = await s.call('POST', 'account/resolve', {
      token: member,
      body: { destbankcode: '058', recipientaccount: account },
    });
    expect(a.status).toBe(200);
    expect(a.body.data.data.responsecode).toBe('00');
    expect(a.body.data.data.accountname).toBe(b.body.data.data.accountname);
    const cases: [Record<string, string>, string][] = [
      [{ destbankcode: '058' }, 'Account Mumber is required'],
      [{ recipientaccount: account }, 'Bank Name is required'],
      [{}, 'Bank Name and Account Number are required'],
      [{ destbankcode: '058', recipientaccount: '0123456789' }, "Couldn't resolve account"],
    ];
    for (const [body, message] of cases) {
      const res = await s.call('POST', 'account/resolve', { token: member, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const wrong = await s.call('POST', 'account/resolve', {
      token: member,
      body: { destbankcode: '058', recipientaccount: '0123456789' },
    });
    expect(wrong.body.data).toEqual({ reason: 'Account number is not valid for this bank' });
  });

  it('serves only active purpose codes through the request federator, banks per country, payout limits', async () => {
    const res = await s.call('POST', 'v2/services/request_federator', {
      token: member,
      body: {
        requests: [
          {
            id: 'ngn',
            payload: { method: 'get', endpoint: '/api/v1/channels/disbursement/NGN/purpose-codes?type=business' },
          },
          { id: 'other', payload: { method: 'get', endpoint: '/api/v1/unknown' } },
        ],
      },
    });
    expect(res.status).toBe(200);
    const codes = res.body.data.responses.ngn.response.data.Data;
    expect(codes.length).toBe(8);
    expect(codes.every((c: { IsActive: boolean }) => c.IsActive)).toBe(true);
    expect(res.body.data.responses.other.status).toBe(404);
    for (const country of ['NG', 'GH', 'KE', 'ZA', 'US']) {
      const banks = await s.call('GET', `v2/banks/${country}`, { token: member });
      expect(banks.body.data.length).toBeGreaterThan(1);
    }
    const limits = await s.call('GET', 'v2/payout-limits', { token: member });
    expect(limits.body.data).toContainEqual({
      ProductId: 9,
      Currency: { ShortName: 'NGN' },
      SingleTransactionLimit: 500_000_000,
    });
  });

  it('adds, shows and deletes beneficiaries of the business only', async () => {
    const list = await s.call('GET', 'v2/beneficiaries', { token: member });
    expect(list.body.data.page_info.total).toBe(6);
    const account = nuban('033', '555444333');
    const added = await s.call('POST', 'v2/beneficiaries', {
      token: member,
      body: { account_bank: '033', account_number: account, beneficiary_name: 'Tola Ade', currency: 'NGN' },
    });
    expect(added.status).toBe(201);
    const dup = await s.call('POST', 'v2/beneficiaries', {
      token: member,
      body: { account_bank: '033', account_number: account, beneficiary_name: 'Tola Ade', currency: 'NGN' },
    });
    expect(dup.status).toBe(409);
    const detail = await s.call('GET', `v2/beneficiaries/${added.body.data.id}`, { token: member });
    expect(detail.body.data).toMatchObject({
      full_name: 'Tola Ade',
      bank_name: 'United Bank for Africa',
      transfers: [],
    });
    const renamed = await s.call('PUT', `v2/beneficiaries/${added.body.data.id}`, {
      token: member,
      body: { beneficiary_name: 'Tola Adeyemi' },
    });
    expect(renamed.body.data.full_name).toBe('Tola Adeyemi');
    const foreignEdit = await s.call('PUT', `v2/beneficiaries/${added.body.data.id}`, {
      token: travelOwner,
      body: { beneficiary_name: 'X' },
    });
    expect(foreignEdit.status).toBe(404);
    const foreign = await s.call('DELETE', `v2/beneficiaries/${added.body.data.id}`, { token: travelOwner });
    expect(foreign.status).toBe(404);
    const deleted = await s.call('DELETE', `v2/beneficiaries/${added.body.data.id}`, { token: member });
    expect(deleted.status).toBe(200);
  });
});

describe('retry', () => {
  it('asks for a code, refuses a wrong one, then queues the retry once', async () => {
    const [failed] = await s.db
      .select()
      .from(transfers)
      .where(and(eq(transfers.accountId, STORES), eq(transfers.status, 'FAILED')))
      .limit(1);
    const body = {
      id: failed!.id,
      account_number: nuban('058', '012345678'),
      bank_code: '058',
      narration: failed!.narration,
      amount: 1_000_000,
      currency: 'NGN',
      debit_currency: 'NGN',
      approver: null,
    };
    await ageCodes();
    const ask = await s.call('POST', 'v2/transfers/retry', { token: member, body });
    expect(ask.status).toBe(200);
    expect(ask.body.message).toBe(TRANSFER_MESSAGES.otpSent);
    expect(ask.body.data).toEqual({ otp_sent: true, auth_type: 'email' });
    const code = (await s.lastMail('member@demo.test'))!.code!;
    const wrong = await s.call('POST', 'v2/transfers/retry', { token: member, body: { ...body, otp: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(TRANSFER_MESSAGES.invalidOtp);
    const done = await s.call('POST', 'v2/transfers/retry', {
      token: member,
      body: { ...body, otp: code },
      headers: { 'Idempotency-Key': 'retry-key-000000001' },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(TRANSFER_MESSAGES.retryQueued);
    expect(done.body.data.transfer).toMatchObject({
      status: 'NEW',
      amount: 1_000_000,
      meta: { retry_of: String(failed!.id) },
    });
    const replay = await s.call('POST', 'v2/transfers/retry', {
      token: member,
      body: { ...body, otp: code },
      headers: { 'Idempotency-Key': 'retry-key-000000001' },
    });
    expect(replay.body).toEqual(done.body);
    expect(await s.db.$count(transfers, sql`${transfers.meta} ->> 'retry_of' = ${String(failed!.id)}`)).toBe(1);
    const twice = await s.call('POST', 'v2/transfers/retry', { token: member, body });
    expect(twice.status).toBe(409);
    const notFailed = await s.call('POST', 'v2/transfers/retry', { token: member, body: { ...body, id: 81 } });
    expect(notFailed.status).toBe(409);
    expect(notFailed.body.message).toBe(TRANSFER_MESSAGES.retryNotFailed);
    const foreign = await s.call('POST', 'v2/transfers/retry', { token: member, body: { ...body, id: 201 } });
    expect(foreign.status).toBe(404);
  });
});
