#!/usr/bin/env node
/**
 * npm run test:gates: the quality gates of issue 4 that need the built app (npm run build first),
 * one after the other so each measures a quiet machine: the bundle budget, Lighthouse (lighthouserc.json),
 * and the load test on PGlite and, when DATABASE_URL is set, on PostgreSQL. Every gate runs even when
 * an earlier one failed; the summary lists each with its time, and the exit code is 1 if any failed.
 * (The other gates run inside npm test already: bad input and faults in vitest, axe in Playwright.)
 */
import { spawnSync } from 'node:child_process';

const gates = [
  ['bundle budget', 'node', ['scripts/bundle-budget.mjs']],
  ['lighthouse', 'npm', ['run', '--silent', 'lighthouse']],
  ['load (PGlite)', 'node', ['scripts/load.mjs', '--engine', 'pglite']],
];
if (process.env.DATABASE_URL) gates.push(['load (PostgreSQL)', 'node', ['scripts/load.mjs', '--engine', 'postgres']]);
else console.log('DATABASE_URL unset: the PostgreSQL load run is skipped');

const results = [];
for (const [name, cmd, args] of gates) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { stdio: 'inherit' });
  results.push({ name, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}
console.log('\nQuality gates:');
for (const r of results) console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
if (results.some((r) => !r.ok)) process.exit(1);
