import type { APIRequestContext, Page } from '@playwright/test';
import { CAPITAL_ACCOUNT_IDS } from '../../src/contract/accounts';
import type { AccountSession } from '../../src/contract/auth';
import { type MenuItem, menuItems } from '../../src/contract/menu';
import { namedRoutePath } from '../../src/contract/named-routes';
import { BANNER_TEXTS } from '../../src/contract/rules';
import { SEARCH_DEBOUNCE_MS } from '../../src/contract/constants';
import { DEMO_PASSWORD, expect, makeBusiness, signInByApi, test } from './helpers';

const API_HEADERS = { 'Content-Type': 'application/json', 'x-app-id': 'merchant-dashboard' };
const ACCOUNTS = { demoStores: 20001, demoEvents: 20002, demoFoods: 20003, demoCape: 20008 } as const;

async function apiSession(request: APIRequestContext, email: string, account: number): Promise<AccountSession> {
  const login = await request.post('/api/login', {
    headers: API_HEADERS,
    data: { identifier: email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const loginToken = (await login.json()).data['flw-auth-token'] as string;
  const tokens = await request.post('/api/merchant/tokens/create', {
    headers: { ...API_HEADERS, Authorization: `Bearer ${loginToken}` },
    data: { account },
  });
  expect(tokens.ok()).toBe(true);
  return (await tokens.json()).data as AccountSession;
}

/** Signs in through the API, the welcome modal marked as seen unless asked, and opens a screen. */
async function signInFast(
  page: Page,
  email: string,
  account?: number,
  { path = '/dashboard/overview', skipWelcome = true } = {},
): Promise<AccountSession> {
  const session = await signInByApi(page, email, { account, skipWelcome });
  await page.goto(path);
  return session;
}

const isPhone = (projectName: string) => projectName === 'phone';
const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')}`);

/** The menu entry with this label: the sidebar on desktop; a tab or the More sheet on phones. */
async function menuLink(page: Page, projectName: string, label: string) {
  if (!isPhone(projectName))
    return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: startsWith(label) });
  const tab = page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: startsWith(label) });
  if ((await tab.count()) > 0) return tab;
  await page.getByRole('button', { name: 'More', exact: true }).click();
  return page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: startsWith(label) });
}

/** The menu the contract's rule gives Demo Stores with its live preferences (the brand hides four items). */
async function demoStoresMenu(request: APIRequestContext, token: string): Promise<MenuItem[]> {
  const answer = await request.get('/api/merchant/account/preferences', {
    headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return menuItems({
    hiddenMenu: ['onboardingmain', 'homeguide', 'refunds', 'salesmode'],
    complianceFilled: true,
    isLive: true,
    accountId: ACCOUNTS.demoStores,
    country: 'NG',
    businessType: 'business',
    preferences: (await answer.json()).data,
  });
}

test.describe('navigation', () => {
  test('owner@demo.test opens every menu entry of Demo Stores at its route, highlighted', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const session = await signInFast(page, 'owner@demo.test', ACCOUNTS.demoStores);
    const menu = await demoStoresMenu(request, session.token);
    expect(menu.map((item) => item.label)).toEqual(
      expect.arrayContaining(['Overview', 'Transfers', 'Chargebacks', 'POS', 'Payroll', 'Capital']),
    );
    if (!isPhone(testInfo.project.name)) {
      const sidebar = page.getByRole('navigation', { name: 'Main' });
      await expect(sidebar.getByRole('link')).toHaveCount(menu.length);
      for (const hidden of ['Setup', 'Home', 'Refunds', 'Sales mode']) {
        await expect(sidebar.getByRole('link', { name: startsWith(hidden) })).toHaveCount(0);
      }
    }
    if (isPhone(testInfo.project.name)) {
      await expect(page.getByRole('navigation', { name: 'Tabs' }).getByRole('link')).toHaveCount(4);
    }
    for (const item of menu) {
      const link = await menuLink(page, testInfo.project.name, item.label);
      await link.click();
      await expect(page.getByRole('dialog', { name: 'More' })).toHaveCount(0);
      const path = namedRoutePath(item.name);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}(\\?.*)?$`));
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
      if (!isPhone(testInfo.project.name)) {
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: startsWith(item.label) }),
        ).toHaveAttribute('aria-current', 'page');
      }
    }
  });

  test('the phone tab bar and More sheet; desktop sidebar collapses and remembers it', async ({ page }, testInfo) => {
    await signInFast(page, 'admin@demo.test', ACCOUNTS.demoStores);
    if (isPhone(testInfo.project.name)) {
      const tabs = page.getByRole('navigation', { name: 'Tabs' });
      for (const label of ['Overview', 'Transactions', 'Transfers', 'Balance']) {
        await expect(tabs.getByRole('link', { name: startsWith(label) })).toBeVisible();
      }
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const more = page.getByRole('button', { name: 'More', exact: true });
      await more.click();
      const sheet = page.getByRole('dialog', { name: 'More' });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('switch', { name: 'Live Mode' })).toBeVisible();
      await expect(sheet.getByRole('link', { name: 'Referrals' })).toBeVisible();
      await expect(sheet.getByRole('link', { name: 'Settings' })).toBeVisible();
      await expect(sheet.getByRole('button', { name: 'Sign out' })).toBeVisible();
      const box = await sheet.getByRole('link', { name: 'Settings' }).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(more).toBeFocused();
    } else {
      // The app's sidebar first: the server's frame has no tab bar either, so its absence proves nothing before.
      const sidebar = page.getByRole('navigation', { name: 'Main' });
      await expect(sidebar).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Tabs' })).toBeHidden();
      await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
      await expect(sidebar.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
      // The width animates (180 ms): measured until it has narrowed, not at one instant mid-way.
      await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(100);
      await page.reload();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Expand sidebar' }),
      ).toBeVisible();
      // Icons only, but every link keeps its name.
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: startsWith('Transactions') }),
      ).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Expand sidebar' }).click();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Collapse sidebar' }),
      ).toBeVisible();
    }
  });
});

test.describe('gating', () => {
  test('admin@demo.test: the approvals badge, Chargebacks, no Add new business', async ({ page }, testInfo) => {
    await signInFast(page, 'admin@demo.test', ACCOUNTS.demoStores);
    const transfers = isPhone(testInfo.project.name)
      ? page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: startsWith('Transfers') })
      : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: startsWith('Transfers') });
    await expect(transfers).toHaveAccessibleName('Transfers 3 awaiting approval');
    await openSwitcher(page, testInfo.project.name);
    await expect(
      page.getByText('You have no other business.').or(page.getByRole('list', { name: 'Your other businesses' })),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add new business' })).toHaveCount(0);
  });

  test('member@demo.test: the same menu without the approvals count', async ({ page }, testInfo) => {
    await signInFast(page, 'member@demo.test', ACCOUNTS.demoStores);
    const transfers = isPhone(testInfo.project.name)
      ? page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: startsWith('Transfers') })
      : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: startsWith('Transfers') });
    await expect(transfers).toBeVisible();
    await expect(page.getByRole('button', { name: 'You are live!' })).toBeVisible();
    await expect(transfers).toHaveAccessibleName('Transfers');
  });

  test('za@demo.test: no Chargebacks in test mode, Capital only by the fixed ids, the ZA validation banner', async ({
    page,
  }, testInfo) => {
    await signInFast(page, 'za@demo.test', ACCOUNTS.demoCape);
    await expect(page.getByText(BANNER_TEXTS.zaValidation)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Test Mode', exact: true })).toBeVisible();
    if (isPhone(testInfo.project.name)) await page.getByRole('button', { name: 'More', exact: true }).click();
    const menu = isPhone(testInfo.project.name)
      ? page.getByRole('dialog', { name: 'More' })
      : page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: startsWith('Settings') })).toBeVisible();
    await expect(menu.getByRole('link', { name: startsWith('Chargebacks') })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: startsWith('POS') })).toHaveCount(0);
    // Capital: not one of the fixed account ids, and not NG.
    expect(CAPITAL_ACCOUNT_IDS).not.toContain(ACCOUNTS.demoCape);
    await expect(menu.getByRole('link', { name: startsWith('Capital') })).toHaveCount(0);
  });
});

async function openSwitcher(page: Page, projectName: string) {
  if (isPhone(projectName)) {
    await page.getByRole('banner').getByRole('button', { name: 'Switch business' }).click();
    await expect(page.getByRole('dialog', { name: 'Switch business' })).toBeVisible();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Switch business' }).click();
    await expect(page.getByRole('dialog', { name: 'Switch business' })).toBeVisible();
  }
}

test('the switcher moves owner@demo.test between the three businesses', async ({ page }, testInfo) => {
  await signInFast(page, 'owner@demo.test', ACCOUNTS.demoStores);
  await openSwitcher(page, testInfo.project.name);
  const dialog = page.getByRole('dialog', { name: 'Switch business' });
  const list = dialog.getByRole('list', { name: 'Your other businesses' });
  await expect(list.getByRole('button', { name: /Demo Events Co/ })).toBeVisible();
  await expect(list.getByRole('button', { name: /Demo Foods/ })).toBeVisible();
  await expect(list.getByRole('button', { name: /Demo Stores Ltd/ })).toHaveCount(0);
  await expect(list.getByRole('button', { name: /Demo Events Co/ })).toContainText('Your Business');
  // Quick search filters the list.
  await dialog.getByRole('searchbox', { name: 'Search businesses' }).fill('foods');
  await expect(list.getByRole('button')).toHaveCount(1);
  await dialog.getByRole('searchbox', { name: 'Search businesses' }).fill('');
  await list.getByRole('button', { name: /Demo Events Co/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await expect(page.getByRole('button', { name: 'Switch business' }).first()).toContainText('Demo Events Co');
  await expect(page.getByRole('button', { name: 'Test Mode', exact: true })).toBeVisible();

  await openSwitcher(page, testInfo.project.name);
  await page
    .getByRole('dialog', { name: 'Switch business' })
    .getByRole('button', { name: /Demo Foods/ })
    .click();
  await expect(page.getByText('Certificate of incorporation is unreadable')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Re-upload Documents' })).toHaveAttribute(
    'href',
    namedRoutePath('compliance'),
  );
  // RE: no live/test badge.
  await expect(page.getByRole('button', { name: 'Test Mode', exact: true })).toHaveCount(0);

  await openSwitcher(page, testInfo.project.name);
  await page
    .getByRole('dialog', { name: 'Switch business' })
    .getByRole('button', { name: /Demo Stores Ltd/ })
    .click();
  await expect(page.getByRole('button', { name: 'You are live!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch business' }).first()).toContainText('Demo Stores Ltd');
});

test('global search finds a customer and a transaction; See all results opens the listing', async ({ page }) => {
  await page.clock.install();
  await signInFast(page, 'admin@demo.test', ACCOUNTS.demoStores);
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toHaveAttribute(
    'placeholder',
    'Search transactions, customers, cards, subaccounts and payment references',
  );
  const results = page.getByRole('region', { name: 'Search results' });
  // Nothing before the pause, then the five groups: the page's clock is held, so the pause is judged in
  // the page's own time, whatever the machine's speed.
  // A moment ahead of the page's time, with room for a busy machine (a time already past cannot be held).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
  await box.fill('Amaka Obi');
  await page.clock.runFor(SEARCH_DEBOUNCE_MS - 1);
  await expect(results).toBeHidden();
  await page.clock.runFor(1);
  await page.clock.resume();
  await expect(results.getByRole('link', { name: /^Amaka Obi amaka\.obi@example\.com/ })).toBeVisible();
  for (const group of ['Customers', 'Transactions', 'Transfers', 'Cards', 'Subaccounts']) {
    await expect(results.getByRole('heading', { name: group })).toBeVisible();
  }
  await expect(results.getByText('No data matching your current search item.').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(results).toBeHidden();

  await box.fill('DSTX00000001');
  await box.press('Enter');
  await expect(results.getByRole('link', { name: /^DSTX00000001/ })).toBeVisible();
  await results.getByRole('link', { name: 'See all results' }).click();
  await expect(page).toHaveURL(/\/dashboard\/search\/DSTX00000001$/);
  await expect(results).toBeHidden();
});

test('the walkthrough of a business account has 8 slides', async ({ page }) => {
  await signInFast(page, 'admin@demo.test', ACCOUNTS.demoStores);
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('Introducing Transfers')).toBeVisible();
  await expect(page.getByText('New dashboard!')).toBeVisible();
  await page.getByRole('button', { name: 'Take the tour' }).click();
  const tour = page.getByRole('dialog', { name: 'Explore the dashboard' });
  await expect(tour.getByRole('region', { name: 'Slide 1 of 8' })).toBeVisible();
  await expect(tour.getByRole('button', { name: 'Previous slide' })).toHaveCount(0);
  await expect(tour.getByRole('button', { name: "I don't need this" })).toBeVisible();
  const titles: string[] = [];
  for (let i = 1; i <= 8; i += 1) {
    titles.push(
      (await tour
        .getByRole('region', { name: `Slide ${i} of 8` })
        .getByRole('heading')
        .textContent()) ?? '',
    );
    if (i < 8) await tour.getByRole('button', { name: 'Next slide' }).click();
  }
  expect(titles).toEqual([
    'Transactions',
    'Customers',
    'Balance and Settlements',
    'Transfers',
    'Payment Links',
    'Point of Sales (POS)',
    'Payment Plans',
    'Subscriptions',
  ]);
  await expect(tour.getByRole('region', { name: 'Slide 8 of 8' })).toBeVisible();
  await expect(tour.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
  await tour.getByRole('button', { name: 'Previous slide' }).click();
  await expect(tour.getByRole('region', { name: 'Slide 7 of 8' })).toBeVisible();
  await tour.getByRole('button', { name: 'Next slide' }).click();
  await tour.getByRole('button', { name: 'Close' }).click();
  await expect(tour).toBeHidden();
  // Closing the tour does not bring back the notifications it was opened from.
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
});

test.describe('mode switch', () => {
  test('the admin of an approved business switches to test mode and back to live', async ({
    page,
    request,
  }, testInfo) => {
    const business = await makeBusiness(request, { users: [{ role: 'Owner' }, { role: 'Admin' }] });
    await signInFast(page, business.users[1]!.email);
    if (isPhone(testInfo.project.name)) await page.getByRole('button', { name: 'More', exact: true }).click();
    const scope = isPhone(testInfo.project.name)
      ? page.getByRole('dialog', { name: 'More' })
      : page.getByRole('navigation', { name: 'Main' });
    const toggle = scope.getByRole('switch', { name: 'Live Mode' });
    await expect(toggle).toBeChecked();
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('You are now on test mode')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    if (isPhone(testInfo.project.name)) {
      await scope.getByRole('button', { name: 'Close' }).click();
      await expect(scope).toBeHidden();
    }
    await expect(page.getByRole('button', { name: 'Test Mode', exact: true })).toBeVisible();
    await expect(page.getByText(/Your account is in test mode\. Daily transaction limit: /)).toBeVisible();
    // The banner's switch goes live again.
    await page.getByRole('region', { name: 'Test mode' }).getByRole('switch', { name: 'Live Mode' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('You are now live')).toBeVisible();
    await expect(page.getByRole('button', { name: 'You are live!' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Test mode' })).toHaveCount(0);
  });

  test('the owner of Demo Events Co (in review) cannot switch', async ({ page, request }, testInfo) => {
    await signInFast(page, 'owner@demo.test', ACCOUNTS.demoEvents);
    if (isPhone(testInfo.project.name)) await page.getByRole('button', { name: 'More', exact: true }).click();
    const scope = isPhone(testInfo.project.name)
      ? page.getByRole('dialog', { name: 'More' })
      : page.getByRole('navigation', { name: 'Main' });
    const toggle = scope.getByRole('switch', { name: 'Live Mode' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).not.toBeChecked();
    await expect(scope.getByText('Only approved accounts can switch between test and live mode.')).toBeVisible();
    // The server refuses it too.
    const session = await apiSession(request, 'owner@demo.test', ACCOUNTS.demoEvents);
    const refused = await request.post('/api/merchant/accounts/update', {
      headers: { ...API_HEADERS, Authorization: `Bearer ${session.token}` },
      data: { merchant_status: 'prod' },
    });
    expect(refused.status()).toBe(403);
  });
});

test('the welcome modal asks a new individual to verify, once', async ({ page, request }) => {
  const newbie = await makeBusiness(request, { business: { type: 'individual', compliance: 'none' } });
  const session = await signInFast(page, newbie.users[0]!.email, undefined, { skipWelcome: false });
  const welcome = page.getByRole('dialog', { name: 'Verify your account' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('button', { name: 'Verify your account' })).toBeVisible();
  await expect(welcome.getByText('Add a bank account so we can pay you.')).toBeVisible();
  await welcome.getByRole('button', { name: 'Skip this' }).click();
  await expect(welcome).toBeHidden();
  expect(
    await page.evaluate(
      (key) => localStorage.getItem(key),
      `shell.welcomeSeen.${session.user.id}.${session.company.id}`,
    ),
  ).toBe('1');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Verify your account' })).toHaveCount(0);
  await expect(page.getByText('Submit your business information to start accepting payments.')).toBeVisible();
});

test('avatar menu: email, Settings and Sign out', async ({ page }) => {
  await signInFast(page, 'admin@demo.test', ACCOUNTS.demoStores);
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Account menu' });
  await expect(menu.getByText('admin@demo.test')).toBeVisible();
  await menu.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/general$/);
  // Choosing Settings closes the menu.
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('dialog', { name: 'Account menu' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard/overview');
  await expect(page).toHaveURL(/\/login/);
});

test('Create new business: the first missing field is flagged, then the owner adds one and lands in it', async ({
  page,
  request,
}, testInfo) => {
  // An owner of their own: the new business must not join the demo owner's three.
  const business = await makeBusiness(request);
  await signInFast(page, business.users[0]!.email);
  await openSwitcher(page, testInfo.project.name);
  await page.getByRole('button', { name: 'Add new business' }).click();
  const modal = page.getByRole('dialog', { name: 'Create new business' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Create business' }).click();
  await expect(modal.getByLabel('Business name')).toHaveAccessibleDescription('Field cannot be empty');
  await expect(modal.getByText('Field cannot be empty')).toHaveCount(1);
  // The inline error line carries its icon (spec 2 shared widgets).
  const icon = await modal
    .getByText('Field cannot be empty')
    .evaluate(
      (line) => getComputedStyle(line, '::before').maskImage || getComputedStyle(line, '::before').webkitMaskImage,
    );
  expect(icon).toContain('svg');
  const name = `Shell Test ${testInfo.project.name} ${Date.now()}`;
  await modal.getByLabel('Business name').fill(name);
  await expect(modal.getByText('Field cannot be empty')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Create business' }).click();
  await expect(modal.getByLabel('Business email')).toHaveAccessibleDescription('Field cannot be empty');
  await modal.getByLabel('Business email').fill(`shell-${testInfo.project.name}-${Date.now()}@example.test`);
  await modal.getByRole('button', { name: 'Create business' }).click();
  await expect(modal.getByText('Please select a business type')).toBeVisible();
  await modal.getByLabel('Business type').selectOption('events');
  await expect(modal.getByText('Please select a business type')).toHaveCount(0);
  await modal.getByRole('checkbox', { name: 'Use the same account setting as my main account.' }).check();
  await modal.getByRole('button', { name: 'Create business' }).click();
  await expect(page.getByText('Business was added successfully')).toBeVisible();
  // The new business has no compliance yet: the compliance screen stands in for its overview.
  await expect(page).toHaveURL(/\/dashboard\/compliance$/);
  await expect(page.getByRole('button', { name: 'Switch business' }).first()).toContainText(name);
  // The bank account came from the main account, its phone is not yet verified for this business: the
  // section asks for what is missing rather than showing a checkmark beside "1 field left".
  await expect(page.getByTestId('bank-counter')).toHaveText(/^\d+ fields? left$/);
});
