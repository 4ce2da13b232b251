#!/usr/bin/env node
/**
 * npm run test:gates [-- --port 4390] [--requests 3000]: the gates of npm test that need the built app
 * (npm run build first), each a verdict that does not depend on the machine's speed:
 *   - the bundle budget: first-load bytes per route (deterministic);
 *   - the load check on PGlite and, when DATABASE_URL is set, PostgreSQL: a fixed number of requests of
 *     the load mix, judged on answers only (no 5xx, every approval applied once, ledger and wallets
 *     checked in the database). Requests per second and latency are printed, never judged.
 * Timing (Lighthouse, load latency, the 1M-row bench, the offline start) belongs to `npm run bench`:
 * on a shared 2-core machine it measures the machine as much as the code.
 * Every gate runs even when an earlier one failed; the summary lists each with its time, and the exit
 * code is 1 if any failed.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '4390' },
    requests: { type: 'string', default: '3000' },
  },
});

const load = (engine) => ['scripts/load.mjs', '--engine', engine, '--requests', args.requests, '--port', args.port];
const gates = [
  ['bundle budget', 'node', ['scripts/bundle-budget.mjs']],
  [`load check, ${args.requests} requests (PGlite)`, 'node', load('pglite')],
];
if (process.env.DATABASE_URL) {
  gates.push([`load check, ${args.requests} requests (PostgreSQL)`, 'node', load('postgres')]);
} else console.log('DATABASE_URL unset: the PostgreSQL load check is skipped');

const results = [];
for (const [name, cmd, cmdArgs] of gates) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const run = spawnSync(cmd, cmdArgs, { stdio: 'inherit' });
  results.push({ name, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}
console.log('\nGates (answers and bytes only; timing is measured by npm run bench):');
for (const r of results) console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
if (results.some((r) => !r.ok)) process.exit(1);
