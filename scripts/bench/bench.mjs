#!/usr/bin/env node
/**
 * npm run bench [-- options]: what timing means for this app, measured on this machine, printed against
 * the budgets and written as a dated report (JSON and a Markdown table) to docs/performance/.
 *
 * Parts (--only a,b to choose):
 *   bundle     first-load JavaScript per page (bytes, brotli; the bundle budget's own measurement)
 *   lighthouse Lighthouse, mobile, simulated throttling, median of 3, on /login and the main signed-in pages
 *   load       the load test (scripts/load.mjs) at 100 connections: req/s and p50/p95/p99 per endpoint,
 *              PGlite and, when DATABASE_URL is set, PostgreSQL
 *   offline    the offline warm start: server unreachable, start_url to the first heading and to balances
 *              visible, median of 7
 *   replay     a decision queued while the server was unreachable: server back to decision applied,
 *              with nobody touching the app, median of 5 (this checkout only)
 *   rows       the row bench (npm run bench:rows): lists, filters, searches, customers, settlements and the
 *              overview over 1M payments (--payments 1000000,10000000 for more sizes), over HTTP on PostgreSQL
 *   bulk       the 5000-row bulk review in the browser: the worst long task and the time to 'Reviewed'
 *   uploads    another business's transfers list while ten 20 MB uploads stream in (PGlite)
 * Exits 1 when a figure of this checkout misses its budget (or a part failed to run).
 *
 * Options:
 *   --quick          a short run for CI's information (about 3 minutes): Lighthouse once on two pages,
 *                    10 s of load on PGlite, 3 offline starts, 3 replays, no 1M rows; report under .tmp/bench/
 *   --ab <ref>       compare this checkout (A) with a git ref (B), built in a temporary worktree, every
 *                    timed part interleaved A, B, B, A… in one run; prints both and the difference
 *   --patch <file>   B is <ref> with this patch applied (a variant without one speed-up)
 *   --build          run npm run build for A first
 *   --port <n>       first of the ports the parts use (default 4450; the parts use up to 15 from there)
 *   --runs <n>       Lighthouse runs per page (default 3), --samples <n> offline starts (default 7)
 *   --duration <s>   load seconds per run (default 60, or 30 per run in an A/B), --rounds <n> load runs
 *                    per build and engine (default 1, or 2 in an A/B), --warmup <s> (default 5)
 *   --pages a,b      Lighthouse pages (paths; default lighthouserc.json's)
 *   --engines e,f    load engines (pglite, postgres; default both when DATABASE_URL is set)
 *   --payments a,b   the row bench's sizes (default 1000000)
 *   --out <dir>      where the report goes (default docs/performance for a full run, else .tmp/bench)
 *   --keep           keep B's worktree for the next run (reused when the commit and patch are the same)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { KB, measureBundle } from '../bundle-budget.mjs';
import { median } from '../lighthouse-summary.mjs';
import { currentBuild, prepareBuild } from './ab.mjs';
import {
  BULK_LONG_TASK_MS,
  firstLoadBudget,
  LIGHTHOUSE,
  LOAD_P99_MS,
  PUBLIC_PAGE,
  OFFLINE_BALANCES_TARGET_MS,
  OFFLINE_FRAME_TARGET_MS,
  REPLAY_TARGET_MS,
  ROWS_P95_MS,
  UPLOADS_LIST_P95_MS,
} from './budgets.mjs';
import { isPublicPage, lighthouseConfig, measureLighthouse } from './lighthouse.mjs';
import { measureBulkReview } from './bulk-review.mjs';
import { measureOfflineStart } from './offline-start.mjs';
import { measureReplayDelay, REPLAY_DOWN_S } from './replay-delay.mjs';
import { track } from './server.mjs';
import { measureUploads } from './uploads.mjs';

const PARTS = ['bundle', 'lighthouse', 'load', 'offline', 'replay', 'bulk', 'uploads', 'rows'];
const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    ab: { type: 'string' },
    patch: { type: 'string' },
    build: { type: 'boolean', default: false },
    only: { type: 'string' },
    port: { type: 'string', default: '4450' },
    runs: { type: 'string' },
    samples: { type: 'string' },
    duration: { type: 'string' },
    rounds: { type: 'string' },
    warmup: { type: 'string' },
    pages: { type: 'string' },
    engines: { type: 'string' },
    out: { type: 'string' },
    keep: { type: 'boolean', default: false },
    payments: { type: 'string' },
  },
});
const AB = Boolean(args.ab);
const QUICK = args.quick;
const parts = args.only ? args.only.split(',') : QUICK ? ['bundle', 'lighthouse', 'load', 'offline', 'replay'] : PARTS;
for (const p of parts) if (!PARTS.includes(p)) throw new Error(`--only: unknown part ${p} (${PARTS.join(', ')})`);
const PORT = Number(args.port);
const engines = args.engines
  ? args.engines.split(',')
  : QUICK
    ? ['pglite']
    : ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];
const startedAt = new Date();
const t0 = Date.now();
const log = (line) => console.log(line);
const elapsed = () => `${Math.round((Date.now() - t0) / 1000)} s`;

/** Every verdict: { part, what, value, budget, ok } (A's figures only decide the exit code). */
const verdicts = [];
const verdict = (part, what, value, budget, ok) => verdicts.push({ part, what, value, budget, ok });
const report = {
  date: startedAt.toISOString(),
  machine: machineInfo(),
  options: { quick: QUICK, parts, ab: args.ab ?? null, patch: args.patch ? basename(args.patch) : null },
  builds: [],
  results: {},
  partSeconds: {},
  partLoadAverage: {},
  errors: [],
  verdicts,
};

function machineInfo() {
  let model = '';
  try {
    model = readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.*)/)?.[1] ?? '';
  } catch {}
  return { node: process.version, cpu: model, loadAverageAtStart: loadAverage() };
}

/** The machine's load average over 1, 5 and 15 minutes (Linux), as the report gives it. */
function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '';
  }
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const kib = (bytes) => fmt(bytes / KB, 1);
const pct = (a, b) =>
  Number.isFinite(a) && Number.isFinite(b) && a !== 0 ? `${b >= a ? '+' : ''}${fmt(((b - a) / a) * 100, 1)} %` : '–';
const diff = (a, b, digits = 0) =>
  Number.isFinite(a) && Number.isFinite(b) ? `${b >= a ? '+' : ''}${fmt(b - a, digits)}` : '–';
const mark = (ok) => (ok ? 'ok' : 'MISS');

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ];
}

// ── the parts ─────────────────────────────────────────────────────────────────────────────────────

function partBundle(builds) {
  // The app's routes: the public pages carry no app code (Lighthouse checks they load no script), and a
  // page's variant (a fragment: who opens it) has the same first load as the page.
  const pages = lighthouseConfig().paths.filter((path) => !isPublicPage(path) && !path.includes('#'));
  const measured = builds.map((b) =>
    measureBundle({ dir: b.static, routesFile: join(b.root, 'src/app/routeTree.gen.ts'), all: true }),
  );
  const rows = pages.map((path) => {
    const perBuild = measured.map((m) => m.rows.find((r) => r.route === path));
    return {
      path,
      builds: perBuild.map((r, i) => ({
        label: builds[i].label,
        jsBytes: r?.jsBytes,
        cssBytes: r?.cssBytes,
        chunks: r?.chunks,
      })),
    };
  });
  for (const r of rows) {
    const a = r.builds[0];
    verdict(
      'bundle',
      `${r.path} first-load JS`,
      `${kib(a.jsBytes)} KiB`,
      `≤ ${firstLoadBudget(r.path) / KB} KiB`,
      a.jsBytes <= firstLoadBudget(r.path),
    );
  }
  report.results.bundle = { pages: rows, failures: measured.map((m) => m.failures) };
  const lines = AB
    ? table(
        ['page', 'A JS KiB', 'B JS KiB', 'B − A bytes', 'budget KiB'],
        rows.map((r) => [
          r.path,
          kib(r.builds[0].jsBytes),
          kib(r.builds[1].jsBytes),
          diff(r.builds[0].jsBytes, r.builds[1].jsBytes),
          firstLoadBudget(r.path) / KB,
        ]),
      )
    : table(
        ['page', 'JS KiB (brotli)', 'CSS KiB', 'scripts', 'budget KiB', ''],
        rows.map((r) => [
          r.path,
          kib(r.builds[0].jsBytes),
          kib(r.builds[0].cssBytes),
          r.builds[0].chunks,
          firstLoadBudget(r.path) / KB,
          mark(r.builds[0].jsBytes <= firstLoadBudget(r.path)),
        ]),
      );
  return ['### First load per page (bytes, brotli; deterministic)', '', ...lines];
}

async function partLighthouse(builds) {
  const pages = args.pages ? args.pages.split(',') : QUICK ? ['/login', '/dashboard/overview/total'] : undefined;
  const runs = Number(args.runs ?? (QUICK ? 1 : 3));
  const results = await measureLighthouse(builds, { paths: pages, runs, port: PORT, log });
  report.results.lighthouse = results;
  const B = LIGHTHOUSE;
  for (const page of results) {
    const a = page.builds[0];
    const m = a.median;
    const jsBudget = firstLoadBudget(page.path);
    const p = page.path;
    // Every run failing leaves no figure; one failed run leaves the median of the others (printed).
    if (a.errors.length > 0 && a.median.runs === 0)
      verdict('lighthouse', `${p} runs`, `all failed: ${a.errors[0]}`, 'a run', false);
    if (a.wrongPage.length > 0) verdict('lighthouse', `${p} page`, `ended on ${a.wrongPage.join(', ')}`, p, false);
    verdict(
      'lighthouse',
      `${p} performance`,
      fmt(m.performance, 2),
      `≥ ${B.performance}`,
      m.performance >= B.performance,
    );
    verdict(
      'lighthouse',
      `${p} accessibility`,
      fmt(m.accessibility, 2),
      `≥ ${B.accessibility}`,
      m.accessibility >= B.accessibility,
    );
    verdict(
      'lighthouse',
      `${p} best practices`,
      fmt(m.bestPractices, 2),
      `≥ ${B.bestPractices}`,
      m.bestPractices >= B.bestPractices,
    );
    const lcpBudget = isPublicPage(p) ? PUBLIC_PAGE.lcpMs : B.lcpMs;
    verdict('lighthouse', `${p} LCP`, `${fmt(m.lcp)} ms`, `≤ ${lcpBudget} ms`, m.lcp <= lcpBudget);
    verdict('lighthouse', `${p} TBT`, `${fmt(m.tbt)} ms`, `≤ ${B.tbtMs} ms`, m.tbt <= B.tbtMs);
    verdict('lighthouse', `${p} CLS`, fmt(m.cls, 3), `≤ ${B.cls}`, m.cls <= B.cls);
    if (isPublicPage(p)) {
      verdict('lighthouse', `${p} JS transferred`, `${kib(m.scriptBytes)} KiB`, 'none', m.scriptBytes === 0);
      verdict(
        'lighthouse',
        `${p} total transferred`,
        `${kib(m.totalBytes)} KiB`,
        `≤ ${PUBLIC_PAGE.totalKiB} KiB`,
        m.totalBytes <= PUBLIC_PAGE.totalKiB * KB,
      );
    } else
      verdict(
        'lighthouse',
        `${p} JS transferred`,
        `${kib(m.scriptBytes)} KiB`,
        `≤ ${jsBudget / KB} KiB`,
        m.scriptBytes <= jsBudget,
      );
  }
  const title = `### Lighthouse (mobile, simulated throttling, median of ${runs}${AB ? ' per build, interleaved' : ''})`;
  if (!AB) {
    return [
      title,
      '',
      `Budgets: performance ≥ ${B.performance}, accessibility ≥ ${B.accessibility}, best practices ≥ ${B.bestPractices}, LCP ≤ ${B.lcpMs} ms, TBT ≤ ${B.tbtMs} ms, CLS ≤ ${B.cls}, JS transferred ≤ the first-load budget. Public pages (checkout, invoice, storefront): no JS, LCP ≤ ${PUBLIC_PAGE.lcpMs} ms, all transferred ≤ ${PUBLIC_PAGE.totalKiB} KiB. A fragment names a variant: \`#approved\` is an approved business opening the compliance address (it ends on the overview).`,
      '',
      ...table(
        ['page', 'perf', 'a11y', 'best pr.', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB', 'all KiB', 'LCP element', ''],
        results.map(({ path, builds: [a] }) => {
          const misses = verdicts.filter((v) => v.part === 'lighthouse' && v.what.startsWith(`${path} `) && !v.ok);
          return [
            path,
            fmt(a.median.performance, 2),
            fmt(a.median.accessibility, 2),
            fmt(a.median.bestPractices, 2),
            fmt(a.median.lcp),
            fmt(a.median.tbt),
            fmt(a.median.cls, 3),
            kib(a.median.scriptBytes),
            kib(a.median.totalBytes),
            (a.lcpElements ?? []).join('; ').replaceAll('|', '/'),
            `${misses.length ? `MISS: ${misses.map((v) => v.what.slice(path.length + 1)).join(', ')}` : 'ok'}${a.errors.length ? ` (${a.errors.length} of ${runs} runs failed: ${a.errors.join(', ')})` : ''}`,
          ];
        }),
      ),
    ];
  }
  return [
    title,
    '',
    ...table(
      ['page', 'perf A / B', 'LCP ms A / B (Δ)', 'TBT ms A / B (Δ)', 'CLS A / B', 'JS KiB A / B', 'TBT runs A; B'],
      results.map(({ path, builds: [a, b] }) => [
        path,
        `${fmt(a.median.performance, 2)} / ${fmt(b.median.performance, 2)}`,
        `${fmt(a.median.lcp)} / ${fmt(b.median.lcp)} (${diff(a.median.lcp, b.median.lcp)})`,
        `${fmt(a.median.tbt)} / ${fmt(b.median.tbt)} (${diff(a.median.tbt, b.median.tbt)})`,
        `${fmt(a.median.cls, 3)} / ${fmt(b.median.cls, 3)}`,
        `${kib(a.median.scriptBytes)} / ${kib(b.median.scriptBytes)}`,
        `${a.tbtRuns.join(' ')}; ${b.tbtRuns.join(' ')}`,
      ]),
    ),
  ];
}

function loadRun(build, engine, port, round) {
  const file = join('.tmp', 'bench', `load-${build.label}-${engine}-${round}.json`);
  rmSync(file, { force: true });
  const duration = args.duration ?? (QUICK ? '10' : AB ? '30' : '60');
  const warmup = args.warmup ?? (QUICK ? '3' : '5');
  const cmd = [
    'scripts/load.mjs',
    '--engine',
    engine,
    '--duration',
    duration,
    '--warmup',
    warmup,
    '--port',
    String(port),
  ];
  cmd.push('--server', build.server, '--static', build.static, '--json', file);
  return new Promise((resolve) => {
    const child = track(spawn(process.execPath, cmd, { stdio: ['ignore', 'pipe', 'pipe'] }));
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => {
      let json = null;
      try {
        json = JSON.parse(readFileSync(file, 'utf8'));
      } catch {}
      const label = `  load ${engine}${AB ? ` [${build.label}]` : ''} run ${round + 1}`;
      if (json)
        log(
          `${label}: ${json.rps} req/s, p50 ${json.p50} / p95 ${json.p95} / p99 ${json.p99} ms, worst endpoint p99 ${Math.max(...json.endpoints.map((e) => e.p99))} ms${json.wrong.length ? `, WRONG ANSWERS: ${json.wrong[0]}` : ''}`,
        );
      else log(`${label}: failed (exit ${code})\n${out.slice(-1500)}`);
      resolve(json ?? { error: `exit ${code}: ${out.slice(-500)}` });
    });
  });
}

async function partLoad(builds) {
  const rounds = Number(args.rounds ?? (AB ? 2 : 1));
  const results = [];
  for (const engine of engines) {
    const runs = builds.map(() => []);
    for (let round = 0; round < rounds; round++) {
      const order = builds.map((_, i) => i);
      if (round % 2 === 1) order.reverse();
      for (const i of order) runs[i].push(await loadRun(builds[i], engine, PORT + 2 + 2 * i, round));
    }
    results.push({
      engine,
      builds: builds.map((b, i) => {
        const ok = runs[i].filter((r) => !r.error);
        const endpoints = [...new Set(ok.flatMap((r) => r.endpoints.map((e) => e.endpoint)))].map((endpoint) => {
          const of = (key) => median(ok.map((r) => r.endpoints.find((e) => e.endpoint === endpoint)?.[key]));
          return { endpoint, rps: of('rps'), p50: of('p50'), p95: of('p95'), p99: of('p99') };
        });
        return {
          label: b.label,
          rps: median(ok.map((r) => r.rps)),
          p50: median(ok.map((r) => r.p50)),
          p95: median(ok.map((r) => r.p95)),
          p99: median(ok.map((r) => r.p99)),
          worstP99: Math.max(...endpoints.map((e) => e.p99)),
          rpsRuns: ok.map((r) => r.rps),
          endpoints,
          wrong: runs[i].flatMap((r) => r.wrong ?? [r.error]),
        };
      }),
    });
  }
  report.results.load = results;
  for (const {
    engine,
    builds: [a],
  } of results) {
    if (a.wrong.length > 0) verdict('load', `${engine} answers`, a.wrong[0], 'all right', false);
    for (const e of a.endpoints)
      verdict('load', `${engine} ${e.endpoint} p99`, `${fmt(e.p99)} ms`, `≤ ${LOAD_P99_MS} ms`, e.p99 <= LOAD_P99_MS);
  }
  const title = `### Load (100 connections, ${args.duration ?? (QUICK ? '10' : AB ? '30' : '60')} s per run${AB ? `, ${rounds} runs per build, interleaved, medians` : ''}; budget p99 ≤ ${LOAD_P99_MS} ms per endpoint)`;
  if (!AB) {
    const lines = [title, ''];
    for (const {
      engine,
      builds: [a],
    } of results) {
      lines.push(
        `${engine}: ${fmt(a.rps)} req/s, p50 ${fmt(a.p50)} / p95 ${fmt(a.p95)} / p99 ${fmt(a.p99)} ms overall`,
        '',
      );
      lines.push(
        ...table(
          ['endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', ''],
          a.endpoints.map((e) => [
            e.endpoint,
            fmt(e.rps, 1),
            fmt(e.p50),
            fmt(e.p95),
            fmt(e.p99),
            mark(e.p99 <= LOAD_P99_MS),
          ]),
        ),
        '',
      );
    }
    return lines;
  }
  const lines = [title, ''];
  lines.push(
    ...table(
      ['engine', 'req/s A / B (Δ)', 'p50 ms A / B', 'p99 ms A / B', 'worst endpoint p99 A / B', 'req/s runs A; B'],
      results.map(({ engine, builds: [a, b] }) => [
        engine,
        `${fmt(a.rps)} / ${fmt(b.rps)} (${pct(a.rps, b.rps)})`,
        `${fmt(a.p50)} / ${fmt(b.p50)}`,
        `${fmt(a.p99)} / ${fmt(b.p99)}`,
        `${fmt(a.worstP99)} / ${fmt(b.worstP99)}`,
        `${a.rpsRuns.map((x) => fmt(x)).join(' ')}; ${b.rpsRuns.map((x) => fmt(x)).join(' ')}`,
      ]),
    ),
    '',
  );
  for (const {
    engine,
    builds: [a, b],
  } of results) {
    lines.push(
      ...table(
        [`${engine} endpoint`, 'p50 ms A / B', 'p99 ms A / B (Δ)'],
        a.endpoints.map((e) => {
          const o = b.endpoints.find((x) => x.endpoint === e.endpoint) ?? {};
          return [e.endpoint, `${fmt(e.p50)} / ${fmt(o.p50)}`, `${fmt(e.p99)} / ${fmt(o.p99)} (${diff(e.p99, o.p99)})`];
        }),
      ),
      '',
    );
  }
  return lines;
}

async function partOffline(builds) {
  const samples = Number(args.samples ?? (QUICK ? 3 : 7));
  const results = await measureOfflineStart(builds, { samples, port: PORT + 6, log });
  report.results.offline = results;
  const [a] = results;
  if (a.missing > 0)
    verdict('offline', 'balances shown offline', `${a.missing} of ${samples} starts showed none`, 'every start', false);
  // Targets the report shows, not judged: a shared 2-core machine's speed swings too much for a verdict.
  const title = `### Offline warm start (server unreachable, start_url to the first heading and to balances visible, median of ${samples}; targets ${OFFLINE_FRAME_TARGET_MS} and ${OFFLINE_BALANCES_TARGET_MS} ms, not judged)`;
  const samplesOf = (list) => list.map((s) => (s === null ? '–' : s)).join(' ');
  return [
    title,
    '',
    ...table(
      ['build', 'heading median ms', 'balances median ms', 'heading samples ms', 'balances samples ms'],
      results.map((r) => [
        builds.length > 1 ? r.label : 'this checkout',
        fmt(r.heading.median),
        fmt(r.median),
        samplesOf(r.heading.samples),
        samplesOf(r.samples),
      ]),
    ),
  ];
}

async function partReplay([a]) {
  const samples = QUICK ? 3 : 5;
  const result = await measureReplayDelay(a, { samples, port: PORT + 8, log });
  report.results.replay = result;
  if (result.missing > 0)
    verdict('replay', 'queued decision applied', `${result.missing} of ${samples} never applied`, 'every one', false);
  // Reported against the target, not judged: with the probe's doubling backoff the delay is mostly where
  // the server's return falls between two probes, so it follows how long the server was away.
  return [
    `### Queue replay (server unreachable ${REPLAY_DOWN_S} s with the browser online, then back: decision applied, median of ${samples}; this checkout; target ${REPLAY_TARGET_MS} ms, not judged)`,
    '',
    ...table(
      ['median ms', 'samples ms'],
      [[fmt(result.median), result.samples.map((s) => (s === null ? '–' : s)).join(' ')]],
    ),
  ];
}

async function partBulk(builds) {
  const runs = QUICK ? 1 : 3;
  const results = await measureBulkReview(builds, { runs, port: PORT + 10, log });
  report.results.bulk = results;
  const [a] = results;
  verdict('bulk', 'worst long task, 5000-row review', a.worstMs, BULK_LONG_TASK_MS, a.worstMs <= BULK_LONG_TASK_MS);
  return [
    `### Bulk review of 5000 rows (desktop page, median of ${runs}; budget: worst long task ≤ ${BULK_LONG_TASK_MS} ms)`,
    '',
    ...table(
      ['build', 'worst long task ms', 'to Reviewed ms', ''],
      results.map((r) => [
        builds.length > 1 ? r.label : 'this checkout',
        fmt(r.worstMs),
        fmt(r.reviewMs),
        builds.length > 1 ? '' : mark(r.worstMs <= BULK_LONG_TASK_MS),
      ]),
    ),
  ];
}

async function partUploads(builds) {
  const runs = QUICK ? 1 : 3;
  const results = await measureUploads(builds, { runs, port: PORT + 12, log });
  report.results.uploads = results;
  const [a] = results;
  const ok = a.duringP95 <= UPLOADS_LIST_P95_MS;
  verdict('uploads', 'transfers list p95 during 10 uploads', a.duringP95, UPLOADS_LIST_P95_MS, ok);
  return [
    `### A transfers list while ten 20 MB uploads stream in (PGlite, median of ${runs}; budget: p95 ≤ ${UPLOADS_LIST_P95_MS} ms)`,
    '',
    ...table(
      ['build', 'list p50 alone ms', 'p50 during ms', 'p95 during ms', 'max during ms', 'uploads done ms', ''],
      results.map((r) => [
        builds.length > 1 ? r.label : 'this checkout',
        fmt(r.quietP50),
        fmt(r.duringP50),
        fmt(r.duringP95),
        fmt(r.duringMax),
        fmt(r.uploadsMs),
        builds.length > 1 ? '' : mark(r.duringP95 <= UPLOADS_LIST_P95_MS),
      ]),
    ),
  ];
}

/** One size of the row bench (src/server/bench/bench.ts) for A, its JSON figures. */
async function rowsRun(build, payments) {
  const file = join('.tmp', 'bench', `rows-${payments}.json`);
  rmSync(file, { force: true });
  const child = track(
    spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/server/bench/bench.ts',
        '--json',
        file,
        '--payments',
        payments,
        '--port',
        String(PORT + 14),
      ],
      { cwd: build.root, stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  child.stdout.on('data', (d) => process.stdout.write(String(d).replace(/^(?=.)/gm, '  rows: ')));
  child.stderr.on('data', (d) => process.stderr.write(String(d).replace(/^(?=.)/gm, '  rows: ')));
  await new Promise((resolve) => child.on('exit', resolve));
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`the ${payments}-payment row bench wrote no figures`);
  }
}

const sizeLabel = (n) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n.toLocaleString('en-US'));
const gib = (bytes) => `${(bytes / 2 ** 30).toFixed(1)} GiB`;

async function partRows(builds) {
  // Rows are measured for A only: B may have other migrations, and its data would be A's data directory.
  // --payments 1000000,10000000 runs each size (its own database, seeded once and kept).
  const sizes = (args.payments ?? '1000000').split(',');
  const runs = [];
  for (const payments of sizes) runs.push(await rowsRun(builds[0], payments));
  report.results.rows = runs;
  const lines = [];
  for (const json of runs) {
    const first = json.engines[0];
    const pgEngine = json.engines.find((e) => e.engine === 'postgres');
    if (pgEngine?.http)
      verdict(
        'rows',
        `${sizeLabel(pgEngine.payments)} payments, PostgreSQL over HTTP, worst p95`,
        `${fmt(pgEngine.http.worstP95, 1)} ms`,
        `≤ ${ROWS_P95_MS} ms`,
        pgEngine.http.worstP95 <= ROWS_P95_MS,
      );
    lines.push(
      `### ${sizeLabel(first?.payments ?? 0)} payments, ${sizeLabel(first?.customers ?? 0)} customers: lists, filters, searches and the overview (p50 / p95 of ${first?.runs ?? ''} runs${AB ? '; this checkout only' : ''})`,
      '',
      ...json.engines.map(
        (e) =>
          `- ${e.engine}: seeding ${e.seedMs === null ? 'not timed (seeded by an earlier run)' : `${fmt(e.seedMs / 1000)} s`}, database ${gib(e.databaseBytes)}`,
      ),
      '',
    );
    if (pgEngine?.http) {
      lines.push(
        `Over HTTP on PostgreSQL (the built server, one keep-alive connection, each call ${WARMUP_NOTE}; budget p95 ≤ ${ROWS_P95_MS} ms; load average ${pgEngine.http.loadAverage.join(' → ')}):`,
        '',
        ...table(
          ['call', 'p50 ms', 'p95 ms', 'p99 ms', 'answer', ''],
          pgEngine.http.calls.map((c) => [
            c.name,
            fmt(c.p50, 1),
            fmt(c.p95, 1),
            fmt(c.p99, 1),
            `${c.answer}${c.runs < first.runs ? ` (${c.runs} runs)` : ''}`,
            mark(c.p95 <= ROWS_P95_MS),
          ]),
        ),
        '',
      );
    }
    const names = json.engines.find((e) => e.scenarios.length > 0)?.scenarios.map((s) => s.name) ?? [];
    if (names.length > 0)
      lines.push(
        'In process (the query services, no HTTP; reported):',
        '',
        ...table(
          ['scenario', ...json.engines.map((e) => `${e.engine} p50 / p95 ms`)],
          names.map((n) => [
            n,
            ...json.engines.map((e) => {
              const s = e.scenarios.find((x) => x.name === n);
              return s ? `${fmt(s.p50, 1)} / ${fmt(s.p95, 1)}` : '–';
            }),
          ]),
        ),
        '',
      );
  }
  return lines;
}
/** How the row bench repeats a call (src/server/bench/bench.ts: 3 unmeasured runs, then the measured). */
const WARMUP_NOTE = 'run 3 times unmeasured first, past the generic-plan switch';

// ── the run ───────────────────────────────────────────────────────────────────────────────────────

async function main() {
  mkdirSync('.tmp/bench', { recursive: true });
  if (args.build) {
    log('Building this checkout (npm run build)…');
    const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(1);
  }
  const builds = [currentBuild()];
  if (AB) {
    log(`Preparing B: ${args.ab}${args.patch ? ` + ${args.patch}` : ''}`);
    builds.push(prepareBuild(args.ab, { patch: args.patch, log }));
  }
  report.builds = builds.map(({ label, name }) => ({ label, name }));
  log(
    `Bench: ${parts.join(', ')}${QUICK ? ' (quick)' : ''}; ${builds.map((b) => `${b.label} = ${b.name}`).join('; ')}; load average ${report.machine.loadAverageAtStart}`,
  );

  const sections = [];
  const runners = {
    bundle: partBundle,
    lighthouse: partLighthouse,
    load: partLoad,
    offline: partOffline,
    replay: partReplay,
    bulk: partBulk,
    uploads: partUploads,
    rows: partRows,
  };
  try {
    for (const part of PARTS.filter((p) => parts.includes(p))) {
      report.partLoadAverage[part] = loadAverage();
      log(`\n━━ ${part} (${elapsed()}; load average ${report.partLoadAverage[part]}) ━━`);
      const started = Date.now();
      try {
        sections.push([...(await runners[part](builds)), '']);
      } catch (err) {
        report.errors.push(`${part}: ${err.message}`);
        verdict(part, 'ran', err.message.split('\n')[0], 'runs', false);
        log(`  ${part} failed: ${err.stack ?? err.message}`);
      }
      report.partSeconds[part] = Math.round((Date.now() - started) / 1000);
    }
  } finally {
    if (AB && !args.keep) builds[1].remove();
  }
  report.seconds = Math.round((Date.now() - t0) / 1000);

  const misses = verdicts.filter((v) => !v.ok);
  const header = [
    `## Benchmark ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC${QUICK ? ' (quick)' : ''}`,
    '',
    `${builds.map((b) => `${b.label}: ${b.name}`).join('; ')}. Node ${process.version}, ${report.machine.cpu || 'unknown CPU'}, ${os.cpus().length} cores; load average (1, 5, 15 min) at the start of each part: ${Object.entries(
      report.partLoadAverage,
    )
      .map(([part, load]) => `${part} ${load}`)
      .join('; ')}. ${report.seconds} s in all.`,
    '',
    misses.length === 0
      ? `${AB ? 'Every figure of A' : 'Every figure'} within its budget (${verdicts.length} checked).`
      : `${misses.length} of ${verdicts.length} figures${AB ? ' of A' : ''} over budget: ${misses.map((v) => `${v.what} ${v.value} (budget ${v.budget})`).join('; ')}.`,
    '',
  ];
  const markdown = [...header, ...sections.flat()].join('\n');
  console.log(`\n${markdown}`);

  const stamp = startedAt.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  // A full run is the dated report of docs/performance; a quick run, a part alone or an A/B goes to .tmp
  // unless --out says (the A/B figures a decision rests on are quoted in its record).
  const full = !QUICK && !AB && !args.only;
  const outDir = args.out ?? (full ? 'docs/performance' : '.tmp/bench');
  const name = `${stamp}${AB ? `-ab-${args.ab.replace(/[^\w.-]+/g, '_')}${args.patch ? `-${basename(args.patch, '.patch')}` : ''}` : ''}${QUICK ? '-quick' : ''}`;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  // In the project's own format, so a committed report passes the lint (biome check).
  spawnSync('node_modules/.bin/biome', ['format', '--write', join(outDir, `${name}.json`)], { stdio: 'ignore' });
  writeFileSync(join(outDir, `${name}.md`), `${markdown}\n`);
  console.log(`Report: ${join(outDir, `${name}.md`)} and .json (${elapsed()})`);
  if (misses.length > 0) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
