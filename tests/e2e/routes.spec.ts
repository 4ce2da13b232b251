import type { APIRequestContext, Page } from '@playwright/test';
import { NAMED_ROUTES, namedRoutePath, type RouteName } from '../../src/contract/named-routes';
import { DEMO_PASSWORD, expect, makeBusiness, signInByApi, test } from './helpers';

const DEMO_STORES = 20001;

/**
 * Every named dashboard route renders its page heading inside the main region (the shell
 * around it is another helper's), guards send users where the spec says, and lists show
 * the seeded data.
 */

const API = '/api';

async function apiSession(request: APIRequestContext, email: string, account?: number): Promise<string> {
  const login = await request.post(`${API}/login`, { data: { identifier: email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const loginData = (await login.json()).data as { token?: string; 'flw-auth-token'?: string };
  const loginToken = (loginData['flw-auth-token'] ?? loginData.token) as string;
  let accountId = account;
  if (accountId === undefined) {
    const list = await request.get(`${API}/v2/merchant/businesses?email=${encodeURIComponent(email)}&appId=1`, {
      headers: { Authorization: `Bearer ${loginToken}` },
    });
    accountId = ((await list.json()).data as { id: number }[])[0]?.id;
  }
  const tokens = await request.post(`${API}/merchant/tokens/create`, {
    headers: { Authorization: `Bearer ${loginToken}` },
    data: { account: accountId, toggle: false },
  });
  expect(tokens.ok()).toBe(true);
  return (await tokens.json()).data.token as string;
}

async function getData<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`${API}/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path} answers`).toBe(true);
  return (await response.json()).data as T;
}

interface Seeded {
  transactionId: number;
  customerId: number;
  transferId: number;
  subaccountId: number;
}

async function seededIds(request: APIRequestContext): Promise<Seeded> {
  const token = await apiSession(request, 'owner@demo.test', DEMO_STORES);
  const tx = await getData<{ transactions: { id: number; unique_reference: string }[] }>(
    request,
    token,
    'v2/transactions/query?q=DSTX00000001',
  );
  const customers = await getData<{ customers: { id: number; customer_email: string }[] }>(
    request,
    token,
    'v2/customers/query?q=amaka.obi%40example.com',
  );
  const transfers = await getData<{ transfers: { id: number; reference: string }[] }>(
    request,
    token,
    'v2/transfers?reference=TRF000000001',
  );
  const subaccounts = await getData<{ subaccounts: { id: number; business_name: string }[] }>(
    request,
    token,
    'v2/subaccounts?business_name=Demo%20Stores%20Ikeja',
  );
  const find = <T>(rows: T[], ok: (row: T) => boolean, what: string): T => {
    const row = rows.find(ok);
    expect(row, `seeded ${what}`).toBeTruthy();
    return row as T;
  };
  return {
    transactionId: find(tx.transactions, (r) => r.unique_reference === 'DSTX00000001', 'transaction').id,
    customerId: find(customers.customers, (r) => r.customer_email === 'amaka.obi@example.com', 'customer').id,
    transferId: find(transfers.transfers, (r) => r.reference === 'TRF000000001', 'transfer').id,
    subaccountId: find(subaccounts.subaccounts, (r) => r.business_name === 'Demo Stores Ikeja', 'subaccount').id,
  };
}

/** Signs in through the API (the demo data is only read here), into the given business when several. */
async function signInTo(page: Page, email: string, account?: number): Promise<void> {
  await signInByApi(page, email, { account });
}

const main = (page: Page) => page.getByRole('main').last();

/**
 * The page heading inside the main region (details resolve their record first), and no not-found. The
 * server's frame already shows the route's heading before the app runs, so first wait for the app's own
 * top bar (the frame's is a placeholder hidden from assistive technology, without the search box):
 * until then a not-found screen could not show yet and its absence would prove nothing.
 */
async function expectHeading(page: Page, want?: string | RegExp): Promise<void> {
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search' })).toBeVisible({ timeout: 20_000 });
  const heading = main(page).getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible({ timeout: 20_000 });
  if (want) await expect(heading).toContainText(want, { timeout: 60_000 });
  await expect(page.getByText('Page not found')).toHaveCount(0);
}

const PARAM_ROUTES: RouteName[] = [
  'customersID',
  'transactionsID',
  'payouts-individual',
  'virtualcardsdetail',
  'subaccountsIndividual',
  'search-listing',
];

test.describe('dashboard routes', () => {
  test('every named route shows its page for the owner of Demo Stores', async ({ page, request }) => {
    test.setTimeout(240_000);
    const ids = await seededIds(request);
    await signInTo(page, 'owner@demo.test', DEMO_STORES);
    const params: Partial<Record<RouteName, Record<string, string | number>>> = {
      customersID: { id: ids.customerId },
      transactionsID: { id: ids.transactionId },
      'payouts-individual': { id: ids.transferId },
      virtualcardsdetail: { id: 'card_demo_0001' },
      subaccountsIndividual: { id: ids.subaccountId },
      'search-listing': { searchString: 'Amaka' },
    };
    const expected: Partial<Record<RouteName, string | RegExp>> = {
      customersID: 'Amaka Obi',
      transactionsID: 'DSTX00000001',
      'payouts-individual': /to /,
      virtualcardsdetail: 'Ada Okafor',
      subaccountsIndividual: 'Demo Stores Ikeja',
      'search-listing': 'Results for “Amaka”',
      transactions: 'Transactions',
      customersmain: 'Customers',
      'payment-links': 'Payment links',
      payroll: 'Payroll',
      capital: 'Capital',
      settingsMain: 'General settings',
    };
    for (const name of Object.keys(NAMED_ROUTES) as RouteName[]) {
      if (name === 'login' || name === 'register' || name === 'compliance') continue;
      const path = namedRoutePath(name, params[name] ?? {});
      await page.goto(path);
      await expectHeading(page, expected[name]);
      if (PARAM_ROUTES.includes(name)) {
        await expect(main(page).getByText(/could not be found/)).toHaveCount(0);
      }
    }
    // compliance is only for status RE: Demo Stores (AA) goes to the overview.
    await page.goto(NAMED_ROUTES.compliance);
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    await expectHeading(page);
  });

  test('unknown dashboard paths show not-found; chargebacks open on pending', async ({ page }) => {
    await signInTo(page, 'owner@demo.test', DEMO_STORES);
    await page.goto('/dashboard/nope');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/dashboard/chargebacks');
    await expect(page).toHaveURL(/\/dashboard\/chargebacks\/pending$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Pending chargebacks');
  });

  test('lists show the seeded data and search it', async ({ page }) => {
    await signInTo(page, 'owner@demo.test', DEMO_STORES);
    await page.goto('/dashboard/transactions/all');
    const region = main(page);
    await region.getByRole('searchbox').fill('DSTX00000001');
    await region.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=DSTX00000001/);
    await expect(region.getByRole('link', { name: 'DSTX00000001' })).toBeVisible();
    await region.getByRole('link', { name: 'DSTX00000001' }).click();
    await expect(region.getByRole('heading', { level: 1 })).toContainText('DSTX00000001');
    await expect(region.getByText('Order #1001')).toBeVisible();

    await page.goto('/dashboard/customers/list');
    await region.getByRole('searchbox').fill('amaka.obi@example.com');
    await region.getByRole('button', { name: 'Search' }).click();
    await expect(region.getByRole('link', { name: 'Amaka Obi' })).toBeVisible();
    await expect(region.getByText('amaka.obi@example.com')).toBeVisible();
    await region.getByRole('link', { name: 'Amaka Obi' }).click();
    await expect(region.getByRole('heading', { level: 1 })).toHaveText('Amaka Obi', { timeout: 30_000 });
    await expect(region.getByRole('heading', { name: 'Payments' })).toBeVisible();

    await page.goto('/dashboard/transfers/pendingapprovals');
    // DEMO.md's three transfers awaiting approval: one Approve button each, as cards or table rows.
    await expect(region.getByRole('button', { name: /^Approve [A-Z]{3} / })).toHaveCount(3);
    await page.goto('/dashboard/overview');
    await expect(region.getByText('Available balance').first()).toBeVisible();
    await expect(region.getByText(/NGN [\d,]+\.\d\d/).first()).toBeVisible();
  });

  test('payroll is not-found for Demo Cape', async ({ page }) => {
    await signInTo(page, 'za@demo.test');
    await page.goto('/dashboard/payroll');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('an individual gets no-access for events, and empty states everywhere', async ({ page, request }) => {
    const newbie = await makeBusiness(request, { business: { type: 'individual', compliance: 'none' } });
    await signInTo(page, newbie.users[0]!.email);
    await page.goto('/dashboard/events/list');
    await expect(page).toHaveURL(/\/dashboard\/no-access$/);
    await expect(main(page).getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Go to overview' })).toHaveAttribute(
      'href',
      '/dashboard/overview',
    );

    const empties: [string, string][] = [
      ['/dashboard/transactions/all', 'No transactions yet'],
      ['/dashboard/customers/list', 'No customers yet'],
      ['/dashboard/payments/links', 'No payment links yet'],
      ['/dashboard/invoices/list', 'No invoices yet'],
      ['/dashboard/transfers/list', 'No transfers yet'],
      ['/dashboard/subaccounts', 'No subaccounts yet'],
      ['/dashboard/balance/settlements', 'No settlements yet'],
    ];
    for (const [path, text] of empties) {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { name: text })).toBeVisible();
    }
    // Compliance is not filled: the compliance screen replaces the overview (spec 1 §2).
    await page.goto('/dashboard/overview');
    await expect(page).toHaveURL(/\/dashboard\/compliance$/);
  });
});
