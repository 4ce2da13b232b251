import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/crypto';
import type { Db } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed';
import { BENCH_ACCOUNT } from '../db/seed-large';

/**
 * The row bench over HTTP: the real built server (dist-server/main.js) on the bench's PostgreSQL
 * database, one long-lived process, signed in as the bench business's owner through the API, and
 * every call the transactions, customers, settlements and overview screens make, each repeated
 * on one keep-alive connection. The server's pool hands a lone request the connection it used
 * last, so a call's statements run many times on one database session: past the fifth run,
 * where PostgreSQL may switch a named statement to its generic plan.
 */

/** Owner of the bench business, made by the bench only (no demo journey signs in as it). */
export const BENCH_OWNER_EMAIL = 'owner@bench.test';

export interface HttpCall {
  name: string;
  method: 'GET' | 'POST';
  path: string;
}

export interface HttpCallResult {
  name: string;
  path: string;
  p50: number;
  p95: number;
  p99: number;
  /** Measured runs (fewer than asked when the call takes seconds). */
  runs: number;
  /** What the answer holds, to show the call did real work (a total, a row count). */
  answer: string;
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Every call of the screens; `history` is the number of days the bench data spans (the widest range). */
export function httpCalls(sampleReference: string, sampleCustomerId: number, history: number): HttpCall[] {
  const get = (name: string, path: string, query: Record<string, string | number> = {}): HttpCall => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    return { name, method: 'GET', path: search ? `${path}?${search}` : path };
  };
  const list = 'v2/transactions/query';
  const widest = { from: day(history), to: day(0) };
  const overview = { currency: 'NGN', from: `${widest.from} 00:00:00`, to: `${widest.to} 23:59:59` };
  const analytics = (name: string) => get(`overview: ${name}`, `v2/split-analytics/${name}`, overview);
  return [
    get('transactions: first page', list),
    get('transactions: page 500 (the last the capped count offers)', list, { page: 500 }),
    get('filter: status successful', list, { status: 'successful' }),
    get('filter: status failed', list, { status: 'failed' }),
    get('filter: status pending-capture', list, { status: 'pending-capture' }),
    get('filter: currency USD', list, { currency: 'USD' }),
    get('filter: payment type ussd', list, { payment_type: 'ussd' }),
    get('filter: last 30 days', list, { from: day(30), to: day(0) }),
    get('filter: one day a year ago', list, { from: day(365), to: day(365) }),
    get('filter: whole history', list, widest),
    get('filter: amount 1,000-2,000', list, { amount_min: 100_000, amount_max: 200_000 }),
    get('filter: amount over 49,000', list, { amount_min: 4_900_000 }),
    get('filter: failed USD card, 90 days', list, {
      status: 'failed',
      currency: 'USD',
      payment_type: 'card',
      from: day(90),
      to: day(0),
    }),
    get('filter: pending-capture USD, one day a year ago', list, {
      status: 'pending-capture',
      currency: 'USD',
      from: day(365),
      to: day(365),
    }),
    get('filter: one customer', list, { customer_id: sampleCustomerId }),
    get('search: one full reference', list, { q: sampleReference }),
    get('search: reference prefix (1 in 256)', list, { q: sampleReference.slice(0, 4).toLowerCase() }),
    get('search: reference prefix (1 in 4096)', list, { q: sampleReference.slice(0, 5) }),
    get('search: customer email ada.okafor12', list, { q: 'ada.okafor12' }),
    get('search: customer name Ngozi Bello', list, { q: 'Ngozi Bello' }),
    get('search: customer phone 2348100012345', list, { q: '2348100012345' }),
    get('search: no match zzqx', list, { q: 'zzqx' }),
    get('search: failed, name Ngozi Bello', list, { q: 'Ngozi Bello', status: 'failed' }),
    get('refunds: first page', 'v2/refunds'),
    get('customers: first page', 'v2/customers/query'),
    get('customers: page 500', 'v2/customers/query', { page: 500 }),
    get('customers: search Okafor', 'v2/customers/query', { q: 'Okafor' }),
    get('customers: search ada.okafor12@', 'v2/customers/query', { q: 'ada.okafor12@' }),
    get('customers: search no match zzqx', 'v2/customers/query', { q: 'zzqx' }),
    get('customer: one customer', `v2/customers/${sampleCustomerId}`),
    get('settlements: first page', 'v2/settlements'),
    get('settlements: page 100', 'v2/settlements', { page: 100 }),
    { name: 'overview: wallets', method: 'POST', path: 'v2/merchant/wallets' },
    analytics('total_processed'),
    get('overview: transactions/overview', 'v2/transactions/overview', overview),
    analytics('daily_tx'),
    analytics('agents'),
    analytics('customer_banks'),
    analytics('customer_location'),
    analytics('customer_paymentoptions'),
    analytics('max_min_customers'),
    get('overview: customers/overview', 'v2/customers/overview', { from: overview.from, to: overview.to }),
    get('overview: settlements/gross', 'v2/settlements/gross', overview),
    get('overview: settlements/summary', 'v2/settlements/summary', overview),
    get('overview: card-settlements', 'v2/card-settlements', { currency: 'NGN', page: 1 }),
  ];
}

/** The bench business's owner with the demo password, made once (idempotent). */
export async function ensureBenchOwner(db: Db): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.execute(sql`
    INSERT INTO users (email, password_hash, first_name, last_name, is_activated)
    VALUES (${BENCH_OWNER_EMAIL}, ${hash}, 'Bench', 'Owner', true)
    ON CONFLICT (email) DO NOTHING`);
  await db.execute(sql`
    INSERT INTO memberships (account_id, user_id, role, is_owner)
    SELECT ${BENCH_ACCOUNT}, id, 'Owner', true FROM users WHERE email = ${BENCH_OWNER_EMAIL}
    ON CONFLICT DO NOTHING`);
}

export interface BenchServer {
  origin: string;
  stop(): Promise<void>;
}

/** Starts the built server on `databaseUrl`; resolves once it listens (migrations and demo seed done). */
export async function startBuiltServer(databaseUrl: string, port: number): Promise<BenchServer> {
  // BENCH_SERVER: another build's main.js (a copy of an earlier dist-server), for a before/after.
  const main = process.env.BENCH_SERVER ?? 'dist-server/main.js';
  if (!existsSync(main) || !existsSync('dist/index.html')) {
    throw new Error('the HTTP bench runs the built server: npm run build first');
  }
  const dataDir = `.tmp/bench/http-${port}`;
  mkdirSync(dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      SANDBOX: '1',
      // Production mode with the sandbox on loopback, as the other bench parts run it.
      I_UNDERSTAND_THE_SANDBOX_EXPOSES_EVERY_ACCOUNT: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Stopped early (Ctrl-C, a time cap), the bench stops its server too: signals end Node without 'exit'.
  const stopOnExit = () => child.kill('SIGTERM');
  const exitOnSignal = () => process.exit(130);
  process.once('exit', stopOnExit);
  process.once('SIGINT', exitOnSignal);
  process.once('SIGTERM', exitOnSignal);
  let output = '';
  child.stderr?.on('data', (d) => {
    output += d;
  });
  await new Promise<void>((resolve, reject) => {
    // Start-up runs migrations and VACUUM ANALYZE over the whole bench database: minutes at 10M rows.
    const timer = setTimeout(() => reject(new Error(`server on ${port} did not start:\n${output}`)), 900_000);
    child.stdout?.on('data', (d) => {
      output += d;
      if (String(d).includes('Merchant dashboard on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server on ${port} exited ${code}:\n${output}`));
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      process.off('exit', stopOnExit);
      process.off('SIGINT', exitOnSignal);
      process.off('SIGTERM', exitOnSignal);
      if (child.exitCode !== null || child.signalCode !== null) return;
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    },
  };
}

/** One socket for the whole run: a long-lived connection, as a browser keeps one to its API. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  status: number;
  body: string;
  ms: number;
}

function request(origin: string, method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      `${origin}/api/${path}`,
      {
        method,
        agent,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

async function must(origin: string, method: string, path: string, token?: string, body?: unknown) {
  const answer = await request(origin, method, path, token, body);
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${method} ${path} → ${answer.status} ${answer.body.slice(0, 200)}`);
  }
  return (JSON.parse(answer.body) as { data: Record<string, unknown> }).data;
}

/** Signs in as the bench owner through the API (login, then the business's session). */
export async function signInBenchOwner(origin: string): Promise<string> {
  const login = await must(origin, 'POST', 'login', undefined, {
    identifier: BENCH_OWNER_EMAIL,
    password: DEMO_PASSWORD,
  });
  const session = await must(origin, 'POST', 'merchant/tokens/create', login['flw-auth-token'] as string, {
    account: BENCH_ACCOUNT,
  });
  return session.token as string;
}

/** A short description of an answer: the list's total, or how many rows it holds. */
function describe(body: string): string {
  const data = (JSON.parse(body) as { data: unknown }).data;
  if (Array.isArray(data)) return `${data.length} rows`;
  if (data && typeof data === 'object') {
    const record = data as { page_info?: { total: number }; total_capped?: boolean };
    if (record.page_info) return `${record.page_info.total}${record.total_capped ? '+' : ''}`;
    return 'object';
  }
  return String(data);
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** A call whose first answer takes longer than this is measured FEW_RUNS times (it misses the budget anyway). */
const SLOW_MS = 2000;
const FEW_RUNS = 3;
const VERY_SLOW_MS = 30_000;

/** Runs each call `warmup` times unmeasured, then `runs` times measured, one after another. */
export async function measureCalls(
  origin: string,
  token: string,
  calls: HttpCall[],
  runs: number,
  warmupRuns: number,
  log: (line: string) => void,
): Promise<HttpCallResult[]> {
  const results: HttpCallResult[] = [];
  log(`\n${'call (HTTP)'.padEnd(56)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}  answer`);
  for (const call of calls) {
    let answer = '';
    const times: number[] = [];
    let warmup = warmupRuns;
    let total = warmup + runs;
    for (let i = 0; i < total; i++) {
      const a = await request(origin, call.method, call.path, token);
      if (a.status !== 200) throw new Error(`${call.method} ${call.path} → ${a.status} ${a.body.slice(0, 300)}`);
      if (i >= warmup) times.push(a.ms);
      if (i === 0) {
        answer = describe(a.body);
        // Seconds per answer: no more warm-ups, a few measured runs (it misses the budget anyway); half
        // a minute or more: that one answer is its figure.
        if (a.ms > VERY_SLOW_MS) {
          times.push(a.ms);
          total = 1;
        } else if (a.ms > SLOW_MS) {
          warmup = 1;
          total = 1 + FEW_RUNS;
        }
      }
    }
    times.sort((a, b) => a - b);
    const result = {
      name: call.name,
      path: call.path,
      p50: round(pct(times, 50)),
      p95: round(pct(times, 95)),
      p99: round(pct(times, 99)),
      runs: times.length,
      answer,
    };
    results.push(result);
    log(
      `${call.name.padEnd(56)} ${result.p50.toFixed(1).padStart(7)} ${result.p95.toFixed(1).padStart(7)} ${result.p99.toFixed(1).padStart(7)}  ${answer}`,
    );
  }
  return results;
}
