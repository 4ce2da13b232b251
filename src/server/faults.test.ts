import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Faults (issue 4): the real server in its own process, killed with SIGKILL in the middle of an
 * approval burst, an offline-queue replay and a bulk validation, then restarted on the same
 * database. Nothing may be half-written, and finishing the operation (replaying with the same
 * idempotency keys, polling the validation again) must apply every decision exactly once.
 * Runs on PGlite (a data directory) and, in the server-pg project, on PostgreSQL.
 */

const ENGINE = process.env.TEST_DB_ENGINE === 'pg' ? 'pg' : 'pglite';
const PORT = 4306 + (ENGINE === 'pg' ? 1 : 0);
const BASE = `http://127.0.0.1:${PORT}/api`;
const DATA_DIR = `.tmp/faults-data-${PORT}`;
const PASSWORD = 'Demo-pass-2026';
const STORES = 20001;
let databaseUrl = '';

let server: ChildProcess | undefined;

async function start(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      DATABASE_URL: databaseUrl,
      SANDBOX: '1',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 170_000);
    child.stdout?.on('data', (d) => {
      log += d;
      if (log.includes('Merchant dashboard on')) {
        clearTimeout(timer);
        resolve();
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
  const res = await fetch(`${BASE}/${path}`, {
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

async function signIn(email: string): Promise<string> {
  const login = await must('POST', 'login', { body: { identifier: email, password: PASSWORD } });
  const session = await must('POST', 'merchant/tokens/create', {
    token: login['flw-auth-token'],
    body: { account: STORES },
  });
  return session.token;
}

/** Uploads a CSV of `rows` valid NGN payouts and starts its validation; answers the validation ref. */
async function initiateBulk(token: string, rows: number, label: string): Promise<string> {
  const lines = ['account_number,bank_code,amount,currency,narration'];
  for (let i = 0; i < rows; i++) lines.push(`0690000032,044,${100 + (i % 50)}.00,NGN,${label} ${i + 1}`);
  const form = new FormData();
  form.set('file', new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' }), `${label}.csv`);
  form.set('purpose', 'bulk_transfer');
  form.set('public', 'false');
  const up = await fetch(`${BASE}/v2/files/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const uploaded = (await up.json()).data;
  if (!up.ok) throw new Error(`upload → ${up.status}`);
  const { validation_ref } = await must('POST', 'v2/transfers/create_bulk/initiate', {
    token,
    body: { currency: 'NGN', debit_currency: 'NGN', csv_url: uploaded.url, entity: 'bank' },
  });
  return validation_ref;
}

async function validateToEnd(token: string, ref: string) {
  for (;;) {
    const v = await must('POST', 'v2/transfers/create_bulk/validate', { token, body: { validation_ref: ref } });
    if (v.is_done) return v;
  }
}

/**
 * Sends until the answer is not the idempotency store's bare 409 (the same key still in flight: a
 * request the crash cut off stays so until it is stale, IN_FLIGHT_STALE_SECONDS = 60), as the
 * service worker's queue does (sw/approval-queue.ts keeps such items for the next sync).
 */
async function untilSettled(send: () => Promise<Answer>): Promise<Answer> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const answer = await send();
    if (!(answer.status === 409 && answer.body.data === undefined) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
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

/** The NGN wallet's available balance and, per pool transfer, its status and wallet debits (SQL). */
async function readLedger(ids: number[]) {
  await kill();
  let rows: { id: number; status: string; amount: number; fee: number; debits: number }[];
  let available: number;
  const sql = `SELECT t.id, t.status, t.amount::float8 AS amount, t.fee::float8 AS fee,
      (SELECT count(*)::int FROM wallet_entries e WHERE e.type = 'D' AND (e.transfer_id = t.id OR e.reference = t.reference)) AS debits
    FROM transfers t WHERE t.id = ANY($1::int[]) ORDER BY t.id`;
  const walletSql = `SELECT available_balance::float8 AS available FROM wallets WHERE account_id = $1 AND currency = 'NGN'`;
  if (ENGINE === 'pg') {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    rows = (await client.query(sql, [ids])).rows;
    available = (await client.query(walletSql, [STORES])).rows[0].available;
    await client.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const client = await PGlite.create({ dataDir: DATA_DIR, extensions: { pg_trgm } });
    rows = (await client.query<(typeof rows)[number]>(sql, [ids])).rows;
    available = (await client.query<{ available: number }>(walletSql, [STORES])).rows[0]!.available;
    await client.close();
  }
  await start();
  return { rows, available };
}

beforeAll(async () => {
  if (ENGINE === 'pg') {
    const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS merchant_faults WITH (FORCE)');
    await admin.query('CREATE DATABASE merchant_faults');
    await admin.end();
    const url = new URL(base);
    url.pathname = '/merchant_faults';
    databaseUrl = url.toString();
  } else {
    rmSync(DATA_DIR, { recursive: true, force: true });
    mkdirSync('.tmp', { recursive: true });
  }
  await start();
}, 200_000);

afterAll(async () => {
  await kill();
  if (ENGINE === 'pglite') rmSync(DATA_DIR, { recursive: true, force: true });
});

describe(`SIGKILL mid-operation (${ENGINE})`, () => {
  it('an approval burst cut by SIGKILL is finished by replaying the same keys: each transfer debited once', async () => {
    const ids = await approvalPool(60, 'Fault approvals');
    const before = await readLedger(ids);
    expect(before.rows.every((r) => r.status === 'NEW' && r.debits === 0)).toBe(true);
    const owner = await signIn('owner@demo.test');
    const keys = new Map(ids.map((id) => [id, randomBytes(16).toString('hex')]));
    const approve = (id: number) =>
      call('POST', 'v2/transfers/approve', {
        token: owner,
        body: { id, reject: false },
        headers: { 'idempotency-key': keys.get(id)! },
      }).catch(() => null);

    // All 60 at once; the server dies as soon as the first answers come back.
    const burst = ids.map(approve);
    await Promise.race(burst);
    await kill();
    const firstAnswers = await Promise.all(burst);
    const answeredBeforeKill = firstAnswers.filter((a) => a?.status === 200);
    expect(answeredBeforeKill.length).toBeGreaterThan(0);
    expect(answeredBeforeKill.length).toBeLessThan(ids.length);

    // Restarted: nothing half-written (a transfer is NEW without a debit or SUCCESSFUL with one).
    await start();
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

    // Finishing: every item again with its own key, twice (an answer lost on the way is replayed).
    const owner2 = await signIn('owner@demo.test');
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(
        ids.map((id) =>
          untilSettled(() =>
            call('POST', 'v2/transfers/approve', {
              token: owner2,
              body: { id, reject: false },
              headers: { 'idempotency-key': keys.get(id)! },
            }),
          ),
        ),
      );
      for (const a of answers) {
        expect(a.status, a.body.message).toBeLessThan(500);
        expect(['approved', 'already_decided']).toContain(a.body.data?.outcome);
      }
    }
    const finished = await readLedger(ids);
    expect(finished.rows.map((r) => [r.status, r.debits])).toEqual(ids.map(() => ['SUCCESSFUL', 1]));
    expect(before.available - finished.available).toBe(finished.rows.reduce((n, r) => n + r.amount + r.fee, 0));
  }, 400_000);

  it('an offline approval queue replayed while the server dies midway is applied exactly once', async () => {
    const ids = await approvalPool(20, 'Fault queue');
    const before = await readLedger(ids);
    // The queue as the service worker keeps it: one intent per transfer, each with the key made
    // when the user acted; items leave the queue only when answered.
    const queue = ids.map((id, i) => ({ id, reject: i % 4 === 3, key: randomBytes(16).toString('hex') }));
    const admin = await signIn('admin@demo.test');
    const send = (token: string, item: (typeof queue)[number]) =>
      call('POST', 'v2/transfers/approve', {
        token,
        body: { id: item.id, reject: item.reject },
        headers: { 'idempotency-key': item.key },
      });
    const pending = [...queue];
    // Replay one by one; while item 8 is on its way the server is killed.
    for (let i = 0; i < 8; i++) {
      const answer = await send(admin, pending[0]!);
      expect(answer.status).toBe(200);
      pending.shift();
    }
    const lost = send(admin, pending[0]!).catch(() => null);
    await kill();
    await lost;
    await start();
    // Next sync: the unanswered items, and (as if its answer had been lost too) the last answered one.
    const admin2 = await signIn('admin@demo.test');
    const replay = [queue[7]!, ...pending];
    for (const [i, item] of replay.entries()) {
      const answer = await untilSettled(() => send(admin2, item));
      expect(answer.status, answer.body.message).toBeLessThan(500);
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
  }, 400_000);

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
  }, 400_000);
});
