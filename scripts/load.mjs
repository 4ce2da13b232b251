#!/usr/bin/env node
/**
 * npm run load [-- --engine pglite|postgres] [--duration 60] [--warmup 5] [--connections 100]
 *                 [--requests 3000] [--port 4390] [--json file]
 *
 * Starts the built server (dist-server/) on freshly seeded data, then drives it from
 * this second process over 127.0.0.1 with keep-alive connections: a realistic mix of
 * logins, overview calls, transactions lists and searches, pending-approval lists and
 * approvals (with idempotency keys, replays and two approvers racing on the same
 * transfer), then checks the database through the API and with SQL.
 *
 * Two modes:
 * - `--requests N` (what npm test runs): sends N requests, no warm-up, and judges answers only: any
 *   5xx, a lost or doubled approval, a ledger or wallet that does not add up (exit 1). The figures are
 *   printed, never judged: on a shared machine they say how busy it was, not whether the code is right.
 * - `--duration S` (the default, what `npm run bench` runs): after a warm-up whose requests are not
 *   timed, requests per second and p50/p95/p99 per endpoint over the measured window; wrong answers
 *   exit 1, and a p99 above 500 ms exits 2 when every answer was right.
 *
 * Why not autocannon: it reports one latency histogram per run without p95; per-endpoint
 * percentiles need per-request timings, which a small keep-alive driver records exactly.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '5' },
    requests: { type: 'string' },
    connections: { type: 'string', default: '100' },
    port: { type: 'string', default: '4390' },
    pool: { type: 'string' },
    server: { type: 'string', default: 'dist-server/main.js' },
    static: { type: 'string', default: 'dist' },
    json: { type: 'string' },
  },
});
const ENGINE = args.engine;
/** Fixed mode: this many requests, answers judged, time only reported. */
const REQUESTS = args.requests === undefined ? undefined : Number(args.requests);
const FIXED = REQUESTS !== undefined;
if (FIXED && !(REQUESTS > 0)) throw new Error('--requests is a positive number');
const DURATION_MS = Number(args.duration) * 1000;
const WARMUP_MS = FIXED ? 0 : Number(args.warmup) * 1000;
const CONNECTIONS = Number(args.connections);
const PORT = Number(args.port) + (ENGINE === 'postgres' ? 1 : 0);
// A fixed run of a few thousand requests sends about a fifth of them as approvals: a pool of 150 is
// decided early, so replays (the offline queue's case) are exercised as well as first decisions and races.
const POOL = Number(args.pool ?? (FIXED ? 150 : 600));
const P99_BUDGET_MS = 500;
const PASSWORD = 'Demo-pass-2026';
const STORES = 20001;

if (!['pglite', 'postgres'].includes(ENGINE)) throw new Error('--engine is pglite or postgres');
if (!existsSync(args.server) || !existsSync(`${args.static}/index.html`)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

/** YYYY-MM-DD HH:mm:ss, `days` from now (UTC), as the analytics queries take it. */
const stamp = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS + 10 });
/** Requests sent so far (the fixed mode stops its loops at REQUESTS past the set-up's). */
let issued = 0;

/**
 * One request; resolves with status, parsed JSON body (or null), headers and milliseconds. With
 * `timed: true` (the measured reads) the body is read but not parsed: the driver shares the machine's
 * two cores with the server, so it does no work the checks do not need (as autocannon does none).
 */
function request(method, path, { token, body, headers = {}, timed = false } = {}) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    issued++;
    const started = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: `/api/${path}`,
        agent,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - started;
          let json = null;
          if (!timed || (res.statusCode ?? 0) >= 400) {
            try {
              json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {}
          }
          resolve({ status: res.statusCode ?? 0, json, headers: res.headers, ms });
        });
      },
    );
    req.on('error', (err) =>
      resolve({ status: 0, json: { message: err.message }, headers: {}, ms: performance.now() - started }),
    );
    if (payload) req.write(payload);
    req.end();
  });
}

async function must(method, path, opts) {
  const r = await request(method, path, opts);
  if (r.status < 200 || r.status >= 300) throw new Error(`${method} ${path} → ${r.status} ${r.json?.message ?? ''}`);
  return r.json?.data;
}

async function signIn(email, account = STORES) {
  const login = await must('POST', 'login', { body: { identifier: email, password: PASSWORD } });
  const session = await must('POST', 'merchant/tokens/create', {
    token: login['flw-auth-token'],
    body: { account },
  });
  return { token: session.token, userId: session.user?.id, name: email };
}

async function latestCode(email) {
  const r = await must('GET', `sandbox/outbox?to=${encodeURIComponent(email)}`);
  const entries = Array.isArray(r) ? r : [];
  return entries.find((e) => e.code)?.code ?? null;
}

/** Member makes POOL transfers needing approval through one bulk upload (one OTP). */
async function makeApprovalPool(member) {
  const rows = ['account_number,bank_code,amount,currency,narration'];
  for (let i = 0; i < POOL; i++) rows.push(`0690000032,044,${100 + (i % 50)}.00,NGN,Load test ${i + 1}`);
  const form = new FormData();
  form.set('file', new Blob([`${rows.join('\n')}\n`], { type: 'text/csv' }), 'load.csv');
  form.set('purpose', 'bulk_transfer');
  form.set('public', 'false');
  const up = await fetch(`http://127.0.0.1:${PORT}/api/v2/files/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}` },
    body: form,
  });
  const uploaded = (await up.json()).data;
  if (!up.ok) throw new Error(`upload → ${up.status}`);
  const { validation_ref } = await must('POST', 'v2/transfers/create_bulk/initiate', {
    token: member.token,
    body: { currency: 'NGN', debit_currency: 'NGN', csv_url: uploaded.url, entity: 'bank' },
  });
  for (;;) {
    const v = await must('POST', 'v2/transfers/create_bulk/validate', {
      token: member.token,
      body: { validation_ref },
    });
    if (v.is_done) {
      if (v.stats.valid !== POOL) throw new Error(`pool: ${v.stats.valid} of ${POOL} rows valid`);
      break;
    }
  }
  await must('POST', 'v2/transfers/otp', { token: member.token });
  const otp = await latestCode(member.name);
  const status = await must('POST', 'v2/transfers/create_bulk', { token: member.token, body: { validation_ref, otp } });
  // The batch's transfers, page by page (the submit answer carries only the first page).
  const ids = [];
  for (let p = 1, pages = 1; p <= pages; p++) {
    const page = await must('GET', `v2/transfers?bulk_id=${status.batch.id}&page_size=100&page=${p}`, {
      token: member.token,
    });
    pages = page.page_info.total_pages;
    ids.push(...page.transfers.filter((t) => t.status === 'NEW').map((t) => t.id));
  }
  if (ids.length !== POOL) throw new Error(`pool: ${ids.length} of ${POOL} transfers await approval`);
  return { bulkId: status.batch.id, ids };
}

function startServer() {
  // Production mode (no response checks, as deployed) with the sandbox's outbox for the sign-in codes:
  // the server refuses that pair unless told that this is meant (it listens on loopback only here).
  const env = {
    ...process.env,
    PORT: String(PORT),
    SANDBOX: '1',
    NODE_ENV: 'production',
    I_UNDERSTAND_THE_SANDBOX_EXPOSES_EVERY_ACCOUNT: '1',
    STATIC_DIR: args.static,
  };
  if (ENGINE === 'pglite') {
    const dir = `.tmp/load-data-${PORT}`;
    rmSync(dir, { recursive: true, force: true });
    mkdirSync('.tmp', { recursive: true });
    env.DATA_DIR = dir;
    env.DATABASE_URL = '';
  } else {
    env.DATABASE_URL = loadDatabaseUrl;
  }
  // LOAD_SERVER_NODE_ARGS: extra node flags for the server, e.g. --cpu-prof to see where its time goes.
  const nodeArgs = process.env.LOAD_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, args.server], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  // Stopped early (Ctrl-C, a caller's time cap): the server goes too, freeing its port.
  process.once('exit', () => child.kill('SIGTERM'));
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));
  let errors = '';
  child.stderr.on('data', (d) => {
    errors += d;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${errors}`)), 120_000);
    child.stdout.on('data', (d) => {
      if (String(d).includes('Merchant dashboard on')) {
        clearTimeout(timer);
        resolve({ child, errors: () => errors });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}:\n${errors}`)));
  });
}

let loadDatabaseUrl = '';
// One database per port: several checkouts share this PostgreSQL, each load run on its own port.
const LOAD_DATABASE = `merchant_load_${PORT}`;
const adminUrl = () => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
async function freshPostgres() {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${LOAD_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${LOAD_DATABASE}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${LOAD_DATABASE}`;
  loadDatabaseUrl = url.toString();
}
async function dropPostgres() {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${LOAD_DATABASE} WITH (FORCE)`).finally(() => admin.end());
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main() {
  let passed = false;
  if (ENGINE === 'postgres') await freshPostgres();
  const server = await startServer();
  try {
    console.log(
      FIXED
        ? `Load on ${ENGINE}: ${CONNECTIONS} connections, ${REQUESTS} requests, answers checked (no latency verdict), on port ${PORT}`
        : `Load on ${ENGINE}: ${CONNECTIONS} connections for ${DURATION_MS / 1000} s after a ${WARMUP_MS / 1000} s warm-up, on port ${PORT}`,
    );
    const [owner, admin, member] = await Promise.all([
      signIn('owner@demo.test'),
      signIn('admin@demo.test'),
      signIn('member@demo.test'),
    ]);
    const before = await must('POST', 'v2/merchant/wallets', { token: owner.token });
    const pool = await makeApprovalPool(member);
    console.log(`Approval pool: ${pool.ids.length} transfers awaiting approval (bulk ${pool.bulkId})`);

    const stats = new Map();
    let warmup5xx = 0;
    // The measured window starts after the warm-up (set below); requests sent before it are not timed.
    let measureFrom = Number.POSITIVE_INFINITY;
    const record = (name, r) => {
      if (performance.now() - r.ms < measureFrom) {
        if (r.status >= 500 || r.status === 0) warmup5xx++;
        return;
      }
      let s = stats.get(name);
      if (!s) {
        s = { times: [], count: 0, non2xx: 0, s5xx: 0, statuses: {} };
        stats.set(name, s);
      }
      s.times.push(r.ms);
      s.count++;
      s.statuses[r.status] = (s.statuses[r.status] ?? 0) + 1;
      if (r.status < 200 || r.status >= 300) s.non2xx++;
      if (r.status >= 500 || r.status === 0) s.s5xx++;
    };

    // The approvals by kind, for the reader (the budget is per endpoint): a first decision is three
    // statements, a racing loser four, a replay one.
    const kinds = new Map();
    const recordKind = (kind, r) => {
      if (performance.now() - r.ms < measureFrom) return;
      if (!kinds.has(kind)) kinds.set(kind, []);
      kinds.get(kind).push(r.ms);
    };

    // Approvals: each transfer is decided by owner or admin; a share race (both at once) and a
    // share are replayed with the same key. Every 200 'approved' answer is remembered per id.
    const approvedAnswers = new Map(); // id → count of first (non-replayed) approved answers
    const replayMismatch = [];
    let next = 0;
    const sent = [];
    const approveOnce = async (who, id, key, kind = 'first') => {
      const r = await request('POST', 'v2/transfers/approve', {
        token: who.token,
        body: { id, reject: false },
        headers: { 'idempotency-key': key },
      });
      record('POST v2/transfers/approve', r);
      recordKind(kind, r);
      if (r.status === 200 && r.json?.data?.outcome === 'approved' && r.headers['idempotent-replayed'] !== 'true') {
        approvedAnswers.set(id, (approvedAnswers.get(id) ?? 0) + 1);
      }
      return r;
    };
    const scenarios = {
      login: async (i) => {
        const email = ['owner@demo.test', 'admin@demo.test', 'member@demo.test'][i % 3];
        record(
          'POST login',
          await request('POST', 'login', { body: { identifier: email, password: PASSWORD }, timed: true }),
        );
      },
      overview: async (i) => {
        // What overview/total asks for: balances, the total and its chart series over a date range.
        const t = [owner, admin, member][i % 3].token;
        const days = [1, 7, 30, 365][i % 4];
        const range = `currency=NGN&from=${encodeURIComponent(stamp(-days))}&to=${encodeURIComponent(stamp(0))}`;
        record('POST v2/merchant/wallets', await request('POST', 'v2/merchant/wallets', { token: t, timed: true }));
        record(
          'GET v2/split-analytics/total_processed',
          await request('GET', `v2/split-analytics/total_processed?${range}`, { token: t, timed: true }),
        );
        record(
          'GET v2/transactions/overview',
          await request('GET', `v2/transactions/overview?${range}`, { token: t, timed: true }),
        );
      },
      transactions: async (i) => {
        const t = [owner, admin][i % 2].token;
        const page = 1 + (i % 20);
        record(
          'GET v2/transactions/query',
          await request('GET', `v2/transactions/query?page=${page}&page_size=20`, { token: t, timed: true }),
        );
        const q = ['Amaka', 'DSTX0000', 'Order', 'obi@example', 'zzz-none'][i % 5];
        record(
          'GET v2/transactions/query?q',
          await request('GET', `v2/transactions/query?q=${encodeURIComponent(q)}`, { token: t, timed: true }),
        );
      },
      pending: async (i) => {
        const t = [owner, admin][i % 2].token;
        record(
          'GET v2/transfers (pending approvals)',
          await request('GET', 'v2/transfers?status=NEW&requires_approval=1&list_pending_approvals=1&page=1', {
            token: t,
            timed: true,
          }),
        );
      },
      approvals: async (i) => {
        if (next < pool.ids.length) {
          const id = pool.ids[next++];
          const key = randomBytes(16).toString('hex');
          if (i % 5 === 0) {
            // Two approvers at once, each with its own key: exactly one may win.
            await Promise.all([
              approveOnce(owner, id, key, 'race'),
              approveOnce(admin, id, randomBytes(16).toString('hex'), 'race'),
            ]);
          } else {
            const r = await approveOnce(i % 2 ? owner : admin, id, key);
            sent.push({ who: i % 2 ? owner : admin, id, key, first: r });
          }
        } else if (sent.length > 0) {
          // Pool used up: replays (what an offline queue does after a lost answer).
          const s = sent[i % sent.length];
          const r = await approveOnce(s.who, s.id, s.key, 'replay');
          if (r.status !== s.first.status || r.json?.data?.outcome !== s.first.json?.data?.outcome) {
            replayMismatch.push({ id: s.id, first: s.first.status, again: r.status });
          }
        } else {
          await new Promise((res) => setTimeout(res, 50));
        }
      },
    };
    // The mix of connections (of 100): 2 signing in back to back, 31 overview, 31 transactions, 16 pending,
    // 20 approvals. Two sign-in loops still make about 1 % of the requests sign-ins (a real user signs in
    // once and then works for many minutes). It was 5: each sign-in's scrypt costs ~90 ms of CPU, so at
    // about 8 a second they alone took 37 % of the machine's two cores, more than all the reads together.
    const share = { login: 0.02, overview: 0.31, transactions: 0.31, pending: 0.16, approvals: 0.2 };
    const workers = [];
    // A warm-up first, the same mix untimed: the server's JIT, the database pool's connections and the
    // first plans of each statement, and the 100 connections opening at once, are start-up costs, not
    // the latency under load. Its answers still count for 5xx and for the approvals checked after.
    const started = performance.now() + WARMUP_MS;
    measureFrom = started;
    const deadline = started + DURATION_MS;
    const stopAt = issued + (REQUESTS ?? 0);
    const going = FIXED ? () => issued < stopAt : () => performance.now() < deadline;
    for (const [name, part] of Object.entries(share)) {
      const n = Math.max(1, Math.round(CONNECTIONS * part));
      for (let w = 0; w < n; w++) {
        workers.push(
          (async () => {
            let i = w;
            while (going()) {
              await scenarios[name](i);
              i += n;
            }
          })(),
        );
      }
    }
    await Promise.all(workers);
    const seconds = (performance.now() - started) / 1000;

    // The table.
    const rows = [];
    let failed = [];
    // Latency over budget is kept apart from wrong answers: a slow spell of a shared machine makes the
    // first, never a 5xx or a lost or doubled approval. Only the duration mode judges latency.
    const slow = [];
    let total = 0;
    for (const [name, s] of [...stats.entries()].sort()) {
      const sorted = [...s.times].sort((a, b) => a - b);
      total += s.count;
      const row = {
        endpoint: name,
        requests: s.count,
        rps: (s.count / seconds).toFixed(1),
        p50: percentile(sorted, 50).toFixed(0),
        p95: percentile(sorted, 95).toFixed(0),
        p99: percentile(sorted, 99).toFixed(0),
        statuses: Object.entries(s.statuses)
          .map(([k, v]) => `${k}×${v}`)
          .join(' '),
      };
      rows.push(row);
      if (s.s5xx > 0) failed.push(`${name}: ${s.s5xx} answers 5xx or no answer`);
      if (!FIXED && Number(row.p99) > P99_BUDGET_MS) slow.push(`${name}: p99 ${row.p99} ms > ${P99_BUDGET_MS} ms`);
    }
    if (warmup5xx > 0) failed.push(`${warmup5xx} answers 5xx or no answer during the warm-up`);
    const all = [...stats.values()].flatMap((s) => s.times).sort((a, b) => a - b);

    // The database after: every approved answer is a SUCCESSFUL transfer with one ledger debit,
    // no transfer was approved twice, and the wallet moved by exactly the approved amounts.
    const list = await must('GET', `v2/transfers?bulk_id=${pool.bulkId}&page_size=100&page=1`, { token: owner.token });
    const transfers = [...list.transfers];
    for (let p = 2; p <= list.page_info.total_pages; p++) {
      const more = await must('GET', `v2/transfers?bulk_id=${pool.bulkId}&page_size=100&page=${p}`, {
        token: owner.token,
      });
      transfers.push(...more.transfers);
    }
    const byId = new Map(transfers.map((t) => [t.id, t]));
    let approved = 0;
    let expectedDebit = 0;
    for (const [id, n] of approvedAnswers) {
      if (n > 1) failed.push(`transfer ${id} approved ${n} times`);
      const t = byId.get(id);
      if (t?.status !== 'SUCCESSFUL') failed.push(`transfer ${id} answered approved but is ${t?.status ?? 'missing'}`);
      else {
        approved++;
        expectedDebit += t.amount + t.fee;
      }
    }
    const decided = transfers.filter((t) => t.status !== 'NEW');
    if (decided.length !== approvedAnswers.size) {
      failed.push(`${decided.length} transfers decided but ${approvedAnswers.size} approvals answered`);
    }
    if (replayMismatch.length > 0)
      failed.push(`${replayMismatch.length} replays answered differently than the first time`);
    const after = await must('POST', 'v2/merchant/wallets', { token: owner.token });
    const ngn = (w) => w.find((x) => x.wallet_currency_code === 'NGN');
    const moved = ngn(before).available_balance - ngn(after).available_balance;
    if (moved !== expectedDebit)
      failed.push(`NGN wallet moved ${moved}, approved transfers add up to ${expectedDebit}`);
    const ledger = await must('GET', 'v2/wallets/history?currency=NGN&page_size=100&page=1', { token: owner.token });
    const debits = new Map();
    for (let p = 1, pages = ledger.page_info.total_pages; p <= pages; p++) {
      const page =
        p === 1
          ? ledger
          : await must('GET', `v2/wallets/history?currency=NGN&page_size=100&page=${p}`, { token: owner.token });
      for (const e of page.entries) if (e.type === 'D') debits.set(e.reference, (debits.get(e.reference) ?? 0) + 1);
    }
    for (const id of approvedAnswers.keys()) {
      const t = byId.get(id);
      if (t && debits.get(t.reference) !== 1)
        failed.push(`transfer ${id} has ${debits.get(t.reference) ?? 0} ledger debits`);
    }
    if (server.errors().match(/Error|error/)) console.log(`Server stderr:\n${server.errors().slice(0, 2000)}`);

    // And straight from the database, with the server stopped: each transfer of the pool decided at most
    // once, every approved one has exactly one wallet debit, and nothing else moved.
    await stopServer(server.child);
    const db = await checkDatabase(pool.bulkId, [...approvedAnswers.keys()]);
    failed.push(...db.problems);

    const lines = [
      `Engine: ${ENGINE}, ${CONNECTIONS} connections, ${seconds.toFixed(0)} s, ${total} requests, ${(total / seconds).toFixed(0)} req/s overall (p50 ${percentile(all, 50).toFixed(0)} ms, p95 ${percentile(all, 95).toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms)`,
      `Approvals: ${approved} transfers approved once each of ${pool.ids.length} in the pool; ledger and wallet checked`,
      '',
      '| endpoint | requests | req/s | p50 ms | p95 ms | p99 ms | statuses |',
      '|---|---:|---:|---:|---:|---:|---|',
      ...rows.map(
        (r) => `| ${r.endpoint} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.statuses} |`,
      ),
      '',
      `Approvals by kind (count, p50 / p99 ms): ${[...kinds.entries()]
        .map(([kind, times]) => {
          const sorted = times.sort((a, b) => a - b);
          return `${kind} ${sorted.length}, ${percentile(sorted, 50).toFixed(0)} / ${percentile(sorted, 99).toFixed(0)}`;
        })
        .join('; ')}`,
    ];
    console.log(lines.join('\n'));
    mkdirSync('.tmp/load', { recursive: true });
    writeFileSync(`.tmp/load/summary-${ENGINE}.md`, `${lines.join('\n')}\n`);
    const wrong = [...new Set(failed)];
    if (args.json) {
      mkdirSync(dirname(args.json), { recursive: true });
      const summary = {
        engine: ENGINE,
        mode: FIXED ? 'requests' : 'duration',
        connections: CONNECTIONS,
        seconds: Number(seconds.toFixed(1)),
        requests: total,
        rps: Number((total / seconds).toFixed(1)),
        p50: Number(percentile(all, 50).toFixed(0)),
        p95: Number(percentile(all, 95).toFixed(0)),
        p99: Number(percentile(all, 99).toFixed(0)),
        endpoints: rows.map((r) => ({ ...r, rps: Number(r.rps), p50: +r.p50, p95: +r.p95, p99: +r.p99 })),
        approved,
        pool: pool.ids.length,
        wrong,
        slow,
      };
      writeFileSync(args.json, `${JSON.stringify(summary, null, 2)}\n`);
    }
    if (wrong.length > 0 || slow.length > 0) {
      failed = [...slow, ...wrong];
      console.error(`\nLoad ${FIXED ? 'check' : 'run'} FAILED:\n- ${failed.slice(0, 30).join('\n- ')}`);
      // Exit 2: every answer right, only latency over budget; exit 1: wrong answers.
      process.exitCode = wrong.length > 0 ? 1 : 2;
    } else {
      passed = true;
      console.log(
        FIXED ? '\nLoad check passed: every answer right.' : `\nLoad within budget (p99 ≤ ${P99_BUDGET_MS} ms).`,
      );
    }
  } finally {
    await stopServer(server.child);
    agent.destroy();
    if (ENGINE === 'postgres') await dropPostgres().catch(() => undefined);
    // A passing run's data goes (about 90 MB); a failing run's stays to be looked at.
    else if (passed) rmSync(`.tmp/load-data-${PORT}`, { recursive: true, force: true });
  }
}

function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Reads the pool's transfers and their wallet entries with SQL (PGlite data dir or PostgreSQL). */
async function checkDatabase(bulkId, approvedIds) {
  let query;
  let close;
  if (ENGINE === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const client = await PGlite.create({ dataDir: `.tmp/load-data-${PORT}`, extensions: { pg_trgm } });
    query = async (sql, params) => (await client.query(sql, params)).rows;
    close = () => client.close();
  } else {
    const client = new pg.Client({ connectionString: loadDatabaseUrl });
    await client.connect();
    query = async (sql, params) => (await client.query(sql, params)).rows;
    close = () => client.end();
  }
  const problems = [];
  try {
    const rows = await query(
      `SELECT t.id, t.status, t.approved_by,
              (SELECT count(*)::int FROM wallet_entries e WHERE e.type = 'D' AND (e.transfer_id = t.id OR e.reference = t.reference)) AS debits
         FROM transfers t WHERE t.bulk_id = $1`,
      [bulkId],
    );
    const approved = new Set(approvedIds);
    for (const r of rows) {
      const decided = r.status !== 'NEW';
      if (approved.has(r.id) && r.status !== 'SUCCESSFUL')
        problems.push(`db: transfer ${r.id} answered approved, stored ${r.status}`);
      if (!approved.has(r.id) && decided)
        problems.push(`db: transfer ${r.id} is ${r.status} but no approval was answered`);
      if (r.status === 'SUCCESSFUL' && r.debits !== 1)
        problems.push(`db: transfer ${r.id} has ${r.debits} wallet debits`);
      if (r.status === 'NEW' && r.debits !== 0)
        problems.push(`db: pending transfer ${r.id} has ${r.debits} wallet debits`);
    }
    const successful = rows.filter((r) => r.status === 'SUCCESSFUL').length;
    console.log(
      `Database: ${rows.length} pool transfers, ${successful} SUCCESSFUL with one debit each, ${rows.length - successful} still pending`,
    );
  } finally {
    await close();
  }
  return { problems };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
