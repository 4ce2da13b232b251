import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client';
import { seed } from '../db/seed';
import { BENCH_ACCOUNT, seedLarge } from '../db/seed-large';
import type { SessionInfo } from '../http';
import { customerPaymentOptions, dailyTx, totalProcessed, transactionsOverview } from '../modules/analytics/insights';
import { rangeOf } from '../modules/analytics/range';
import { listCustomers } from '../modules/queries/customers';
import { listRefunds, listTransactions } from '../modules/queries/transactions';

/**
 * npm run bench:rows [-- --json file]: list, filter, search and overview latency of the services (the SQL
 * and the row mapping the API answers; no HTTP) over BENCH_TRANSACTIONS payments (default 1,000,000) on
 * PGlite (BENCH_DATA_DIR, default ./.bench-data) and, when DATABASE_URL is set, PostgreSQL (in its own
 * database on that server, BENCH_PG_DATABASE, default merchant_bench). Both keep their rows between
 * runs, so only the first run seeds. Prints p50/p95 per scenario; exits 1 when a p95 on PostgreSQL is
 * over 100 ms (the budget; PGlite's figures are reported). BENCH_ENGINES=pglite or pg runs one engine.
 * One part of `npm run bench` (scripts/bench/), which reads the --json file.
 */
const COUNT = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** p95 budget of every scenario on PostgreSQL, ms. */
const P95_BUDGET_MS = 100;
const { values: args } = parseArgs({ options: { json: { type: 'string' } } });

interface ScenarioResult {
  name: string;
  p50: number;
  p95: number;
  total: string;
}
interface EngineResult {
  engine: 'pglite' | 'postgres';
  payments: number;
  runs: number;
  scenarios: ScenarioResult[];
  worstP95: number;
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

async function benchEngine(name: string, database: Database): Promise<EngineResult> {
  console.log(`\n== ${name}: preparing ${COUNT.toLocaleString('en-US')} payments`);
  await database.migrate();
  await seed(database.db);
  await seedLarge(database.db, COUNT, (line) => console.log(line));
  const picked = await database.db.execute(
    sql`SELECT reference FROM transactions WHERE account_id = ${BENCH_ACCOUNT} ORDER BY id OFFSET ${Math.floor(COUNT / 2)} LIMIT 1`,
  );
  sampleReference = (picked as unknown as { rows: { reference: string }[] }).rows[0]!.reference;
  console.log(`\n${'scenario'.padEnd(40)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  total`);
  let worst = 0;
  const measured: ScenarioResult[] = [];
  for (const [label, run] of scenarios) {
    for (let i = 0; i < 3; i++) await run(database.db);
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
  console.log(`worst p95 on ${name}: ${worst.toFixed(1)} ms`);
  return {
    engine: database.kind === 'pg' ? 'postgres' : 'pglite',
    payments: COUNT,
    runs: RUNS,
    scenarios: measured,
    worstP95: round(worst),
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** The bench's own database on DATABASE_URL's server (created once, kept: seeding a million rows is slow). */
async function benchDatabaseUrl(url: string): Promise<string> {
  const name = process.env.BENCH_PG_DATABASE ?? 'merchant_bench';
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

async function main(): Promise<void> {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,pg').split(',');
  if (engines.includes('pglite')) {
    const database = await openPglite(process.env.BENCH_DATA_DIR ?? './.bench-data');
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
      const database = openPostgres(await benchDatabaseUrl(url));
      try {
        const result = await benchEngine('PostgreSQL', database);
        results.push(result);
        withinBudget = result.worstP95 <= P95_BUDGET_MS;
        console.log(
          withinBudget
            ? `PostgreSQL: every p95 within ${P95_BUDGET_MS} ms`
            : `PostgreSQL: some p95 over ${P95_BUDGET_MS} ms`,
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
