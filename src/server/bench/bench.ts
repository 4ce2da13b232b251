import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client';
import { seed } from '../db/seed';
import { BENCH_ACCOUNT, seedLarge } from '../db/seed-large';
import {
  ensureBenchOwner,
  type HttpCallResult,
  httpCalls,
  measureCalls,
  signInBenchOwner,
  startBuiltServer,
} from './http-calls';
import type { SessionInfo } from '../http';
import { customerPaymentOptions, dailyTx, totalProcessed, transactionsOverview } from '../modules/overview/insights';
import { rangeOf } from '../modules/overview/range';
import { listCustomers } from '../modules/customers/service';
import { listRefunds, listTransactions } from '../modules/transactions/service';

/**
 * npm run bench:rows [-- --payments 10000000 --json file --port 4470 --seed-only]: list, filter, search,
 * customers, settlements and overview latency over `--payments` payments (BENCH_TRANSACTIONS, default
 * 1,000,000; customers a tenth of that).
 * - In process (the query services' SQL and row mapping, no HTTP) on PGlite (BENCH_DATA_DIR, default
 *   ./.bench-data, at 1M only by default) and PostgreSQL.
 * - Over HTTP on PostgreSQL: the built server (npm run build) on the bench database, signed in as the
 *   bench owner, every call of the screens repeated on one long-lived connection (http-calls.ts). Its
 *   p95 budget (50 ms per call) is the verdict: exit 1 when a call misses it.
 * PostgreSQL is used when DATABASE_URL is set, in its own database per size on that server
 * (BENCH_PG_DATABASE, default merchant_bench_1m, merchant_bench_10m ...). Both engines keep their rows
 * between runs, so only the first run seeds; the seeding time is kept with the database (its comment)
 * and reported with its size. BENCH_ENGINES=pglite or pg runs one engine; --seed-only seeds and stops;
 * --http-only skips the in-process scenarios.
 * One part of `npm run bench` (scripts/bench/), which reads the --json file.
 */
const { values: args } = parseArgs({
  options: {
    json: { type: 'string' },
    payments: { type: 'string' },
    port: { type: 'string' },
    'seed-only': { type: 'boolean' },
    'http-only': { type: 'boolean' },
  },
});
const COUNT = Number(args.payments ?? process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** Unmeasured runs before the measured ones; with them, each call's statements run RUNS + 3 times. */
const WARMUP = 3;
/** p95 budget of every call over HTTP on PostgreSQL, ms (the in-process figures are reported). */
const P95_BUDGET_MS = 50;
/** Days the bench payments span (seed-large.ts). */
const HISTORY_DAYS = 1095;
/** 1m, 10m, 250k: names the per-size database and data directory. */
const SIZE = COUNT % 1_000_000 === 0 ? `${COUNT / 1_000_000}m` : COUNT % 1000 === 0 ? `${COUNT / 1000}k` : `${COUNT}`;

interface ScenarioResult {
  name: string;
  p50: number;
  p95: number;
  total: string;
}
interface EngineResult {
  engine: 'pglite' | 'postgres';
  payments: number;
  customers: number;
  runs: number;
  /** How long seeding took (kept with the database when an earlier run seeded it); null when unknown. */
  seedMs: number | null;
  /** pg_database_size of the bench database (PostgreSQL) or PGlite's data, bytes. */
  databaseBytes: number;
  scenarios: ScenarioResult[];
  worstP95: number;
  /** The calls over HTTP (PostgreSQL only), with their worst p95. */
  http?: { runs: number; calls: HttpCallResult[]; worstP95: number; loadAverage: [number, number] };
}
const results: EngineResult[] = [];
const session: SessionInfo = { id: 0, userId: 1, accountId: BENCH_ACCOUNT, kind: 'account', role: 'Owner' };

/** A real reference of the bench data (read once it exists). */
let sampleReference = '';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const overviewScope = (daysBack: number) => ({
  accountId: BENCH_ACCOUNT,
  currency: 'NGN',
  range: rangeOf({ from: day(daysBack), to: day(0) }),
});

type Scenario = [name: string, run: (db: Database['db']) => Promise<unknown>];
const scenarios: Scenario[] = [
  ['list: first page', (db) => listTransactions(db, session, {})],
  ['list: page 50', (db) => listTransactions(db, session, { page: 50 })],
  ['filter: status failed', (db) => listTransactions(db, session, { status: 'failed' })],
  ['filter: status pending-capture', (db) => listTransactions(db, session, { status: 'pending-capture' })],
  ['filter: currency USD', (db) => listTransactions(db, session, { currency: 'USD' })],
  ['filter: payment type ussd', (db) => listTransactions(db, session, { payment_type: 'ussd' })],
  ['filter: last 30 days', (db) => listTransactions(db, session, { from: day(30), to: day(0) })],
  ['filter: one day a year ago', (db) => listTransactions(db, session, { from: day(365), to: day(365) })],
  ['filter: amount 1,000-2,000', (db) => listTransactions(db, session, { amount_min: 100_000, amount_max: 200_000 })],
  [
    'filter: failed USD card, 90 days',
    (db) =>
      listTransactions(db, session, {
        status: 'failed',
        currency: 'USD',
        payment_type: 'card',
        from: day(90),
        to: day(0),
      }),
  ],
  ['search: one full reference', (db) => listTransactions(db, session, { q: sampleReference })],
  [
    'search: reference prefix (1 in 256)',
    (db) => listTransactions(db, session, { q: sampleReference.slice(0, 4).toLowerCase() }),
  ],
  ['search: reference prefix (1 in 4096)', (db) => listTransactions(db, session, { q: sampleReference.slice(0, 5) })],
  ['search: customer email ada.okafor12', (db) => listTransactions(db, session, { q: 'ada.okafor12' })],
  ['search: customer name Ngozi Bello', (db) => listTransactions(db, session, { q: 'Ngozi Bello' })],
  ['search: no match zzqx', (db) => listTransactions(db, session, { q: 'zzqx' })],
  ['customers: search Okafor', (db) => listCustomers(db, session, { q: 'Okafor' })],
  ['refunds: first page', (db) => listRefunds(db, session, {})],
  // The overview's figures over its widest preset (a year to today) and Today: read from the rollups.
  ['overview: earnings, 365 days', (db) => transactionsOverview(db, overviewScope(365))],
  ['overview: total processed, 365 days', (db) => totalProcessed(db, overviewScope(365))],
  ['overview: hours of the day, 365 days', (db) => dailyTx(db, overviewScope(365))],
  ['overview: payment options, 365 days', (db) => customerPaymentOptions(db, overviewScope(365))],
  ['overview: earnings, today', (db) => transactionsOverview(db, overviewScope(0))],
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Seeds (once) and measures the query services in process; the engine's result without HTTP figures. */
async function benchEngine(name: string, database: Database): Promise<EngineResult> {
  console.log(`\n== ${name}: preparing ${COUNT.toLocaleString('en-US')} payments`);
  await database.migrate();
  await seed(database.db);
  const started = performance.now();
  const seeded = await seedLarge(database.db, COUNT, (line) => console.log(line));
  const seedMs = seeded ? Math.round(performance.now() - started) : await seedTimeKept(database);
  if (seeded && seedMs !== null) await keepSeedTime(database, seedMs);
  const [size] = rowsOf<{ bytes: string }>(
    await database.db.execute(sql`SELECT pg_database_size(current_database()) AS bytes`),
  );
  const databaseBytes = Number(size?.bytes ?? 0);
  console.log(
    `seeding: ${seedMs === null ? 'unknown' : `${(seedMs / 1000).toFixed(0)} s`}${seeded ? '' : ' (an earlier run)'}; database ${(databaseBytes / 2 ** 30).toFixed(2)} GiB`,
  );
  const [picked] = rowsOf<{ reference: string; customer_id: number }>(
    await database.db.execute(
      sql`SELECT reference, customer_id FROM transactions WHERE account_id = ${BENCH_ACCOUNT} ORDER BY id OFFSET ${Math.floor(COUNT / 2)} LIMIT 1`,
    ),
  );
  sampleReference = picked!.reference;
  sampleCustomerId = Number(picked!.customer_id);
  const base = {
    engine: database.kind === 'pg' ? ('postgres' as const) : ('pglite' as const),
    payments: COUNT,
    customers: Math.max(1000, Math.floor(COUNT / 10)),
    runs: RUNS,
    seedMs,
    databaseBytes,
  };
  if (args['seed-only'] || args['http-only']) return { ...base, scenarios: [], worstP95: 0 };
  console.log(`\n${'scenario (in process)'.padEnd(40)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  total`);
  let worst = 0;
  const measured: ScenarioResult[] = [];
  for (const [label, run] of scenarios) {
    for (let i = 0; i < WARMUP; i++) await run(database.db);
    const times: number[] = [];
    let total = '';
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const out = (await run(database.db)) as { page_info?: { total: number }; total_capped?: boolean };
      times.push(performance.now() - t0);
      // Lists answer their total; overview figures their rows (or one object).
      const rows = [out].flat().length;
      total = out.page_info
        ? `${out.page_info.total}${out.total_capped ? '+' : ''}`
        : `${rows} row${rows === 1 ? '' : 's'}`;
    }
    times.sort((a, b) => a - b);
    const p95 = pct(times, 95);
    worst = Math.max(worst, p95);
    measured.push({ name: label, p50: round(pct(times, 50)), p95: round(p95), total });
    console.log(`${label.padEnd(40)} ${pct(times, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}  ${total}`);
  }
  console.log(`worst p95 in process on ${name}: ${worst.toFixed(1)} ms`);
  return { ...base, scenarios: measured, worstP95: round(worst) };
}

/** A customer of the sample payment, for the one-customer filter and detail. */
let sampleCustomerId = 0;

const round = (ms: number) => Math.round(ms * 10) / 10;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The seeding time lives with the seeded data, so a later run that reuses it still reports it: in the
 * database's comment on PostgreSQL, in the bench account's row on either engine would need a column,
 * so PGlite (a data directory) keeps none and reports it only from the run that seeds.
 */
async function keepSeedTime(database: Database, ms: number): Promise<void> {
  if (database.kind !== 'pg') return;
  const note = `bench: ${COUNT} payments seeded in ${ms} ms`;
  await database.db.execute(sql.raw(`COMMENT ON DATABASE ${pgDatabaseName()} IS '${note}'`));
}
async function seedTimeKept(database: Database): Promise<number | null> {
  if (database.kind !== 'pg') return null;
  const [row] = rowsOf<{ note: string | null }>(
    await database.db.execute(
      sql`SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = current_database()`,
    ),
  );
  const match = row?.note?.match(/^bench: (\d+) payments seeded in (\d+) ms$/);
  return match && Number(match[1]) === COUNT ? Number(match[2]) : null;
}

/** The bench's database on DATABASE_URL's server: one per size, so sizes never reseed each other. */
const pgDatabaseName = () => process.env.BENCH_PG_DATABASE ?? `merchant_bench_${SIZE}`;

/** The bench's own database on DATABASE_URL's server (created once, kept: seeding millions of rows is slow). */
async function benchDatabaseUrl(url: string): Promise<string> {
  const name = pgDatabaseName();
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('BENCH_PG_DATABASE is a plain lower-case name');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Every screen's call over HTTP against the built server on the bench database. */
async function benchHttp(database: Database, url: string): Promise<NonNullable<EngineResult['http']>> {
  await ensureBenchOwner(database.db);
  const port = Number(args.port ?? process.env.BENCH_PORT ?? 4470);
  console.log(`\n== HTTP: starting the built server on ${port} (PostgreSQL ${pgDatabaseName()})`);
  const server = await startBuiltServer(url, port);
  try {
    const loadBefore = os.loadavg()[0]!;
    const token = await signInBenchOwner(server.origin);
    const calls = await measureCalls(
      server.origin,
      token,
      httpCalls(sampleReference, sampleCustomerId, HISTORY_DAYS),
      RUNS,
      WARMUP,
      (line) => console.log(line),
    );
    const worstP95 = Math.max(...calls.map((c) => c.p95));
    console.log(`worst p95 over HTTP: ${worstP95.toFixed(1)} ms (budget ${P95_BUDGET_MS} ms)`);
    // The machine may be shared: the 1-minute load average before and after says how busy it was.
    const loadAverage: [number, number] = [round(loadBefore), round(os.loadavg()[0]!)];
    console.log(`load average: ${loadAverage[0]} before, ${loadAverage[1]} after`);
    return { runs: RUNS, calls, worstP95, loadAverage };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  // PGlite is the embedded default for one merchant: past a million payments only PostgreSQL is benched.
  const engines = (process.env.BENCH_ENGINES ?? (COUNT > 1_000_000 ? 'pg' : 'pglite,pg')).split(',');
  if (engines.includes('pglite')) {
    const dir = process.env.BENCH_DATA_DIR ?? (COUNT === 1_000_000 ? './.bench-data' : `./.bench-data-${SIZE}`);
    const database = await openPglite(dir);
    try {
      results.push(await benchEngine('PGlite', database));
    } finally {
      await database.close();
    }
  }
  let withinBudget = true;
  if (engines.includes('pg')) {
    const url = process.env.DATABASE_URL;
    if (url) {
      const benchUrl = await benchDatabaseUrl(url);
      const database = openPostgres(benchUrl);
      try {
        const result = await benchEngine('PostgreSQL', database);
        if (!args['seed-only']) result.http = await benchHttp(database, benchUrl);
        results.push(result);
        withinBudget = (result.http?.worstP95 ?? 0) <= P95_BUDGET_MS;
        if (result.http)
          console.log(
            withinBudget
              ? `PostgreSQL over HTTP: every p95 within ${P95_BUDGET_MS} ms`
              : `PostgreSQL over HTTP: some p95 over ${P95_BUDGET_MS} ms`,
          );
      } finally {
        await database.close();
      }
    } else console.log('\n(PostgreSQL skipped: set DATABASE_URL to bench it too)');
  }
  if (args.json) {
    mkdirSync(dirname(args.json), { recursive: true });
    writeFileSync(args.json, `${JSON.stringify({ budgetP95Ms: P95_BUDGET_MS, engines: results }, null, 2)}\n`);
  }
  if (!withinBudget) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
