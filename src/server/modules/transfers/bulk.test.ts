import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_CSV_COLUMNS, nubanCheckDigit, TRANSFER_MESSAGES } from '../../../contract/transfers';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { files, transfers, walletEntries, wallets } from '../../db/schema';
import { type TestServer, testServer } from '../../test/harness';

let s: TestServer;
let owner: string;
let member: string;
beforeAll(async () => {
  s = await testServer();
  owner = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoStores })).token;
  member = (await s.signIn('member@demo.test')).token;
});
afterAll(() => s.close());

const nuban = (bank: string, serial: string) => `${serial}${nubanCheckDigit(bank, serial)}`;

async function upload(token: string, name: string, bytes: Uint8Array | string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new File([bytes as BlobPart], name, { type: 'text/plain' }));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await s.app.request('/api/v2/files/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

/** 5000 rows: every 10th row is broken in one of five ways, the rest are valid. */
function bigCsv(rows = 5000): { text: string; valid: number; total: number } {
  const lines = [BULK_CSV_COLUMNS.join(',')];
  let valid = 0;
  const banks = ['044', '058', '057', '011', '033'];
  for (let i = 0; i < rows; i++) {
    const bank = banks[i % banks.length]!;
    const account = nuban(bank, String(100_000_000 + i * 7).slice(0, 9));
    const amount = `${1000 + (i % 50)}.50`;
    const row = [account, bank, amount, 'NGN', `Salary ${i}`, '', '', '', '', ''];
    if (i % 10 === 9) {
      const kind = ((i / 10) % 5) | 0;
      if (kind === 0) row[1] = '999';
      if (kind === 1) row[0] = '12345';
      if (kind === 2) row[2] = 'abc';
      if (kind === 3) row[2] = '9000000.00';
      if (kind === 4) row[3] = 'USD';
    } else {
      valid++;
    }
    lines.push(row.join(','));
  }
  return { text: `${lines.join('\n')}\n`, valid, total: rows };
}

/** Uploads a CSV and starts its review as an NGN bank batch; answers the validation_ref. */
async function initiateNgn(token: string, name: string, text: string): Promise<string> {
  const file = await upload(token, name, text, { purpose: 'bulk_transfer' });
  const init = await s.call('POST', 'v2/transfers/create_bulk/initiate', {
    token,
    body: { currency: 'NGN', debit_currency: 'NGN', csv_url: file.body.data.url, entity: 'bank' },
  });
  return init.body.data.validation_ref;
}

async function codeFor(token: string, email: string) {
  await s.db.execute(sql`UPDATE one_time_codes SET created_at = created_at - interval '2 minutes'`);
  await s.call('POST', 'v2/transfers/otp', { token });
  return (await s.lastMail(email))!.code!;
}

describe('uploads', () => {
  it('sniffs content, keeps files private and expiring, and limits size per purpose', async () => {
    const pdf = await upload(owner, 'id.txt', '%PDF-1.7\n1 0 obj\n', { purpose: 'compliance' });
    expect(pdf.status).toBe(201);
    expect(pdf.body.message).toBe('File Uploaded Successfully');
    expect(pdf.body.data).toMatchObject({ content_type: 'application/pdf', public: false });
    const expires = Date.parse(pdf.body.data.expires_at) - Date.now();
    expect(expires).toBeGreaterThan(29 * 60_000);
    expect(expires).toBeLessThanOrEqual(30 * 60_000);
    const fakePng = await upload(owner, 'photo.png', 'not really a png', { purpose: 'compliance' });
    expect(fakePng.status).toBe(415);
    const big = new Uint8Array(20 * 1024 * 1024 + 10);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const tooBig = await upload(owner, 'big.pdf', big, { purpose: 'compliance' });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('File size exceeds 20MB');
    const bigCsvFile = await upload(owner, 'big.csv', 'a,b\n'.repeat(600_000), { purpose: 'bulk_transfer' });
    expect(bigCsvFile.status).toBe(413);
    expect(bigCsvFile.body.message).toBe('File size exceeds 2MB');

    const own = await s.app.request(pdf.body.data.url, { headers: { authorization: `Bearer ${owner}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect((await s.app.request(pdf.body.data.url)).status).toBe(401);
    await s.db
      .update(files)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(files.id, pdf.body.data.id));
    expect((await s.app.request(pdf.body.data.url, { headers: { authorization: `Bearer ${owner}` } })).status).toBe(
      410,
    );
    const pub = await upload(
      owner,
      'logo.png',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]),
      {
        purpose: 'compliance',
        public: 'true',
      },
    );
    expect((await s.app.request(pub.body.data.url)).status).toBe(200);
  });
});

describe('bulk transfers', () => {
  it('validates a 5000-row CSV for real and pays the valid rows in one transaction', async () => {
    const csv = bigCsv();
    const started = Date.now();
    const file = await upload(owner, 'payroll.csv', csv.text, { purpose: 'bulk_transfer' });
    expect(file.status).toBe(201);
    const init = await s.call('POST', 'v2/transfers/create_bulk/initiate', {
      token: owner,
      body: { currency: 'NGN', debit_currency: 'NGN', csv_url: file.body.data.url, entity: 'bank' },
    });
    expect(init.status).toBe(200);
    const ref = init.body.data.validation_ref;
    let polls = 0;
    let answer = await s.call('POST', 'v2/transfers/create_bulk/validate', {
      token: owner,
      body: { validation_ref: ref },
    });
    while (!answer.body.data.is_done && polls++ < 20) {
      answer = await s.call('POST', 'v2/transfers/create_bulk/validate', {
        token: owner,
        body: { validation_ref: ref },
      });
    }
    const reviewMs = Date.now() - started;
    console.info(`[bulk] 5000 rows uploaded, parsed and validated in ${reviewMs} ms over ${polls + 1} polls`);
    expect(answer.body.message).toBe('Reviewed');
    expect(answer.body.data.stats).toEqual({
      processed: 5000,
      total: 5000,
      valid: csv.valid,
      invalid: 5000 - csv.valid,
    });
    expect(answer.body.data.payouts).toHaveLength(5000);
    const byPage = (id: number) => answer.body.data.payouts.find((p: { page_id: number }) => p.page_id === id);
    expect(byPage(10)).toMatchObject({ is_valid: false, error: 'Bank code is invalid' });
    expect(byPage(20)).toMatchObject({ is_valid: false, error: 'Account number must be 10 digits' });
    expect(byPage(30)).toMatchObject({ is_valid: false, error: 'Amount is invalid' });
    expect(byPage(40)).toMatchObject({
      is_valid: false,
      error: 'Amount exceeds the single transfer limit of NGN 5,000,000.00',
    });
    expect(byPage(50)).toMatchObject({ is_valid: false, error: 'Currency must be NGN' });
    expect(byPage(1)).toMatchObject({ is_valid: true, amount: 100_050, bank_name: 'Access Bank', status: 'valid' });
    expect(byPage(1).account_name).toMatch(/^[A-Z]+ [A-Z]+$/);

    const [before] = await s.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.accountId, DEMO_ACCOUNTS.demoStores), eq(wallets.currency, 'NGN')));
    const otp = await codeFor(owner, 'owner@demo.test');
    const submitStarted = Date.now();
    const submit = await s.call('POST', 'v2/transfers/create_bulk', {
      token: owner,
      body: { validation_ref: ref, otp },
    });
    console.info(`[bulk] ${csv.valid} transfers submitted and paid in ${Date.now() - submitStarted} ms`);
    expect(submit.status).toBe(201);
    expect(submit.body.data.batch).toMatchObject({ count: csv.valid, successful: csv.valid, status: 'completed' });
    const total = submit.body.data.batch.total_amount;
    const [after] = await s.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.accountId, DEMO_ACCOUNTS.demoStores), eq(wallets.currency, 'NGN')));
    expect(before!.ledgerBalance - after!.ledgerBalance).toBe(total + 5_375 * csv.valid);
    const entries = await s.db.$count(
      walletEntries,
      sql`${walletEntries.reference} LIKE ${`TRF${submit.body.data.batch.id}B%`}`,
    );
    expect(entries).toBe(csv.valid);
    const again = await s.call('POST', 'v2/transfers/create_bulk', {
      token: owner,
      body: { validation_ref: ref, otp },
    });
    expect(again.status).toBe(409);
    const queued = await s.call('GET', 'v2/transfers/bulk_queued', { token: owner });
    expect(queued.body.data.batches[0].id).toBe(submit.body.data.batch.id);
    const status = await s.call('GET', `v2/transfers/bulk/${submit.body.data.batch.id}`, { token: owner });
    expect(status.body.data.transfers).toHaveLength(100);
    const listed = await s.call('GET', `v2/transfers?bulk_id=${submit.body.data.batch.id}`, { token: owner });
    expect(listed.body.data.page_info.total).toBe(csv.valid);
  });

  it("queues a member's bulk as NEW transfers awaiting approval, and refuses files over 5000 rows", async () => {
    const small = bigCsv(20);
    const ref = await initiateNgn(member, 'small.csv', small.text);
    const early = await s.call('POST', 'v2/transfers/create_bulk', {
      token: member,
      body: { validation_ref: ref, otp: '123456' },
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(TRANSFER_MESSAGES.bulkNotReviewed);
    const done = await s.call('POST', 'v2/transfers/create_bulk/validate', {
      token: member,
      body: { validation_ref: ref },
    });
    expect(done.body.data.is_done).toBe(true);
    // Another merchant's user, the same owner in another of its businesses, and a forged token: the
    // reference is the Demo Stores account's alone. (A forged token once reused the owner's own token
    // when it already began with the replaced letter, so it is now changed for certain.)
    const cape = (await s.signIn('za@demo.test')).token;
    const foods = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoFoods })).token;
    const forged = `${owner.startsWith('x') ? 'y' : 'x'}${owner.slice(1)}`;
    for (const [token, status] of [
      [cape, 404],
      [foods, 404],
      [forged, 401],
    ] as const) {
      const foreign = await s.call('POST', 'v2/transfers/create_bulk/validate', {
        token,
        body: { validation_ref: ref },
      });
      expect(foreign.status).toBe(status);
      expect(foreign.body.message).toEqual(expect.any(String));
    }
    const otp = await codeFor(member, 'member@demo.test');
    const submit = await s.call('POST', 'v2/transfers/create_bulk', {
      token: member,
      body: { validation_ref: ref, otp },
    });
    expect(submit.status).toBe(201);
    expect(submit.body.data.batch).toMatchObject({ status: 'awaiting_approval', count: small.valid });
    const news = await s.db.$count(
      transfers,
      and(eq(transfers.bulkId, submit.body.data.batch.id), eq(transfers.status, 'NEW')),
    );
    expect(news).toBe(small.valid);

    // A longer file is cut to its first 5000 rows, and the answer says so (spec 2 §5).
    const tooMany = await upload(owner, 'too-many.csv', bigCsv(5001).text, { purpose: 'bulk_transfer' });
    const cut = await s.call('POST', 'v2/transfers/create_bulk/initiate', {
      token: owner,
      body: { currency: 'NGN', debit_currency: 'NGN', csv_url: tooMany.body.data.url, entity: 'bank' },
    });
    expect(cut.status).toBe(200);
    expect(cut.body.data).toMatchObject({ rows_in_file: 5001, rows_kept: 5000 });
    const cutReview = await s.call('POST', 'v2/transfers/create_bulk/validate', {
      token: owner,
      body: { validation_ref: cut.body.data.validation_ref },
    });
    expect(cutReview.body.data.stats.total).toBe(5000);
    const noColumns = await upload(owner, 'bad.csv', 'name,value\nx,1\n', { purpose: 'bulk_transfer' });
    const missing = await s.call('POST', 'v2/transfers/create_bulk/initiate', {
      token: owner,
      body: { currency: 'NGN', debit_currency: 'NGN', csv_url: noColumns.body.data.url, entity: 'bank' },
    });
    expect(missing.body.message).toBe('The CSV is missing the columns account_number, bank_code, amount');
  });
});

describe('a bulk batch under an approval rule (N of M)', () => {
  it('waits for the rule’s count of distinct approvers of its roles, and shows "1 of 2 approved, by …"', async () => {
    const admin = (await s.signIn('admin@demo.test')).token;
    // Owner and Admin, two of them, from NGN 1,000 (every row of the file below reaches it).
    const ruleCode = await ruleOtp();
    const rule = await s.call('PUT', 'v2/approval-rules', {
      token: owner,
      body: {
        currency: 'NGN',
        min_amount: 100_000,
        required_approvers: 2,
        approver_roles: ['Owner', 'Admin'],
        otp: ruleCode,
      },
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);

    const rows = bigCsv(4);
    const ref = await initiateNgn(member, 'rule.csv', rows.text);
    await s.call('POST', 'v2/transfers/create_bulk/validate', { token: member, body: { validation_ref: ref } });
    const submit = await s.call('POST', 'v2/transfers/create_bulk', {
      token: member,
      body: { validation_ref: ref, otp: await codeFor(member, 'member@demo.test') },
    });
    expect(submit.status, JSON.stringify(submit.body)).toBe(201);
    const batchId = submit.body.data.batch.id as number;
    expect(submit.body.data.batch).toMatchObject({
      status: 'awaiting_approval',
      required_approvals: 2,
      approved_by_names: [],
    });
    const ids = (await s.db.select({ id: transfers.id }).from(transfers).where(eq(transfers.bulkId, batchId))).map(
      (t) => t.id,
    );
    expect(ids).toHaveLength(rows.valid);

    // One approver approving the whole batch is one of two: nothing is paid.
    const first = await s.call('POST', 'v2/transfers/approve_bulk', { token: admin, body: { id: ids, reject: false } });
    expect(first.status).toBe(200);
    for (const result of first.body.data.results) {
      expect(result).toMatchObject({ outcome: 'approved', status: 'NEW' });
      expect(result.message).toMatch(/^1 of 2 approved, by /);
    }
    const waiting = (await s.call('GET', `v2/transfers/bulk/${batchId}`, { token: owner })).body.data.batch;
    expect(waiting).toMatchObject({ status: 'awaiting_approval', successful: 0, required_approvals: 2 });
    expect(waiting.approved_by_names).toHaveLength(1);
    const listed = (await s.call('GET', 'v2/transfers/bulk_queued', { token: owner })).body.data.batches;
    expect(listed.find((b: { id: number }) => b.id === batchId).approved_by_names).toEqual(waiting.approved_by_names);

    // The same approver again counts for nothing; the maker never approves.
    const again = await s.call('POST', 'v2/transfers/approve_bulk', { token: admin, body: { id: ids, reject: false } });
    expect(again.body.data.results.map((r: { outcome: string }) => r.outcome)).toEqual(
      ids.map(() => 'already_decided'),
    );
    const byMaker = await s.call('POST', 'v2/transfers/approve_bulk', {
      token: member,
      body: { id: ids, reject: false },
    });
    expect(byMaker.status).toBe(403);

    // A second, distinct approver of the rule's roles pays the batch.
    const second = await s.call('POST', 'v2/transfers/approve_bulk', {
      token: owner,
      body: { id: ids, reject: false },
    });
    expect(second.body.data.results.map((r: { status: string }) => r.status)).toEqual(ids.map(() => 'SUCCESSFUL'));
    const paid = (await s.call('GET', `v2/transfers/bulk/${batchId}`, { token: owner })).body.data.batch;
    expect(paid).toMatchObject({ status: 'completed', successful: rows.valid });

    await s.call('POST', 'v2/approval-rules/remove', {
      token: owner,
      body: { currency: 'NGN', otp: await ruleOtp() },
    });
  });
});

async function ruleOtp() {
  await s.db.execute(sql`UPDATE one_time_codes SET created_at = created_at - interval '2 minutes'`);
  await s.call('POST', 'v2/approval-rules/otp', { token: owner });
  return (await s.lastMail('owner@demo.test'))!.code!;
}
