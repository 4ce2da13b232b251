#!/usr/bin/env node
/**
 * node scripts/trace-page.cjs <path> [origin]: what makes a page's long tasks, for Lighthouse's TBT.
 *
 * Against a running built server (default http://127.0.0.1:4302, as `npm run lighthouse` starts it):
 * signs in as Lighthouse does (scripts/lighthouse-signin.cjs), loads the page in a phone-sized
 * Chromium with a sampled JavaScript trace, and prints each main-thread task over 12.5 ms observed (50 ms
 * once Lighthouse's simulation slows the CPU four times, where blocking starts) with the functions most
 * sampled in it, and below it what the browser did (script, style, layout…). CPU_RATE=4 throttles the
 * CPU as well.
 */
'use strict';
const puppeteer = require('puppeteer-core');
const signIn = require('./lighthouse-signin.cjs');

const path = process.argv[2];
const origin = process.argv[3] ?? 'http://127.0.0.1:4302';
if (!path) {
  console.error('Usage: node scripts/trace-page.cjs /dashboard/overview/total [origin]');
  process.exit(1);
}

/** The renderer's main thread: the CrRendererMain with the most task time. */
function mainThread(events) {
  const busy = new Map();
  for (const e of events)
    if (e.name === 'RunTask') busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const [best] = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`)
    .sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0));
  const [pid, tid] = best.split(':').map(Number);
  return { pid, tid };
}

/** The sampled profile of a process: its nodes by id and each sample's time. */
function samplesOf(events, pid) {
  const nodes = new Map();
  const samples = [];
  let at = events.find((e) => e.pid === pid && e.name === 'Profile')?.args?.data?.startTime ?? 0;
  for (const e of events) {
    if (e.pid !== pid || e.name !== 'ProfileChunk') continue;
    const profile = e.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      at += deltas[i];
      samples.push({ id, at });
    });
  }
  return { nodes, samples };
}

/** What the browser did in a task: its direct children's time by event name (script, style, layout…). */
function kindsOf(events, pid, tid, task) {
  const end = task.ts + task.dur;
  const inTask = events.filter(
    (e) =>
      e.pid === pid && e.tid === tid && e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end,
  );
  // Direct children only: an event not inside another event of the task.
  const outer = inTask.filter(
    (e) => !inTask.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur),
  );
  const byName = new Map();
  for (const e of outer) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur);
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`)
    .join(', ');
}

(async () => {
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await signIn(browser, { url: origin + path });
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const cdp = await page.createCDPSession();
    // As Lighthouse loads a page: from the server, not from the service worker the sign-in installed or
    // the HTTP cache.
    await cdp.send('Network.enable');
    await cdp.send('Network.setBypassServiceWorker', { bypass: true });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Lighthouse also clears the origin's service worker and Cache Storage before each run, so the page
    // installs its worker (and precache) anew while it loads.
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU_RATE ?? 1) });
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'loading',
      ],
    });
    await page.goto(origin + path, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const { traceEvents: events } = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    const { pid, tid } = mainThread(events);
    const fcp = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint');
    const { nodes, samples } = samplesOf(events, pid);
    // Times from the first paint: only tasks after it count towards TBT.
    const ms = (us) => `${us >= (fcp?.ts ?? 0) ? '+' : ''}${((us - (fcp?.ts ?? 0)) / 1000).toFixed(0)}`;
    console.log(`Tasks over 12.5 ms, timed from the first contentful paint${fcp ? '' : ' (not found: from 0)'}:`);
    for (const task of events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.dur > 12_500)) {
      const inside = samples.filter((s) => s.at >= task.ts && s.at <= task.ts + task.dur);
      const byFunction = new Map();
      for (const s of inside) {
        const frame = nodes.get(s.id)?.callFrame;
        if (!frame) continue;
        const key = `${frame.functionName || '(anonymous)'} ${(frame.url || '').split('/').pop()}:${frame.lineNumber}`;
        byFunction.set(key, (byFunction.get(key) ?? 0) + 1);
      }
      const top = [...byFunction]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([key, n]) => `${key} ×${n}`)
        .join(', ');
      console.log(`  at ${ms(task.ts)} ms: ${(task.dur / 1000).toFixed(1)} ms (${inside.length} samples) ${top}`);
      console.log(`      ${kindsOf(events, pid, tid, task)}`);
    }
  } finally {
    await browser.close();
  }
})();
