/**
 * The queue's delay: an owner on a phone approves a transfer while the server is unreachable (stopped;
 * the browser still believes it is online), the server comes back after a while, and nobody touches
 * the app. Measured: from the server listening again to the decision shown as sent from the queue.
 * One transfer per sample, on a business of its own (the sandbox's fixtures), one server whose
 * database outlives its stops.
 */
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { median } from '../lighthouse-summary.mjs';
import { startServer } from './server.mjs';

/** How long the server stays away per sample (a field report had it back after about 10 s). */
export const REPLAY_DOWN_S = 10;

/**
 * @param {{ label: string, root: string, server: string, static: string }} build
 * @returns {Promise<{ median: number, samples: (number | null)[], missing: number }>}
 */
export async function measureReplayDelay(build, { samples = 5, port, log = console.log }) {
  const dataDir = join('.tmp', 'bench', `data-${port}`);
  let server = await startServer(build, port, { dataDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const times = [];
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const fixture = await context.request.post(`${server.origin}/api/sandbox/fixtures`, {
      data: { users: [{ role: 'Owner' }, { role: 'User' }], awaiting_approval: samples },
    });
    const business = (await fixture.json()).data;
    const owner = business.users.find((u) => u.role === 'Owner');
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`${server.origin}/login`);
    await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(business.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard\//);
    await page.goto(`${server.origin}/dashboard/transfers/pendingapprovals`);
    log(`  replay delay: signed in as ${owner.email}, ${samples} transfers awaiting approval`);

    for (const [n, transfer] of business.awaiting_approval.entries()) {
      const card = page.getByRole('article').filter({ hasText: transfer.narration });
      await card.waitFor();
      await server.stop({ keepData: true });
      await card.getByRole('button', { name: /^Approve / }).click();
      await page
        .getByRole('alertdialog', { name: 'Approve this transfer?' })
        .getByRole('button', { name: 'Approve' })
        .click();
      await page
        .getByRole('region', { name: 'Decisions waiting to be sent' })
        .filter({ hasText: `transfer ${transfer.id})` })
        .waitFor();
      await page.waitForTimeout(REPLAY_DOWN_S * 1000);
      server = await startServer(build, port, { dataDir, fresh: false });
      const back = Date.now();
      let ms = Number.NaN;
      try {
        await page
          .getByRole('region', { name: 'Sent from your queue' })
          // Named by amount and beneficiary, or by number alone once the refreshed list no longer has it.
          .filter({ hasText: new RegExp(`transfer ${transfer.id}\\)?: Transfer approved`) })
          .waitFor({ timeout: 180_000 });
        ms = Date.now() - back;
      } catch {
        // Not applied within 3 minutes: counted as missing.
      }
      times.push(ms);
      log(`  replay delay ${n + 1}: ${Number.isNaN(ms) ? 'not applied within 180 s' : `${ms} ms`}`);
    }
    return {
      median: Math.round(median(times)),
      samples: times.map((t) => (Number.isNaN(t) ? null : t)),
      missing: times.filter((t) => Number.isNaN(t)).length,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
