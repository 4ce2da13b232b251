import type { Locator, Page } from '@playwright/test';
import { expect, makeBusiness, signInByApi, test } from './helpers';

// On a 390 × 844 phone the content comes first: the first record of every main list, and the first
// balance, show without scrolling (above the tab bar), and at least six transactions fit on one screen.
test.skip(({ isMobile }) => !isMobile, 'the phone layout');
test.use({ viewport: { width: 390, height: 844 } });

/** The top of the tab bar: what is below it is covered on a phone. */
async function visibleBottom(page: Page): Promise<number> {
  const tabs = await page.getByRole('navigation', { name: 'Tabs' }).boundingBox();
  return tabs ? tabs.y : 844;
}

async function expectOnFirstScreen(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const bottom = await visibleBottom(page);
  // Polled: a screen that has just loaded may still swap its placeholder for the record.
  await expect
    .poll(async () => {
      const box = await target.boundingBox();
      return box ? { top: box.y >= 0, aboveTabs: box.y + box.height <= bottom } : null;
    })
    .toEqual({ top: true, aboveTabs: true });
}

const firstRow = (page: Page, caption: string) => page.getByRole('table', { name: caption }).getByRole('row').nth(1);

test.beforeEach(async ({ page }) => {
  await signInByApi(page, 'admin@demo.test');
});

test('at least six transactions fit on one phone screen, the first under the header', async ({ page }) => {
  await page.goto('/dashboard/transactions/all');
  const rows = page.getByRole('table', { name: 'Transactions' }).getByRole('row');
  await expect(rows.nth(6)).toBeAttached();
  // Rows 1-6 (row 0 is the header, read out but not shown on a phone).
  for (let i = 1; i <= 6; i++) await expectOnFirstScreen(page, rows.nth(i));
});

const LISTS: [path: string, caption: string][] = [
  ['/dashboard/customers/list', 'Customers'],
  ['/dashboard/transfers/list', 'Transfers'],
  ['/dashboard/balance/settlements', 'Settlements'],
  ['/dashboard/payments/links', 'Payment links'],
  ['/dashboard/invoices/list', 'Invoices'],
];
for (const [path, caption] of LISTS) {
  test(`${path}: the first record shows without scrolling`, async ({ page }) => {
    await page.goto(path);
    await expectOnFirstScreen(page, firstRow(page, caption));
  });
}

test('pending approvals: the first transfer and its Approve button show without scrolling', async ({
  page,
  request,
}) => {
  // A business of its own: other journeys decide the demo business's pending transfers.
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }, { role: 'User' }], awaiting_approval: 2 });
  await signInByApi(page, business.users[0]!.email);
  await page.goto('/dashboard/transfers/pendingapprovals');
  const first = page.getByRole('article').first();
  await expectOnFirstScreen(page, first.getByRole('button', { name: /^Approve/ }));
});

test('overview and the Balance tab: the first balance shows without scrolling', async ({ page }) => {
  await page.goto('/dashboard/overview');
  await expectOnFirstScreen(page, page.getByText('Available balance').first());
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Balance' }).click();
  await expectOnFirstScreen(page, page.getByText('Available balance').first());
});

test('the description of a screen is one tap away on a phone', async ({ page }) => {
  await page.goto('/dashboard/transactions/all');
  const about = page.getByRole('button', { name: 'About this page' });
  const description = page.getByText('Every payment your customers made');
  await expect(description).toBeHidden();
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await expect(description).toBeVisible();
});

test('a tab beyond the edge of the settings strip is scrolled into view when it is the current one', async ({
  page,
}) => {
  await page.goto('/dashboard/settings/audit-log');
  const strip = page.getByRole('navigation', { name: 'Settings' });
  const current = strip.getByRole('link', { name: 'Audit log' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect
    .poll(async () => {
      const box = await current.boundingBox();
      // Within the phone's width, to the pixel the strip's last edge rounds to.
      return box ? { left: box.x >= 0, right: box.x + box.width <= 391 } : null;
    })
    .toMatchObject({ left: true, right: true });
  // The last tab starts beyond a phone's width: the strip itself had to scroll.
  expect(await strip.evaluate((nav) => nav.scrollLeft)).toBeGreaterThan(0);
});
