import { expect, makeBusiness, signInByApi, test } from './helpers';

/**
 * The store's promotions on a phone, on a business with a store of its own: a coupon is created, found
 * in the list by its code, opened, edited and deleted; an announcement is scheduled for later.
 */
test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'The promotions journeys run on the phone project');
});

test('a discount is created, listed, opened, edited and deleted', async ({ page, request }) => {
  const business = await makeBusiness(request, { store: true, users: [{ role: 'Owner' }] });
  await signInByApi(page, business.users[0]!.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/store/discounts');
  await expect(page.getByRole('heading', { name: 'No discounts yet' })).toBeVisible();
  await page.getByRole('link', { name: 'New discount' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New discount' })).toBeVisible();

  await page.getByLabel('Code').fill('summer-25');
  await page.getByLabel('Percentage off').fill('250');
  await page.getByLabel('Usage limit').fill('5');
  await page.getByRole('button', { name: 'Create discount' }).click();
  // A percentage over 100 is refused under its field, and what was typed stays.
  await expect(page.getByText('A percentage must be from 1 to 100')).toBeVisible();
  await expect(page.getByLabel('Code')).toHaveValue('summer-25');
  await page.getByLabel('Percentage off').fill('25');
  await page.getByRole('button', { name: 'Create discount' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'SUMMER-25' })).toBeVisible();
  await expect(page.getByText('25% off')).toBeVisible();
  await expect(page.getByText('0 of 5')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not used yet' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit discount' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit SUMMER-25' })).toBeVisible();
  await page.getByLabel('Type').selectOption('fixed');
  await page.getByLabel(/Amount off/).fill('2,000');
  await page.getByLabel(/Minimum order/).fill('10,000');
  await page.getByRole('button', { name: 'Save discount' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SUMMER-25' })).toBeVisible();
  await expect(page.getByText('NGN 2,000.00 off')).toBeVisible();
  await expect(page.getByText('NGN 10,000.00')).toBeVisible();

  await page.getByRole('link', { name: '← All discounts' }).click();
  await page.getByLabel('Search by code').fill('summer');
  await page.getByLabel('Search by code').press('Enter');
  const row = page.getByRole('row', { name: /SUMMER-25/ });
  await expect(row).toContainText('Active');
  await row.getByRole('link', { name: 'SUMMER-25' }).click();

  await page.getByRole('button', { name: 'Delete discount' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete SUMMER-25?' });
  await dialog.getByRole('button', { name: 'Delete discount' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No discounts yet' })).toBeVisible();
});

test('an announcement is scheduled, and a business without a store is sent to set one up', async ({
  page,
  request,
}) => {
  const business = await makeBusiness(request, { store: true, users: [{ role: 'Owner' }] });
  await signInByApi(page, business.users[0]!.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/store/announcements');
  await expect(page.getByRole('heading', { name: 'No announcements yet' })).toBeVisible();
  await page.getByRole('link', { name: 'New announcement' }).click();
  await page.getByLabel('Message').fill('Half-price chairs next month');
  await page.getByLabel('Show from').fill('2099-06-01T09:00');
  await page.getByLabel('Show until').fill('2099-05-01T09:00');
  await page.getByRole('button', { name: 'Create announcement' }).click();
  await expect(page.getByText('Show until must be after show from')).toBeVisible();
  await page.getByLabel('Show until').fill('2099-06-30T18:00');
  await page.getByRole('button', { name: 'Create announcement' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  const row = page.getByRole('row', { name: /Half-price chairs/ });
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText('1st Jun 2099');

  const storeless = await makeBusiness(request, { users: [{ role: 'Owner' }] });
  await signInByApi(page, storeless.users[0]!.email, { password: storeless.password, skipWelcome: true });
  await page.goto('/dashboard/store/discounts');
  await expect(page.getByRole('heading', { name: 'You have no store yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set up your store' })).toHaveAttribute(
    'href',
    '/dashboard/store/manage',
  );
  await expect(page.getByRole('link', { name: 'New discount' })).toHaveCount(0);
});
