import type { Page } from '@playwright/test';
import { CUSTOMERS_HEADINGS } from '../../src/app/features/customers/headings';
import { TRANSFERS_HEADINGS } from '../../src/app/features/transfers/headings';
import { expect, makeBusiness, signInByApi, test, waitForActiveWorker, watchWorkerErrors } from './helpers';
import { withServiceWorker } from './chromium';
import { startPrivateServer } from './private-server';

// These journeys need the service worker, and the full browser.
test.use(withServiceWorker);

// Opened while the server cannot be reached, the app paints the same first frame the server sends
// (src/server/app-document.ts): the worker keeps the server's last page per route. How fast that is,
// is measured in the benchmark (npm run bench -- --only offline), not here.

const TRANSFERS = TRANSFERS_HEADINGS['/dashboard/transfers/list'].title;
const CUSTOMERS = CUSTOMERS_HEADINGS['/dashboard/customers/list'].title;

/** Every page the worker keeps, as text. */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('page-frames-')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) texts.push((await (await cache.match(request))?.text()) ?? '');
    }
    return texts;
  });
}

test("server unreachable: a screen opens in the server's frame with its heading, a screen never opened in the dashboard's", async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'an owner on the go, on a phone');
  test.setTimeout(240_000);
  // This test stops its server; no other journey uses it.
  const server = await startPrivateServer(testInfo);
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const business = await makeBusiness(context.request);
    const owner = business.users[0];
    if (!owner) throw new Error('The fixture has no owner');
    const page = await context.newPage();
    const worker = await watchWorkerErrors(context, page);
    await signInByApi(page, owner.email, { skipWelcome: true });
    await page.goto('/dashboard/transfers/list');
    await waitForActiveWorker(page);
    await expect(page.getByRole('heading', { level: 1, name: TRANSFERS })).toBeVisible();

    // The server goes away; the browser still believes it is online.
    await server.stop();

    const transfers = await page.goto('/dashboard/transfers/list');
    expect(transfers?.fromServiceWorker()).toBe(true);
    // The page the worker answered with is the server's, with the screen's heading in its frame.
    const frame = (await transfers?.text()) ?? '';
    expect(frame).toContain(`<h1 class="page-header-title">${TRANSFERS}</h1>`);
    expect(frame).toContain('class="bottom-tabs"');
    // The app takes over from it.
    await expect(page.getByRole('heading', { level: 1, name: TRANSFERS })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

    // Never opened on this device: the dashboard's frame (its bars, no heading), then the app's screen.
    const customers = await page.goto('/dashboard/customers/list');
    const bars = (await customers?.text()) ?? '';
    expect(bars).toContain('class="bottom-tabs"');
    expect(bars).not.toContain('class="page-header-title"');
    await expect(page.getByRole('heading', { level: 1, name: CUSTOMERS })).toBeVisible();

    // What the worker keeps names nobody, so it can stay across a sign-out or a switch of business.
    const kept = await keptPages(page);
    expect(kept.length).toBeGreaterThanOrEqual(2);
    for (const text of kept) {
      expect(text).not.toContain(business.business_name);
      expect(text).not.toContain(owner.email);
    }
    expect(worker.watched()).toBeGreaterThan(0);
    expect(worker.errors).toEqual([]);
  } finally {
    await context.close();
    await server.stop();
  }
});
