import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, makeBusiness, signInByApi, test, waitForActiveWorker } from './helpers';
import { withServiceWorker } from './chromium';

// These journeys need the service worker, and the full browser.
test.use(withServiceWorker);

const API_HEADERS = { 'x-app-id': 'merchant-dashboard' };
const DEMO_STORES = 20001;

/** An account token for API checks of the figures the screen should show. */
async function accountToken(request: APIRequestContext, email: string, account: number): Promise<string> {
  const login = await request.post('/api/login', {
    headers: API_HEADERS,
    data: { identifier: email, password: DEMO_PASSWORD },
  });
  const loginToken = (await login.json()).data['flw-auth-token'] as string;
  const tokens = await request.post('/api/merchant/tokens/create', {
    headers: { ...API_HEADERS, Authorization: `Bearer ${loginToken}` },
    data: { account },
  });
  return (await tokens.json()).data.token as string;
}

/** Minor units from a shown amount: 'NGN 1,234.56' → 123456. */
const minorOf = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Entries of an IndexedDB store (0 when the database does not exist yet). */
function countEntries(page: Page, db: string, store: string): Promise<number> {
  return page.evaluate(
    ([name, storeName]) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open(name!);
        open.onupgradeneeded = () => open.result.createObjectStore(storeName!);
        open.onsuccess = () => {
          const tx = open.result.transaction(storeName!, 'readonly');
          const count = tx.objectStore(storeName!).count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
        open.onerror = () => resolve(0);
      }),
    [db, store],
  );
}

test('overview: seeded figures, currency, CSV download, last-seen balances offline, nothing across accounts', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await waitForActiveWorker(page);

  // owner@demo.test in Demo Stores Ltd (only read here): the overview with its insights.
  await signInByApi(page, 'owner@demo.test', { account: DEMO_STORES });
  await page.goto('/dashboard/overview');
  await expect(page.getByTestId('business-name')).toHaveText('Demo Stores Ltd');
  await expect(page.getByRole('heading', { name: 'When you are paid most' })).toBeVisible();
  await expect(page.getByTestId('biggest-customers').locator('article')).toHaveCount(3);
  // Charts draw when they come near the screen (below the fold on a phone).
  await page.getByRole('heading', { name: 'When you are paid most' }).scrollIntoViewIfNeeded();
  // Today holds no payment yet just after midnight: the week always has some.
  const paymentTimes = page.getByRole('region', { name: 'When you are paid most' });
  await expect(
    paymentTimes
      .getByRole('img', { name: 'Payments by time of day' })
      .or(paymentTimes.getByText('No data to show yet.')),
  ).toBeVisible();
  await paymentTimes.getByRole('button', { name: 'Week' }).click();
  await expect(paymentTimes.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
  await expect(paymentTimes.getByRole('img', { name: 'Payments by time of day' })).toBeVisible();
  await expect(paymentTimes.getByText(/^Busiest: /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where your customers are' })).toBeVisible();
  await expect(page.getByText('Top location:')).toBeVisible();

  // overview/total for yesterday in NGN: the figure is the server's, and the line chart draws.
  const token = await accountToken(request, 'owner@demo.test', DEMO_STORES);
  const expected = async (currency: string) => {
    const answer = await request.get('/api/v2/split-analytics/total_processed', {
      headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
      params: { currency, from: `${day(-1)} 00:00:00`, to: `${day(-1)} 23:59:59` },
    });
    return (await answer.json()).data.total_value as number;
  };
  await page.goto(`/dashboard/overview/total?range=custom&from=${day(-1)}&to=${day(-1)}`);
  const total = page.getByTestId('total-value');
  await expect(total).toHaveText(/^NGN /);
  const ngn = await expected('NGN');
  expect(ngn).toBeGreaterThan(0);
  expect(minorOf(await total.innerText())).toBe(ngn);
  await total.scrollIntoViewIfNeeded();
  await expect(page.locator('.chart-plot canvas').first()).toBeVisible();
  const ngnBalance = await page.getByTestId('available-balance').innerText();
  // The server's figure (DEMO.md's seed), in minor units.
  const wallets = await request.post('/api/v2/merchant/wallets', {
    headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
  });
  const ngnWallet = ((await wallets.json()).data as { wallet_currency_code: string; available_balance: number }[]).find(
    (w) => w.wallet_currency_code === 'NGN',
  );
  expect(ngnWallet?.available_balance).toBeGreaterThan(0);
  expect(minorOf(ngnBalance)).toBe(ngnWallet?.available_balance);

  // Switching currency sets the query parameter and the figures follow.
  await page.getByLabel('Currency').selectOption('USD');
  await expect(page).toHaveURL(/currency=USD/);
  await expect(total).toHaveText(/^USD /);
  expect(minorOf(await total.innerText())).toBe(await expected('USD'));
  await expect(page.getByTestId('available-balance')).toHaveText('USD 11,980.50');
  await page.getByLabel('Currency').selectOption('NGN');
  await expect(total).toHaveText(/^NGN /);

  // Download Account Summary: the data type is required, then the real file comes.
  await page.getByRole('button', { name: 'Download Account Summary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download Account Summary' });
  await dialog.getByLabel('Yesterday').check();
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(dialog.getByText('Data type is empty')).toBeVisible();
  await dialog.getByLabel('Data type').selectOption('payments');
  const downloadEvent = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloadEvent;
  await expect(page.getByText('Fetch Complete, Downloading...')).toBeVisible();
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe('Type,Date,Reference,Narration,Status,Amount,Fee,Currency');
  const rows = csv.slice(1).map((line) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, '')));
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((r) => r[0] === 'Payment' && r[7] === 'NGN' && r[1]!.startsWith(day(-1)))).toBe(true);
  const paid = rows.filter((r) => r[4] === 'successful').reduce((sum, r) => sum + Math.round(Number(r[5]) * 100), 0);
  expect(paid).toBe(minorOf(await total.innerText()));

  // Offline (the network is gone for the page and the worker): a reload still shows the same balances.
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('available-balance')).toHaveText(ngnBalance);
    await expect(page.getByTestId('last-updated')).toContainText('Last updated');
    await expect(page.getByTestId('last-updated')).toContainText('Offline');
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    expect(minorOf(await total.innerText())).toBe(ngn);
  } finally {
    await context.setOffline(false);
  }

  // Leaving the account: its persisted cache and the worker's copies go.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => countEntries(page, 'paydesk-query-cache', 'clients')).toBe(0);

  // admin@demo.test: offline, a screen the owner saw shows none of the owner's figures.
  await signInByApi(page, 'admin@demo.test');
  await page.goto('/dashboard/overview');
  await expect(page.getByTestId('business-name')).toHaveText('Demo Stores Ltd');
  await context.setOffline(true);
  try {
    await page.goto(`/dashboard/overview/total?range=custom&from=${day(-1)}&to=${day(-1)}&currency=USD`);
    await expect(page.getByRole('heading', { name: 'Total value', level: 1 })).toBeVisible();
    await expect(page.getByTestId('last-updated')).toBeVisible();
    await expect(page.getByRole('button', { name: /Try again/i }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('total-value')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test('a travel agency pays the PCI-DSS fee on the card checkout and copies its merchant id', async ({
  page,
  request,
}) => {
  const travel = await makeBusiness(request, {
    business: { industry: 'Travel Agencies/Tour', preferences: { done_pcidss: '0' } },
  });
  await signInByApi(page, travel.users[0]!.email);
  await page.goto('/dashboard/overview');
  await expect(page.getByTestId('business-name')).toHaveText(travel.business_name);
  const banner = page.getByRole('region', { name: 'Get PCI-DSS certified' });
  await expect(banner).toContainText('NGN 50,000.00');
  await banner.getByRole('button', { name: 'Get Certified' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/PCI-/);
  await expect(page.getByText('NGN 50,000.00').first()).toBeVisible();
  await page.getByLabel('Card number').fill('4111 1111 1111 1112');
  await page.getByLabel('Expiry (MM/YY)').fill('09/40');
  await page.getByLabel('CVV').fill('564');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert')).toHaveText('Card number is invalid');
  await page.getByLabel('Card number').fill('5531 8866 5214 2950');
  await page.getByLabel('Expiry (MM/YY)').fill('09/40');
  await page.getByLabel('CVV').fill('564');
  await page.getByRole('button', { name: /^Pay / }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(dialog.getByTestId('pcidss-merchant-id')).toHaveText(travel.merchant_id ?? '');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  // done_pcidss is set, and the toast says what the server says (spec 2 §8).
  await expect(page.getByText('Settings updated successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get PCI-DSS certified' })).toHaveCount(0);
});

test('a business with no compliance gets the compliance screen instead of the overview', async ({ page, request }) => {
  const newbie = await makeBusiness(request, { business: { type: 'individual', compliance: 'none' } });
  await signInByApi(page, newbie.users[0]!.email);
  await page.goto('/dashboard/overview');
  await expect(page).toHaveURL(/\/dashboard\/compliance$/);
});

test('the home guide greets by first name and completing a guide opens its screen', async ({ page, request }, info) => {
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }, { role: 'Admin' }] });
  await signInByApi(page, business.users[1]!.email);
  await page.goto('/dashboard/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, \S+/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Make a transfer',
    'Create a customized payment link',
    'Create and send invoices',
    'Create a payment plan and subscriptions',
  ]);
  // Each project completes another guide, so both kinds of guide are walked.
  const [action, path, title] =
    info.project.name === 'phone'
      ? ['Go to payment links', /\/dashboard\/payments\/links$/, 'Create a customized payment link']
      : ['Go to invoices', /\/dashboard\/invoices\/list$/, 'Create and send invoices'];
  await page.getByRole('button', { name: action }).click();
  await expect(page).toHaveURL(path);
  await page.goto('/dashboard/home');
  const card = page.locator('article', { has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText('Completed')).toBeVisible();
  await card.getByRole('button', { name: /^Revisit/ }).click();
  await expect(page).toHaveURL(path);
});
