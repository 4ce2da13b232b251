import type { Page } from '@playwright/test';
import { expect, makeBusiness, signInByApi, test } from './helpers';

// Journeys of the queries area, phone and desktop: an owner filters transactions by status and date,
// opens one, refunds part of it and sees the refund and the balance change, and blacklists a customer,
// each on a business of its own; Demo Stores Ltd's settlements, balance, subaccounts and search are
// read. Screenshots land in test-results/screens/.

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `test-results/screens/queries-${name}-${project}.png`, fullPage: true });

/** Demo Stores Ltd, only read. */
async function signInToDemoStores(page: Page): Promise<void> {
  await signInByApi(page, 'owner@demo.test', { account: 20001 });
}

/** A business of the test's own with payments and customers, its owner signed in. */
async function signInToOwnBusiness(page: Page): Promise<void> {
  const business = await makeBusiness(page.request, { payments: 150 });
  await signInByApi(page, business.users[0]!.email);
}

const ngnBalance = (page: Page) => page.getByRole('region', { name: 'NGN balance' });

test('filters transactions, refunds part of one, and sees the refund and the balance change', async ({
  page,
}, testInfo) => {
  // A long journey (six screens and a refund): more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const project = testInfo.project.name;
  await signInToOwnBusiness(page);

  await page.goto('/dashboard/balance/index');
  await expect(
    ngnBalance(page)
      .getByText(/NGN [\d,]+\.\d\d/)
      .first(),
  ).toBeVisible();
  const before = await ngnBalance(page).innerText();

  await page.goto('/dashboard/transactions/all');
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  // Phones fold the filters away behind the Filters button. The heading is already in the server's frame:
  // wait for the screen's own filters before asking whether they are folded.
  const status = page.getByLabel('Status');
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toBeVisible();
  if (!(await status.isVisible())) await filters.click();
  await status.selectOption('successful');
  await page.getByLabel('Currency').selectOption('NGN');
  // The date range: the 1st of this month to today, picked in the calendar.
  const today = new Date();
  const month = today.toLocaleString('en-US', { month: 'long' });
  const year = today.getFullYear();
  await page.getByRole('button', { name: /Open calendar for Date range/ }).click();
  const grid = page.getByRole('grid');
  await grid.getByRole('button', { name: new RegExp(`${month} 1, ${year}`) }).click();
  await grid.getByRole('button', { name: new RegExp(`${month} ${today.getDate()}, ${year}`) }).click();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/status=successful/);
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-01/);
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByText('Successful').first()).toBeVisible();
  await expect(page.getByText(/\d+ transactions?$/)).toBeVisible();
  await shot(page, 'transactions', project);

  await table.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\/transactions\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  const reference = (await page.getByRole('heading', { level: 1 }).innerText()).split(' · ')[1]!.trim();

  // Refund part of it: the dialog checks the amount first.
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Part of it').check();
  await dialog.getByLabel(/Amount to refund/).fill('0');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.getByText('Amount must be more than zero')).toBeVisible();
  await dialog.getByLabel(/Amount to refund/).fill('12.50');
  await dialog.getByLabel('Reason (optional)').fill('Damaged on delivery');
  await shot(page, 'refund-dialog', project);
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText('Refund of NGN 12.50 completed')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: 'Refunds' })
      .getByText(/NGN 12\.50/)
      .first(),
  ).toBeVisible();
  await shot(page, 'transaction', project);

  await page.goto('/dashboard/transactions/refunds');
  const refunds = page.getByRole('table', { name: 'refunds' });
  await expect(refunds.getByText(reference).first()).toBeVisible();
  await expect(refunds.getByText('NGN 12.50').first()).toBeVisible();

  await page.goto('/dashboard/balance/index');
  await expect(
    ngnBalance(page)
      .getByText(/NGN [\d,]+\.\d\d/)
      .first(),
  ).toBeVisible();
  await expect.poll(() => ngnBalance(page).innerText()).not.toBe(before);
  await page.goto('/dashboard/balance/history');
  await expect(page.getByText(`Refund of payment ${reference}`).first()).toBeVisible();
  await shot(page, 'history', project);
});

test('blacklists a customer', async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  await signInToOwnBusiness(page);
  await page.goto('/dashboard/customers/list');
  const table = page.getByRole('table', { name: 'customers' });
  const link = table.getByRole('link').first();
  // textContent, not innerText: phone list cards below the screen skip layout (content-visibility), and
  // innerText of an element not laid out is empty.
  const name = ((await link.textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await link.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Blacklist customer' }).click();
  await page.getByRole('button', { name: 'Confirm blacklist' }).click();
  await expect(page.getByText('Reason is empty')).toBeVisible();
  await page.getByLabel('Why are you blacklisting this customer?').fill('Three chargebacks this month');
  await page.getByRole('button', { name: 'Confirm blacklist' }).click();
  await expect(page.getByRole('button', { name: 'Remove from blacklist' })).toBeVisible();
  await shot(page, 'customer', project);

  await page.goto('/dashboard/customers/blacklist/radar');
  const entries = page.getByRole('table', { name: 'blacklist entries' });
  await expect(entries.getByText(name).first()).toBeVisible();
  await shot(page, 'blacklist', project);
  await entries.getByRole('row').filter({ hasText: name }).getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/customers\/poll\/blacklisted\/\d+$/);
  await expect(page.getByRole('region', { name: 'Details' }).getByText('Three chargebacks this month')).toBeVisible();
});

test("opens a settlement's transactions", async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  await signInToDemoStores(page);
  await page.goto('/dashboard/balance/settlements');
  await page.getByRole('table', { name: 'settlements' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\/balance\/settlements\/\d+$/);
  // The details list's term (the screen's description mentions the account it was paid to too).
  await expect(page.getByRole('region', { name: 'Details' }).getByText('Paid to', { exact: true })).toBeVisible();
  const txs = page.getByRole('table', { name: 'Transactions in this settlement' });
  await expect(txs.getByRole('link').first()).toBeVisible();
  await shot(page, 'settlement', project);
  await txs.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\/transactions\/\d+$/);
  // Exactly the detail's panel: the settlement screen, still shown while the detail's code loads, has
  // headings that contain the word too.
  await expect(page.getByRole('heading', { name: 'Settlement', exact: true })).toBeVisible();
});

test('balance, subaccount and search screens show their data', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  await signInToDemoStores(page);

  await page.goto('/dashboard/balance/rollingreserve');
  await expect(page.getByText('5%', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'NGN reserve' })).toBeVisible();
  await shot(page, 'reserve', project);

  await page.goto('/dashboard/balance/history');
  await expect(
    page
      .getByRole('table', { name: 'balance movements' })
      .getByText(/Payments settled to balance/)
      .first(),
  ).toBeVisible();

  await page.goto('/dashboard/balance/accounts');
  await expect(page.getByText('Account number').first()).toBeVisible();

  await page.goto('/dashboard/customers/blacklisted/phone');
  await expect(page.getByRole('table', { name: 'blacklist entries' }).getByText('+2348000000099')).toBeVisible();

  await page.goto('/dashboard/subaccounts/2');
  await expect(page.getByRole('heading', { name: 'Demo Stores Ikeja', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Split transactions' }).getByRole('link').first()).toBeVisible();
  await page.getByRole('link', { name: 'Settlements', exact: true }).last().click();
  await expect(page).toHaveURL(/tab=settlements/);
  await expect(page.getByRole('table', { name: 'Settlements' }).getByRole('link').first()).toBeVisible();
  await shot(page, 'subaccount', project);

  await page.goto('/dashboard/search/Amaka%20Obi');
  await expect(
    page
      .getByRole('table', { name: /customers/i })
      .getByText('Amaka Obi')
      .first(),
  ).toBeVisible();
  await shot(page, 'search', project);
});
