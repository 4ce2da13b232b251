import type { Page } from '@playwright/test';
import { APPROVAL_SYNC_TAG, OFFLINE_SCREEN_NOT_KEPT } from '../../src/contract/pwa';
import type { WalletEntry } from '../../src/contract/transfers';
import {
  expect,
  makeBusiness,
  readStored,
  signInByApi,
  test,
  waitForActiveWorker,
  watchWorkerErrors,
  workerDomain,
} from './helpers';
import { withServiceWorker } from './chromium';
import { startPrivateServer } from './private-server';

// These journeys need the service worker, and the full browser.
test.use(withServiceWorker);

// The server made unreachable while the browser still says it is online (a captive portal, dead
// mobile data, the server down): the app says it is offline, keeps the decision in its queue, and
// sends it by itself as soon as the server answers again: no reload, no 'online' event, exactly once.
// All along, the service worker leaves no error unhandled.

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = (await readStored(page, 'appToken')) as string;
  const response = await page.request.get(`/api/${path}`, {
    headers: { Authorization: `Bearer ${token}`, 'x-app-id': 'merchant-dashboard' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test('server unreachable with the browser online: Offline shows, the approval waits and goes once when the server answers', async ({
  playwright,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'an owner approving on the go, on a phone');
  test.setTimeout(300_000);
  // The server this test stops and starts again (same port and database); no other journey uses it.
  let server = await startPrivateServer(testInfo);
  // A persistent profile, as an installed app has: the worker and its queue outlive the server.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...withServiceWorker.launchOptions,
    baseURL: server.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  });
  try {
    const business = await makeBusiness(context.request, {
      users: [{ role: 'Owner' }, { role: 'User' }],
      awaiting_approval: 1,
    });
    const owner = business.users.find((u) => u.role === 'Owner');
    const waiting = business.awaiting_approval[0];
    if (!owner || !waiting) throw new Error('The fixture has no owner or no transfer awaiting approval');

    const page = context.pages()[0] ?? (await context.newPage());
    const worker = await watchWorkerErrors(context, page);
    await signInByApi(page, owner.email, { skipWelcome: true });
    await page.goto('/dashboard/transfers/pendingapprovals');
    await waitForActiveWorker(page);
    const card = page.getByRole('article').filter({ hasText: waiting.narration });
    await expect(card).toBeVisible();
    const chip = page.getByRole('status').filter({ hasText: 'Offline' });
    await expect(chip).toHaveCount(0);

    // The server goes away; the browser still believes it is online.
    await server.stop();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);

    // A screen never opened on this device says the app is offline, not that the service is down.
    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Balance' }).click();
    await expect(page.getByText(OFFLINE_SCREEN_NOT_KEPT).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Service is temporarily unavailable', { exact: false })).toHaveCount(0);
    await expect(chip).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('unreachable-balance.png') });

    // Back on the approvals (kept in memory), the owner approves: the decision waits in the queue.
    await page.goBack();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: /^Approve / }).click();
    const sheet = page.getByRole('alertdialog', { name: 'Approve this transfer?' });
    await sheet.getByRole('button', { name: 'Approve' }).click();
    await expect(card).toContainText('Will be sent when you are back online');
    await expect(page.getByRole('region', { name: 'Decisions waiting to be sent' })).toContainText(
      new RegExp(`Approve .*transfer ${waiting.id}\\)`),
    );
    await expect(chip).toBeVisible();
    // A Background Sync while the server is still away: the worker fails it on purpose, so the browser
    // tries again later, without an unhandled rejection.
    const { cdp, regId } = await workerDomain(context, page);
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(page.url()).origin,
      registrationId: regId,
      tag: APPROVAL_SYNC_TAG,
      lastChance: false,
    });
    await expect(card).toContainText('Will be sent when you are back online');

    // The server answers again, on the same port and database. The test does nothing else: the app
    // finds out by itself and sends the decision.
    server = await startPrivateServer(testInfo);
    // Named by amount and beneficiary, or by its number alone once the refreshed list no longer has it.
    await expect(page.getByRole('region', { name: 'Sent from your queue' })).toContainText(
      new RegExp(`Approve (.*\\(transfer ${waiting.id}\\)|transfer ${waiting.id}): Transfer approved`),
      { timeout: 120_000 },
    );
    await expect(chip).toHaveCount(0, { timeout: 30_000 });
    await page.screenshot({ path: testInfo.outputPath('unreachable-sent.png') });

    // Exactly once: the transfer is paid and the wallet debited once for it.
    const transfer = await apiGet<{ status: string; reference: string }>(page, `v2/transfers/${waiting.id}`);
    expect(transfer.status).toBe('SUCCESSFUL');
    const history = await apiGet<{ entries: WalletEntry[] }>(
      page,
      `v2/wallets/history?currency=${waiting.currency}&page=1&page_size=100`,
    );
    const debits = history.entries.filter((e) => e.reference === waiting.reference && e.type === 'D');
    expect(debits).toHaveLength(1);
    expect(-(debits[0]?.amount ?? 0)).toBeGreaterThanOrEqual(waiting.amount);

    // The worker answered every call it could not pass on (last-seen figures never kept, a sync that
    // failed on purpose) without leaving an error unhandled.
    expect(worker.watched()).toBeGreaterThan(0);
    expect(worker.errors).toEqual([]);
  } finally {
    await context.close();
    await server.stop();
  }
});
