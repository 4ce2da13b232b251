#!/usr/bin/env node
/**
 * npm run test:gates: the quality gates that need the built app (npm run build first),
 * one after the other so each measures a quiet machine: the bundle budget, Lighthouse (lighthouserc.json),
 * and the load test on PGlite and, when DATABASE_URL is set, on PostgreSQL. Every gate runs even when
 * an earlier one failed; the summary lists each with its time, and the exit code is 1 if any failed.
 * (The other gates run inside npm test already: bad input and faults in vitest, axe in Playwright.)
 *
 * The gates that measure time are measured once more when they fail: the load runs when only their
 * latency was over budget (below), Lighthouse on any failed assertion (lhci's exit code does not say
 * which; a size, accessibility or layout-shift failure fails the second run the same way; LCP has been
 * seen at 2.7 s in one run on a page whose usual LCP is 0.9 s, and a page's blocking time swings from
 * run to run on this 2-core machine: 0-163 ms over 18 runs of the signed-in pages, medians of
 * 3 at most 51 ms).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Load: on a quiet machine PGlite (the embedded default) serves 600-700 requests/s at 100 connections
// with p99 at most 387-481 ms, and PostgreSQL 700-770 with p99 at most 338-460 (fresh-clone runs
// included). Both answer sessions from memory for 5 s; on PostgreSQL only while the instance hears the
// database's announcements of session changes (auth/session-changes.ts), as several instances may share
// it (without the cache PostgreSQL served 531, too little margin). This 2-core VM has slow spells, though,
// in which everything runs 28-40 % slower for minutes (two of five fresh-clone runs), and latency under
// a closed loop of 100 connections grows with them. So a run whose answers were all right but whose p99
// was over budget (load.mjs exits 2) is measured again, up to twice (the three runs span about four
// minutes), and the gate fails if every run is over budget. Wrong answers (a 5xx, a lost or doubled
// approval; exit 1) fail at once: they are not noise. Each gate's summary line says how busy the machine
// was and how much of its time the hypervisor took for others (steal), so a slow run can be told from a
// slow build.
const LATENCY = 'only latency was over budget';
const gates = [
  ['bundle budget', 'node', ['scripts/bundle-budget.mjs']],
  ['lighthouse', 'npm', ['run', '--silent', 'lighthouse'], { retryOnExit: 1, why: 'an assertion failed' }],
  ['load (PGlite)', 'node', ['scripts/load.mjs', '--engine', 'pglite'], { retryOnExit: 2, retries: 2, why: LATENCY }],
];
if (process.env.DATABASE_URL) {
  gates.push([
    'load (PostgreSQL)',
    'node',
    ['scripts/load.mjs', '--engine', 'postgres'],
    { retryOnExit: 2, retries: 2, why: LATENCY },
  ]);
} else console.log('DATABASE_URL unset: the PostgreSQL load run is skipped');

/** CPU time counters of the whole machine (Linux /proc/stat), or null elsewhere. */
function cpuTimes() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { busy: user + nice + system + irq + softirq, idle: idle + iowait, steal };
  } catch {
    return null;
  }
}
function machineDuring(before, after) {
  if (!before || !after) return '';
  const total = after.busy + after.idle + after.steal - (before.busy + before.idle + before.steal);
  if (total <= 0) return '';
  const pct = (n) => `${Math.round((100 * n) / total)} %`;
  return `; CPU busy ${pct(after.busy - before.busy)}, stolen ${pct(after.steal - before.steal)}`;
}

const results = [];
for (const [name, cmd, args, { retryOnExit, retries = 1, why } = {}] of gates) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const times = cpuTimes();
  let run = spawnSync(cmd, args, { stdio: 'inherit' });
  let runs = 1;
  while (run.status === retryOnExit && runs <= retries) {
    console.log(`\n━━ ${name}, measured again: ${why} (${machineDuring(times, cpuTimes()).slice(2)}) ━━`);
    run = spawnSync(cmd, args, { stdio: 'inherit' });
    runs++;
  }
  const retried = runs > 1;
  const seconds = Math.round((Date.now() - started) / 1000);
  const machine = machineDuring(times, cpuTimes());
  results.push({ name: retried ? `${name}, run ${runs}` : name, ok: run.status === 0, seconds, machine });
}
console.log('\nQuality gates:');
for (const r of results) {
  console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name} (${r.seconds} s${r.machine})`);
}
if (results.some((r) => !r.ok)) process.exit(1);
