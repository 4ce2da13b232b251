/**
 * The offline warm start: the app installed and used once, then opened again while its server is
 * unreachable (stopped; the browser still believes it is online, the case of a dead API or a captive
 * network). Measured: from the navigation's start (the page's time origin) to the first frame that
 * shows the screen's heading (the server's first frame, kept by the worker, or the app's own) and to the
 * first that shows the last-seen balances, for a fresh tab on the manifest's start_url. Median of N tabs;
 * with two builds the tabs alternate A, B, B, A…
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { median } from '../lighthouse-summary.mjs';
import { startServer } from './server.mjs';

const EMAIL = 'admin@demo.test';
const PASSWORD = 'Demo-pass-2026';
const AVAILABLE = '.stat-label:text-is("Available balance") + .stat-value';

/**
 * Runs in the page before its scripts: notes the time of the first frame after the page has a heading
 * and after an element shows the expected balance (a mutation observer, then the next animation frame:
 * the frame that paints it).
 */
function watchForBalance(expected) {
  const hasHeading = () => (document.querySelector('#root h1')?.textContent ?? '').trim() !== '';
  const shows = () => [...document.querySelectorAll('.stat-value')].some((el) => el.textContent === expected);
  const observer = new MutationObserver(() => {
    if (window.__headingSeen === undefined && hasHeading()) {
      window.__headingSeen = true;
      requestAnimationFrame(() => {
        window.__headingShownAt ??= performance.now();
      });
    }
    if (!shows()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__balanceShownAt ??= performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** Installs the app for one build: signed in, start_url seen with its balances, worker in control. */
async function install(browser, build, port, log) {
  const server = await startServer(build, port);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${server.origin}/login`);
  await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true));
  // The first visit is not controlled (no clients.claim): the next load is.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  const manifest = await (await page.request.get(`${server.origin}/manifest.webmanifest`)).json();
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard\//);
  const startUrl = new URL(manifest.start_url, server.origin).href;
  await page.goto(startUrl);
  const balance = (await page.locator(AVAILABLE).first().innerText()).trim();
  // The worker keeps the balances answer as it passes; the app saves its query cache when quiet.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  await page.close();
  await server.stop();
  log(
    `  offline start [${build.label}]: installed, signed in as ${EMAIL}, start_url ${manifest.start_url} showed ${balance}; server stopped`,
  );
  return { context, startUrl, balance };
}

async function sample({ context, startUrl, balance }) {
  const page = await context.newPage();
  try {
    await page.addInitScript(watchForBalance, balance);
    await page.goto(startUrl, { waitUntil: 'commit', timeout: 30_000 });
    await page.waitForFunction(() => window.__balanceShownAt !== undefined, undefined, { timeout: 30_000 });
    return await page.evaluate(() => ({
      heading: window.__headingShownAt ?? Number.NaN,
      balance: window.__balanceShownAt,
    }));
  } catch {
    return { heading: Number.NaN, balance: Number.NaN };
  } finally {
    await page.close();
  }
}

/**
 * @param {{ label: string, root: string, server: string, static: string }[]} builds
 * @returns {Promise<{ label: string, median: number, samples: number[], missing: number, heading: { median: number, samples: number[] } }[]>}
 *   median and samples: to balances visible; heading: to the first heading
 */
export async function measureOfflineStart(builds, { samples = 7, port, log = console.log }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const installed = [];
    for (const [i, build] of builds.entries()) installed.push(await install(browser, build, port + i, log));
    const times = builds.map(() => []);
    const headings = builds.map(() => []);
    for (let n = 0; n < samples; n++) {
      const order = builds.map((_, i) => i);
      if (n % 2 === 1) order.reverse();
      for (const i of order) {
        const { heading, balance: ms } = await sample(installed[i]);
        times[i].push(ms);
        headings[i].push(heading);
        log(
          `  offline start${builds.length > 1 ? ` [${builds[i].label}]` : ''} ${n + 1}: ${Number.isNaN(ms) ? 'balances not shown within 30 s' : `heading ${heading.toFixed(0)} ms, balances ${ms.toFixed(0)} ms`}`,
        );
      }
    }
    const summary = (list) => ({
      median: Math.round(median(list)),
      samples: list.map((t) => (Number.isNaN(t) ? null : Math.round(t))),
    });
    return builds.map((b, i) => ({
      label: b.label,
      ...summary(times[i]),
      missing: times[i].filter((t) => Number.isNaN(t)).length,
      heading: summary(headings[i]),
    }));
  } finally {
    await browser.close();
  }
}
