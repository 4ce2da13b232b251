import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { answerKind } from './test/answer-kind';
import { withDatabase } from './test/global-setup';

/**
 * Faults: the real server in its own process, killed with SIGKILL in the middle of an
 * approval burst, an offline-queue replay, a bulk validation and a burst of compliance
 * submissions, then restarted on the same database. Nothing may be half-written, and finishing
 * the operation (replaying with the same idempotency keys, polling the validation again,
 * submitting the section again) must apply every decision exactly once.
 * Runs on PGlite (a data directory) and, in the server-pg project, on PostgreSQL; both start from
 * the run's seeded template (global-setup), under names of their own (other runs share the server).
 */

const ENGINE = process.env.TEST_DB_ENGINE === 'pg' ? 'pg' : 'pglite';
const RUN = `${process.pid}_${Date.now().toString(36)}`;
const DATA_DIR = `.tmp/faults-data-${RUN}`;
/** The server, bundled from the sources at the start of the run (starts faster than through tsx, never stale). */
const SERVER_DIR = `.tmp/faults-server-${RUN}`;
const PASSWORD = 'Demo-pass-2026';
const STORES = 20001;
let databaseUrl = '';
let databaseName = '';
/** The API of the running server (its port is chosen by the system at each start). */
let base = '';

let server: ChildProcess | undefined;

async function start(): Promise<void> {
  if (server) return;
  const child = spawn(process.execPath, [`${SERVER_DIR}/main.js`], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR,
      DATABASE_URL: databaseUrl,
      SANDBOX: '1',
      NODE_ENV: 'production',
      // A production build on loopback whose outbox the test reads: the sandbox is meant here.
      I_UNDERSTAND_THE_SANDBOX_EXPOSES_EVERY_ACCOUNT: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 120_000);
    child.stdout?.on('data', (d) => {
      log += d;
      const banner = log.match(/Merchant dashboard on http:\/\/localhost:(\d+)/);
      if (banner) {
        clearTimeout(timer);
        resolve(banner[1]!);
      }
    });
    child.stderr?.on('data', (d) => {
      log += d;
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited ${code}:\n${log}`));
    });
  });
  child.removeAllListeners('exit');
  base = `http://127.0.0.1:${port}/api`;
  server = child;
}

async function kill(): Promise<void> {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });
}

type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

/**
 * Reads (or ages) the database directly, then makes sure the server runs. PostgreSQL is read beside
 * the server; a PGlite data directory belongs to one process, so the server stops for it.
 */
async function inDatabase<T>(fn: (query: Query) => Promise<T>): Promise<T> {
  let out: T;
  if (ENGINE === 'pg') {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      out = await fn(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
    }
  } else {
    await kill();
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const client = await PGlite.create({ dataDir: DATA_DIR, extensions: { pg_trgm } });
    try {
      out = await fn(async <R>(text: string, params?: unknown[]) => (await client.query<R>(text, params)).rows);
    } finally {
      await client.close();
    }
  }
  await start();
  return out;
}

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers of several endpoints, read field by field
  body: { status?: string; message?: string; data?: any };
  replayed: boolean;
}

async function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(`${base}/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: Answer['body'] = {};
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body, replayed: res.headers.get('idempotent-replayed') === 'true' };
}

async function must(method: string, path: string, options: Parameters<typeof call>[2] = {}) {
  const r = await call(method, path, options);
  if (r.status < 200 || r.status >= 300) throw new Error(`${method} ${path} → ${r.status} ${r.body.message}`);
  return r.body.data;
}

async function loginToken(email: string): Promise<string> {
  return (await must('POST', 'login', { body: { identifier: email, password: PASSWORD } }))['flw-auth-token'];
}

async function signIn(email: string, account = STORES): Promise<string> {
  const session = await must('POST', 'merchant/tokens/create', { token: await loginToken(email), body: { account } });
  return session.token;
}

async function upload(token: string, file: Blob, name: string, purpose: 'bulk_transfer' | 'compliance') {
  const form = new FormData();
  form.set('file', file, name);
  form.set('purpose', purpose);
  form.set('public', 'false');
  const up = await fetch(`${base}/v2/files/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!up.ok) throw new Error(`upload → ${up.status}`);
  return ((await up.json()) as { data: { url: string } }).data.url;
}

/** Uploads a CSV of `rows` valid NGN payouts and starts its validation; answers the validation ref. */
async function initiateBulk(token: string, rows: number, label: string): Promise<string> {
  const lines = ['account_number,bank_code,amount,currency,narration'];
  for (let i = 0; i < rows; i++) lines.push(`0690000032,044,${100 + (i % 50)}.00,NGN,${label} ${i + 1}`);
  const url = await upload(
    token,
    new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' }),
    `${label}.csv`,
    'bulk_transfer',
  );
  const { validation_ref } = await must('POST', 'v2/transfers/create_bulk/initiate', {
    token,
    body: { currency: 'NGN', debit_currency: 'NGN', csv_url: url, entity: 'bank' },
  });
  return validation_ref;
}

async function validateToEnd(token: string, ref: string) {
  for (;;) {
    const v = await must('POST', 'v2/transfers/create_bulk/validate', { token, body: { validation_ref: ref } });
    if (v.is_done) return v;
  }
}

/** The idempotency store's own refusal: the same key is still in flight (no decision in it). */
const stillInFlight = (a: Answer) => a.status === 409 && a.body.data === undefined;

/**
 * A key whose request the crash cut off stays in flight until stale (IN_FLIGHT_STALE_SECONDS = 60);
 * the service worker's queue keeps such items for a later sync. Instead of waiting the minute, the
 * test moves those rows' clock back by it, and answers the keys it aged.
 */
async function ageInFlightKeys(): Promise<string[]> {
  const rows = await inDatabase((q) =>
    q<{ key: string }>(
      `UPDATE idempotency_keys SET updated_at = updated_at - interval '61 seconds' WHERE state = 'in_flight' RETURNING key`,
    ),
  );
  return rows.map((r) => r.key);
}

interface Keyed {
  key: string;
  send: () => Promise<Answer>;
}

/**
 * Sends every item (all at once, or one after another as a queue replays); items the store still
 * holds in flight must be exactly keys the crash cut off: they are sent again once stale.
 */
async function settle(items: Keyed[], inOrder: boolean): Promise<Answer[]> {
  const answers: Answer[] = [];
  if (inOrder) for (const item of items) answers.push(await item.send());
  else answers.push(...(await Promise.all(items.map((item) => item.send()))));
  const cut = items.flatMap((_item, i) => (stillInFlight(answers[i]!) ? [i] : []));
  if (cut.length === 0) return answers;
  console.log(`Faults (${ENGINE}): ${cut.length} key(s) cut off in flight answered 409; aged by a minute, sent again`);
  const aged = await ageInFlightKeys();
  for (const i of cut) expect(aged).toContain(items[i]!.key);
  for (const i of cut) answers[i] = await items[i]!.send();
  for (const i of cut) expect(stillInFlight(answers[i]!), `${items[i]!.key} still in flight`).toBe(false);
  return answers;
}

/** member@demo.test makes `rows` transfers that wait for approval (one bulk, one code). */
async function approvalPool(rows: number, label: string): Promise<number[]> {
  const member = await signIn('member@demo.test');
  const ref = await initiateBulk(member, rows, label);
  await validateToEnd(member, ref);
  await must('POST', 'v2/transfers/otp', { token: member });
  const mail = await must('GET', `sandbox/outbox?to=${encodeURIComponent('member@demo.test')}`);
  const otp = (mail as { code: string | null }[]).find((m) => m.code)?.code;
  const status = await must('POST', 'v2/transfers/create_bulk', { token: member, body: { validation_ref: ref, otp } });
  const ids = (status.transfers as { id: number; status: string }[]).filter((t) => t.status === 'NEW').map((t) => t.id);
  expect(ids).toHaveLength(rows);
  return ids;
}

/**
 * The NGN wallet's available balance as the API reads it from the same column, before the fault
 * (PGlite would need a restart to be read directly; the checks after the fault read the database).
 */
async function availableBefore(token: string): Promise<number> {
  const wallets = (await must('POST', 'v2/merchant/wallets', { token })) as {
    wallet_currency_code: string;
    available_balance: number;
  }[];
  return wallets.find((w) => w.wallet_currency_code === 'NGN')!.available_balance;
}

/** The NGN wallet's available balance and, per pool transfer, its status and wallet debits (SQL). */
async function readLedger(ids: number[]) {
  return inDatabase(async (q) => {
    const rows = await q<{ id: number; status: string; amount: number; fee: number; debits: number }>(
      `SELECT t.id, t.status, t.amount::float8 AS amount, t.fee::float8 AS fee,
        (SELECT count(*)::int FROM wallet_entries e WHERE e.type = 'D' AND (e.transfer_id = t.id OR e.reference = t.reference)) AS debits
      FROM transfers t WHERE t.id = ANY($1::int[]) ORDER BY t.id`,
      [ids],
    );
    const [wallet] = await q<{ available: number }>(
      `SELECT available_balance::float8 AS available FROM wallets WHERE account_id = $1 AND currency = 'NGN'`,
      [STORES],
    );
    return { rows, available: wallet!.available };
  });
}

beforeAll(async () => {
  const build = spawn(process.execPath, ['scripts/build-server.mjs'], {
    env: { ...process.env, SERVER_OUT_DIR: SERVER_DIR },
    stdio: 'inherit',
  });
  const built = new Promise((resolve, reject) =>
    build.once('exit', (code) => (code === 0 ? resolve(code) : reject(new Error(`server build exited ${code}`)))),
  );
  if (ENGINE === 'pg') {
    // A copy of the run's seeded template, named under it so the run's teardown drops it even after a crash.
    const url = process.env.DATABASE_URL!;
    databaseName = `${inject('pgTemplate')}_faults_${RUN}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${inject('pgTemplate')}`);
    } finally {
      await admin.end();
    }
    databaseUrl = withDatabase(url, databaseName);
  } else {
    // The seeded template's dump, unpacked into this run's data directory (no initdb, no seeding).
    mkdirSync('.tmp', { recursive: true });
    rmSync(DATA_DIR, { recursive: true, force: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const loadDataDir = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const client = await PGlite.create({ dataDir: DATA_DIR, loadDataDir, extensions: { pg_trgm } });
    await client.close();
  }
  await built;
  await start();
}, 200_000);

afterAll(async () => {
  await kill();
  rmSync(SERVER_DIR, { recursive: true, force: true });
  if (ENGINE === 'pglite') rmSync(DATA_DIR, { recursive: true, force: true });
  else if (databaseName) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
});

describe(`SIGKILL mid-operation (${ENGINE})`, () => {
  it('an approval burst cut by SIGKILL is finished by replaying the same keys: each transfer debited once', async () => {
    // 60 transfers awaiting approval (NEW), all approved at once, and the server killed in the middle.
    // When to kill: at the first answer; on a busy machine the first answer can come after the whole
    // burst was stored, and a kill then cuts nothing, so the next round (a new pool) kills at half the
    // time the last one took, and a round that stored nothing at all kills later. Every round's state
    // after the kill is judged; the round that cut the burst is then finished by replaying.
    let ids: number[] = [];
    let keys = new Map<number, string>();
    let before = { available: 0 };
    let killAfterMs: number | null = null;
    let cut = false;
    const approve = (id: number, token: string) => () =>
      call('POST', 'v2/transfers/approve', {
        token,
        body: { id, reject: false },
        headers: { 'idempotency-key': keys.get(id)! },
      });
    for (let round = 0; round < 5 && !cut; round++) {
      // A debit made before now would show as a second one at the end.
      ids = await approvalPool(60, `Fault approvals ${round + 1}`);
      const owner = await signIn('owner@demo.test');
      before = { available: await availableBefore(owner) };
      keys = new Map(ids.map((id) => [id, randomBytes(16).toString('hex')]));
      const sent = Date.now();
      const burst = ids.map((id) => approve(id, owner)().catch(() => null));
      const firstAnswer = Promise.race(burst);
      await (killAfterMs === null
        ? firstAnswer
        : Promise.race([firstAnswer, new Promise((resolve) => setTimeout(resolve, killAfterMs!))]));
      const killedAfter = Date.now() - sent;
      await kill();
      const firstAnswers = await Promise.all(burst);
      const answeredBeforeKill = firstAnswers.filter((a) => a?.status === 200);

      // Restarted: nothing half-written (a transfer is NEW without a debit or SUCCESSFUL with one).
      const afterKill = await readLedger(ids);
      for (const r of afterKill.rows) {
        expect([r.status, r.debits]).toEqual(r.status === 'NEW' ? ['NEW', 0] : ['SUCCESSFUL', 1]);
      }
      for (const a of answeredBeforeKill) {
        expect(afterKill.rows.find((r) => r.id === a!.body.data.id)?.status).toBe('SUCCESSFUL');
      }
      expect(before.available - afterKill.available).toBe(
        afterKill.rows.filter((r) => r.status === 'SUCCESSFUL').reduce((n, r) => n + r.amount + r.fee, 0),
      );
      const stored = afterKill.rows.filter((r) => r.status === 'SUCCESSFUL').length;
      console.info(
        `Approval faults (${ENGINE}), round ${round + 1}: killed ${killedAfter} ms after sending, ${stored} of ${ids.length} stored, ${answeredBeforeKill.length} answered`,
      );
      cut = stored > 0 && stored < ids.length;
      if (stored === ids.length) killAfterMs = Math.max(1, Math.floor(killedAfter / 2));
      else if (stored === 0) killAfterMs = Math.ceil(killedAfter * 1.5) + 5;
    }
    expect(cut, 'no kill in five rounds landed in the middle of the burst').toBe(true);

    // Finishing: every item again with its own key, twice (an answer lost on the way is replayed).
    // Keys the crash cut off answer 409 until stale, then run (and find their transfer decided or not).
    const owner2 = await signIn('owner@demo.test');
    for (let round = 0; round < 2; round++) {
      const answers = await settle(
        ids.map((id) => ({ key: keys.get(id)!, send: approve(id, owner2) })),
        false,
      );
      for (const a of answers) {
        expect(answerKind(a.status), a.body.message).toBe('answer');
        expect(['approved', 'already_decided']).toContain(a.body.data?.outcome);
      }
    }
    const finished = await readLedger(ids);
    expect(finished.rows.map((r) => [r.status, r.debits])).toEqual(ids.map(() => ['SUCCESSFUL', 1]));
    expect(before.available - finished.available).toBe(finished.rows.reduce((n, r) => n + r.amount + r.fee, 0));
  }, 300_000);

  it('an offline approval queue replayed while the server dies midway is applied exactly once', async () => {
    const ids = await approvalPool(20, 'Fault queue');
    const before = { available: await availableBefore(await signIn('admin@demo.test')) };
    // The queue as the service worker keeps it: one intent per transfer, each with the key made
    // when the user acted; items leave the queue only when answered.
    const queue = ids.map((id, i) => ({ id, reject: i % 4 === 3, key: randomBytes(16).toString('hex') }));
    const admin = await signIn('admin@demo.test');
    const send = (token: string, item: (typeof queue)[number]) => () =>
      call('POST', 'v2/transfers/approve', {
        token,
        body: { id: item.id, reject: item.reject },
        headers: { 'idempotency-key': item.key },
      });
    const pending = [...queue];
    // Replay one by one; while item 8 is on its way the server is killed.
    for (let i = 0; i < 8; i++) {
      const answer = await send(admin, pending[0]!)();
      expect(answer.status).toBe(200);
      pending.shift();
    }
    const lost = send(admin, pending[0]!)().catch(() => null);
    await kill();
    await lost;
    // Nothing half-written: each decision whole (and the eight answered ones made), read before restarting.
    const afterKill = await readLedger(ids);
    for (const [i, q] of queue.entries()) {
      const row = afterKill.rows.find((r) => r.id === q.id)!;
      const decided = q.reject ? ['REJECTED', 0] : ['SUCCESSFUL', 1];
      if (i < 8) expect([row.status, row.debits]).toEqual(decided);
      else expect([['NEW', 0], decided]).toContainEqual([row.status, row.debits]);
    }
    // Next sync: the unanswered items, and (as if its answer had been lost too) the last answered one.
    const admin2 = await signIn('admin@demo.test');
    const replay = [queue[7]!, ...pending];
    const answers = await settle(
      replay.map((item) => ({ key: item.key, send: send(admin2, item) })),
      true,
    );
    for (const [i, item] of replay.entries()) {
      const answer = answers[i]!;
      expect(answerKind(answer.status), answer.body.message).toBe('answer');
      // The cut-off item (i = 1) may have been decided before the crash: then it reads already_decided.
      const outcomes =
        i === 1 ? [item.reject ? 'rejected' : 'approved', 'already_decided'] : [item.reject ? 'rejected' : 'approved'];
      expect(outcomes).toContain(answer.body.data?.outcome);
      if (i === 0) expect(answer.replayed).toBe(true);
    }
    const after = await readLedger(ids);
    const byId = new Map(after.rows.map((r) => [r.id, [r.status, r.debits]]));
    expect(queue.map((q) => byId.get(q.id))).toEqual(
      queue.map((q) => (q.reject ? ['REJECTED', 0] : ['SUCCESSFUL', 1])),
    );
    const paid = after.rows.filter((r) => r.status === 'SUCCESSFUL').reduce((n, r) => n + r.amount + r.fee, 0);
    expect(before.available - after.available).toBe(paid);
  }, 300_000);

  it('a bulk validation cut by SIGKILL keeps whole chunks only and finishes on the next poll', async () => {
    const member = await signIn('member@demo.test');
    const rows = 3000;
    const ref = await initiateBulk(member, rows, 'Fault validation');
    const poll = call('POST', 'v2/transfers/create_bulk/validate', {
      token: member,
      body: { validation_ref: ref },
    }).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await kill();
    await poll;
    await start();
    const member2 = await signIn('member@demo.test');
    const again = await must('POST', 'v2/transfers/create_bulk/validate', {
      token: member2,
      body: { validation_ref: ref },
    });
    // What is reported is what is stored: every judged row counted once, nothing judged twice.
    const judged = (again.payouts as { status: string }[]).filter((p) => p.status !== 'pending').length;
    expect(again.stats.processed).toBe(judged);
    expect(again.stats.valid + again.stats.invalid).toBe(again.stats.processed);
    expect(again.stats.total).toBe(rows);
    const done = again.is_done ? again : await validateToEnd(member2, ref);
    expect(done.stats).toEqual({ processed: rows, total: rows, valid: rows, invalid: 0 });
    expect(new Set((done.payouts as { page_id: number }[]).map((p) => p.page_id)).size).toBe(rows);
  }, 300_000);

  it('compliance submissions cut by SIGKILL are each wholly there or wholly absent, the status coherent, and submitting again finishes them', async () => {
    // Individual businesses of owner@demo.test (bank copied from the main account), merchant
    // information done. In the first round a quarter submit their documents for the first time (the
    // submission completes compliance); the others were completed, then rejected by the reviewer
    // (RE with a reason) and re-upload: that submission writes the compliance row and moves the
    // account back to IR in one transaction. Later rounds (only while a kill has not yet landed in
    // the middle of a burst) reject every business again and re-upload.
    const N = 16;
    const ownerStores = await signIn('owner@demo.test');
    const png = new Blob([
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    ]);
    const documents = (url: string, extra: Record<string, string> = {}) => ({
      means_of_identification: 'national-id',
      signer_valid_id: 'national-id',
      signer_valid_url: url,
      completed: true,
      ...extra,
    });
    const reject = async (id: number, reason: string) => {
      // The server restarts on another port after each kill: its origin is read at each call.
      const origin = base.replace(/\/api$/, '');
      // The reviewer's page hands out its form token (a cookie and the same value in a hidden field).
      const reviewPage = await fetch(`${origin}/sandbox/compliance`);
      const formToken = reviewPage.headers.get('set-cookie')?.match(/sandbox_form=([^;]+)/)?.[1] ?? '';
      const review = await fetch(`${origin}/sandbox/compliance/${id}/reject`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `sandbox_form=${formToken}`,
          origin,
        },
        body: new URLSearchParams({ reason, _sandbox_form: formToken }).toString(),
        redirect: 'manual',
      });
      expect(review.status).toBe(303);
    };
    const businesses = await Promise.all(
      Array.from({ length: N }, async (_, k) => {
        const { id } = (await must('POST', 'merchant/accounts/new', {
          token: ownerStores,
          body: {
            business_name: `Fault Compliance ${k + 1}`,
            business_email: `fault-compliance-${k + 1}@demo.test`,
            business_accountnumber: 'N/A',
            business_bank: '044',
            country: 'NG',
            currency: 'NGN',
            contact_person: 'Ada Obi',
            reg_meta: [{ name: 'business_type', value: 'individual' }],
            is_v2: 1,
            copy_parent: true,
          },
        })) as { id: number };
        // A login session chooses one account: each business gets its own sign-in.
        const token = await signIn('owner@demo.test', id);
        const merchantInfo = {
          registered_name: `Ada Foods ${k + 1}`,
          business_description: 'We cook and deliver meals',
          registered_address: '12 Allen Avenue, Ikeja',
          industry: 'Hospitality/Lodging',
          compliance_meta: [{ name: 'merchantFormIsCompleted', value: true }],
        };
        const rejected = k % 4 !== 0;
        return {
          id,
          token,
          merchantInfo,
          /** This round's submission completes compliance (else it re-uploads after a rejection). */
          first: !rejected,
          url: '',
          marker: undefined as string | undefined,
          previousMarker: undefined as string | undefined,
          payload: {} as Record<string, unknown>,
        };
      }),
    );
    // When to kill: at the first answer, or halfway through a burst as long as one of the same shape
    // takes now on this machine (every business submits its merchant information at once: a section
    // once submitted is locked, so this is the one burst of that shape before the rounds), whichever
    // comes first. On PGlite the answers come late (it had often stored a whole burst by the first
    // one), on PostgreSQL the submissions run side by side and commit close together. A round where the
    // kill came before or after every submission halves the window for the next.
    const calibration = Date.now();
    const merchants = await Promise.all(
      businesses.map((b) => must('POST', 'cc/compliance', { token: b.token, body: b.merchantInfo })),
    );
    const burstMs = Date.now() - calibration;
    for (const merchant of merchants) expect(merchant.completed).toBe(false);
    // Three in four have sent their documents once and will be rejected; the others send them first in round 1.
    await Promise.all(
      businesses
        .filter((b) => !b.first)
        .map(async (b) => {
          const first = await must('POST', 'cc/compliance', {
            token: b.token,
            body: documents(await upload(b.token, png, 'passport.png', 'compliance'), {
              means_of_identification: 'intl-passport',
              signer_valid_id: 'intl-passport',
            }),
          });
          expect(first).toMatchObject({ completed: true, compliance_status: 'IR' });
        }),
    );
    await Promise.all(
      businesses.filter((b) => !b.first).map((b, k) => reject(b.id, `Passport photo ${k + 1} is blurred`)),
    );
    const ids = businesses.map((b) => b.id);
    interface State {
      id: number;
      status: string;
      reason: string | null;
      completed: boolean;
      values: Record<string, string>;
      meta: { name: string; value: unknown }[];
    }
    /** What is stored, read from the database (after the kill, before the server takes a request). */
    const fromDatabase = () =>
      inDatabase(async (q) =>
        (
          await q<
            Omit<State, 'values' | 'meta'> & {
              info: { values?: Record<string, string>; compliance_meta?: State['meta'] };
            }
          >(
            `SELECT a.id, a.compliance_status AS status, a.rejection_reason AS reason, c.completed, c.info
             FROM accounts a JOIN compliance c ON c.account_id = a.id WHERE a.id = ANY($1::int[]) ORDER BY a.id`,
            [ids],
          )
        ).map(({ info, ...row }): State => ({ ...row, values: info.values ?? {}, meta: info.compliance_meta ?? [] })),
      );
    /** What is stored, as the compliance screen reads it (v2/compliance/info gives every stored field). */
    const fromApi = () =>
      Promise.all(
        businesses.map(async (b): Promise<State> => {
          const info = await must('GET', 'v2/compliance/info', { token: b.token });
          return {
            id: b.id,
            status: info.status,
            reason: info.rejection_reason,
            completed: info.completed,
            values: info.values,
            meta: info.compliance_meta,
          };
        }),
      );
    /** Each business either before this round's submission or wholly after it; answers which are after. */
    const expectWhole = (rows: State[]) => {
      expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
      const applied = new Set<number>();
      for (const b of businesses) {
        const row = rows.find((r) => r.id === b.id)!;
        const done = row.values.signer_valid_url === b.url;
        if (done) applied.add(b.id);
        const label = `business ${b.id} (${b.first ? 'first submission' : 're-upload after RE'}), ${done ? 'after' : 'before'}`;
        // The submission's own fields: all stored or none.
        const marker = done ? b.marker : b.previousMarker;
        expect([row.values.trading_name, row.values.operational_address, row.values.products], label).toEqual([
          marker,
          marker,
          marker,
        ]);
        if (b.first) {
          const flag = row.meta.some((m) => m.name === 'documentsAreSubmitted' && m.value === true);
          expect([row.completed, flag, row.status], label).toEqual(done ? [true, true, 'IR'] : [false, false, 'IR']);
        } else {
          // Compliance row and account together: the new document with IR, or the old with RE and its reason.
          expect([row.completed, row.status, row.reason === null], label).toEqual(
            done ? [true, 'IR', true] : [true, 'RE', false],
          );
        }
      }
      return applied;
    };
    const submit = (b: (typeof businesses)[number]) =>
      call('POST', 'cc/compliance', { token: b.token, body: b.payload });

    let killAfter = Math.round(burstMs / 2);
    let early = 0;
    let late = Number.POSITIVE_INFINITY;
    let landed = false;
    for (let round = 1; round <= 8 && !landed; round++) {
      await Promise.all(
        businesses.map(async (b, k) => {
          if (round > 1) {
            await reject(b.id, `Round ${round}: the ID is unreadable`);
            b.first = false;
          }
          // The upload is done before the burst: the burst is the submission alone. The payload also
          // carries fields of its own, so a half-stored submission would show.
          b.url = await upload(b.token, png, `national-id-${round}.png`, 'compliance');
          b.previousMarker = b.marker;
          b.marker = `Fault round ${round}, business ${k + 1} `.padEnd(150, '.');
          b.payload = documents(b.url, { trading_name: b.marker, operational_address: b.marker, products: b.marker });
        }),
      );
      expect(expectWhole(await fromApi()).size).toBe(0);

      // Every business submits at once; the server dies in the middle.
      const sent = Date.now();
      const burst = businesses.map((b) => submit(b).catch(() => null));
      const trigger = await Promise.race([
        Promise.race(burst).then(() => 'the first answer'),
        new Promise((resolve) => setTimeout(resolve, killAfter)).then(() => `${killAfter} ms`),
      ]);
      const killedAt = Date.now() - sent;
      await kill();
      const firstAnswers = await Promise.all(burst);
      const answered = businesses.filter((_, i) => firstAnswers[i]?.status === 200);

      const rows = await fromDatabase();
      const applied = expectWhole(rows);
      // Whatever was answered is stored.
      for (const b of answered) expect(applied.has(b.id), `answered ${b.id} is stored`).toBe(true);
      // What the app reads agrees with what is stored.
      const statuses = await Promise.all(
        businesses.map((b) => must('GET', 'v2/compliance/submit-status', { token: b.token })),
      );
      for (const [i, b] of businesses.entries()) {
        const row = rows.find((r) => r.id === b.id)!;
        expect(statuses[i], `business ${b.id}`).toEqual({
          filled: true,
          completed: row.completed,
          compliance_status: row.status,
          rejection_reason: row.status === 'RE' ? row.reason : null,
        });
      }

      // Finishing: each business submits the same section again (as the app does after an error).
      const again = await Promise.all(businesses.map(submit));
      for (const [i, b] of businesses.entries()) {
        const answer = again[i]!;
        expect(answer.status, answer.body.message).toBe(200);
        // 06: compliance was already completed (by the cut submission, or before the rejection).
        expect(answer.body.data, `business ${b.id}`).toEqual({
          responsecode: b.first && !applied.has(b.id) ? '00' : '06',
          compliance_status: 'IR',
          responsemessage: 'Compliance information submitted successfully',
          completed: true,
        });
      }
      expect(expectWhole(await fromApi()).size).toBe(N);

      console.log(
        `Compliance faults (${ENGINE}), round ${round}: a burst took ${burstMs} ms; killed at ${trigger} (${killedAt} ms after sending), ${applied.size} of ${N} submissions stored, ${answered.length} answered`,
      );
      landed = applied.size > 0 && applied.size < N;
      if (applied.size === N) late = Math.min(late, killedAt);
      if (applied.size === 0) early = Math.max(early, killedAt);
      killAfter = Number.isFinite(late) ? Math.floor((early + late) / 2) : Math.max(early * 2, burstMs);
    }
    expect(landed, 'no kill landed in the middle of a burst of submissions').toBe(true);
  }, 300_000);
});
