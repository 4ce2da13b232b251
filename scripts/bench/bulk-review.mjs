/**
 * The bulk review: a 5000-row CSV uploaded, validated on the server and reviewed in the browser (its 2 MB
 * of answers parsed in a Web Worker), then filtered. Measured on a desktop page of the built app: the
 * worst long task of the main thread from the upload to the filtered page (what a merchant feels as a
 * frozen screen), and the time to 'Reviewed'. With two builds the runs alternate A, B, B, A…
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { median } from '../lighthouse-summary.mjs';
import { bulkCsv } from '../../tests/e2e/bulk-csv.ts';
import { startServer } from './server.mjs';

const EMAIL = 'admin@demo.test';
const PASSWORD = 'Demo-pass-2026';
const ROWS = 5000;

async function once(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(150_000);
  try {
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard\//);
    await page.goto(`${origin}/dashboard/transfers/bulk/bank`);
    await page.getByRole('heading', { name: 'Bulk transfer to bank accounts' }).waitFor();
    await page.getByLabel('CSV file').setInputFiles({
      name: `bulk-${ROWS}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(bulkCsv(ROWS)),
    });
    // Long tasks from the upload on, not the page's own start.
    await page.evaluate(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: false });
      window.__reviewStarted = performance.now();
    });
    await page.getByRole('button', { name: 'Upload and review' }).click();
    await page.getByText('Reviewed', { exact: true }).waitFor();
    const reviewMs = await page.evaluate(() => performance.now() - window.__reviewStarted);
    await page.getByLabel('Verified', { exact: true }).selectOption('unverified');
    await page.getByText('Page 1 of 10 · 100 rows').waitFor();
    const longTasks = await page.evaluate(() => window.__longTasks);
    return { reviewMs, worstMs: Math.max(0, ...longTasks), longTasks: longTasks.length };
  } finally {
    await context.close();
  }
}

/**
 * @param {{ label: string, root: string, server: string, static: string }[]} builds
 * @returns {Promise<{ label: string, worstMs: number, reviewMs: number, runs: object[] }[]>}
 */
export async function measureBulkReview(builds, { runs = 3, port, log = console.log }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const servers = [];
  try {
    for (const [i, build] of builds.entries()) servers.push(await startServer(build, port + i));
    const results = builds.map(() => []);
    for (let n = 0; n < runs; n++) {
      const order = builds.map((_, i) => i);
      if (n % 2 === 1) order.reverse();
      for (const i of order) {
        const run = await once(browser, servers[i].origin);
        results[i].push(run);
        log(
          `  bulk review${builds.length > 1 ? ` [${builds[i].label}]` : ''} ${n + 1}: reviewed in ${run.reviewMs.toFixed(0)} ms, ${run.longTasks} long tasks, worst ${run.worstMs.toFixed(0)} ms`,
        );
      }
    }
    return builds.map((b, i) => ({
      label: b.label,
      worstMs: Math.round(median(results[i].map((r) => r.worstMs))),
      reviewMs: Math.round(median(results[i].map((r) => r.reviewMs))),
      runs: results[i],
    }));
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
}
