#!/usr/bin/env node
/**
 * node scripts/bench/variants/chunk-eval.mjs <dir A> <dir B> [--chunk line-chart] [--runs 16] [--port 4460]
 *
 * Main-thread time of evaluating one built chunk in a fresh page, for two builds alternating (A, B,
 * B, A…): each build's server started from its directory (dist/, dist-server/), the chunk's bytes
 * fetched first so the timed import is evaluation, then the first Intl object made after it (what a
 * lazy Intl moves out of the evaluation). Made for the uPlot patch's record
 * (docs/decisions/uplot-build-patch.md); B is e.g. the worktree `npm run bench -- --ab HEAD --patch
 * scripts/bench/variants/no-uplot-patch.patch --keep` leaves in .tmp/ab/.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { median } from '../../lighthouse-summary.mjs';
import { startServer } from '../server.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    chunk: { type: 'string', default: 'line-chart' },
    runs: { type: 'string', default: '16' },
    port: { type: 'string', default: '4460' },
  },
});
if (positionals.length !== 2) throw new Error('usage: chunk-eval.mjs <dir A> <dir B>');
const builds = positionals.map((dir, i) => {
  const root = resolve(dir);
  return { label: 'AB'[i], root, server: join(root, 'dist-server/main.js'), static: join(root, 'dist') };
});
const chunkOf = (b) => {
  const file = readdirSync(join(b.static, 'assets')).find((f) => f.startsWith(`${args.chunk}-`) && f.endsWith('.js'));
  if (!file) throw new Error(`no ${args.chunk} chunk in ${b.static}`);
  return `/assets/${file}`;
};

const servers = [];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const [i, b] of builds.entries()) servers.push(await startServer(b, Number(args.port) + i));
  const times = builds.map(() => ({ evaluate: [], firstIntl: [] }));
  for (let n = 0; n < Number(args.runs); n++) {
    for (const i of n % 2 ? [1, 0] : [0, 1]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${servers[i].origin}/robots.txt`);
      const url = chunkOf(builds[i]);
      await page.evaluate((u) => fetch(u).then((r) => r.text()), url);
      const [evaluate, firstIntl] = await page.evaluate(async (u) => {
        const t0 = performance.now();
        await import(u);
        const t1 = performance.now();
        new Intl.NumberFormat('en-US').format(1);
        new Intl.DateTimeFormat().resolvedOptions();
        return [t1 - t0, performance.now() - t1];
      }, url);
      times[i].evaluate.push(evaluate);
      times[i].firstIntl.push(firstIntl);
      await context.close();
    }
  }
  for (const [i, b] of builds.entries()) {
    const t = times[i];
    console.log(
      `${b.label} (${b.root}): ${args.chunk} evaluated in ${median(t.evaluate).toFixed(1)} ms, first Intl after it ${median(t.firstIntl).toFixed(1)} ms (medians of ${t.evaluate.length}; runs ${t.evaluate.map((x) => x.toFixed(0)).join(' ')})`,
    );
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
}
