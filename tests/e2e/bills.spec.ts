import { expect, makeBusiness, signInByApi, test } from './helpers';

/**
 * Airtime & DSTV on a Nigerian business of its own with bills access: the owner buys airtime from the
 * balance and sees its receipt and the purchase in the history; then pays DSTV after the smartcard is
 * resolved to its customer's name. Phone first: the same screens widen on desktop.
 */
test('airtime is bought from the balance, with a receipt and a history row', async ({ page, request }) => {
  const business = await makeBusiness(request, {
    business: { country: 'NG', compliance: 'AA', live: true, preferences: { bills_enabled: '1' } },
    users: [{ role: 'Owner' }],
  });
  await signInByApi(page, business.users[0]!.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/bills/airtime');
  await expect(page.getByText('No airtime purchases yet')).toBeVisible();

  await page.getByRole('button', { name: 'Buy airtime' }).click();
  const sheet = page.getByRole('dialog', { name: 'Buy airtime' });
  // The country's rules first: a number of another country and an amount under the minimum are refused.
  await sheet.getByLabel('Network').selectOption('MTN');
  await sheet.getByLabel('Phone number').fill('+254712345678');
  await sheet.getByLabel('Amount (NGN)').fill('20');
  await sheet.getByRole('button', { name: 'Buy airtime' }).click();
  await expect(sheet.getByText('Enter a valid Nigeria phone number, like +2348031234567')).toBeVisible();
  await expect(sheet.getByText('The minimum amount is NGN 50')).toBeVisible();

  await sheet.getByLabel('Phone number').fill('0803 123 4567');
  await sheet.getByLabel('Amount (NGN)').fill('1,500');
  await sheet.getByRole('button', { name: 'Buy airtime' }).click();

  // The receipt: reference, status, amount, recipient.
  await expect(page.getByRole('heading', { level: 1, name: 'Airtime receipt' })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText('NGN 1,500.00');
  await expect(receipt).toContainText('+2348031234567');
  await expect(receipt).toContainText('MTN');
  await expect(receipt).toContainText('Successful');
  const reference = (await receipt.locator('code').textContent())!;
  expect(reference).toMatch(/^BIL[0-9A-F]{9}$/);

  // The history lists it, and its row opens the same receipt.
  await page.getByRole('link', { name: /Airtime purchases/ }).click();
  const row = page.getByRole('link', { name: /\+2348031234567/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole('main')).toContainText('NGN 1,500.00');
  await row.click();
  await expect(page.getByRole('region', { name: 'Receipt' }).locator('code')).toHaveText(reference);
});

test('DSTV is paid after the smartcard is resolved to its customer', async ({ page, request }) => {
  const business = await makeBusiness(request, {
    business: { country: 'NG', compliance: 'AA', live: true, preferences: { bills_enabled: '1' } },
    users: [{ role: 'Owner' }],
  });
  await signInByApi(page, business.users[0]!.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/bills/dstv');
  await page.getByRole('button', { name: 'Pay DSTV' }).click();
  const sheet = page.getByRole('dialog', { name: 'Pay DSTV' });

  // An unknown smartcard is refused with the reason; no bouquet can be paid for it.
  await sheet.getByLabel('Smartcard number').fill('7012340000');
  await sheet.getByRole('button', { name: 'Find customer' }).click();
  await expect(sheet.getByText('We could not find a DSTV customer with this smartcard number')).toBeVisible();
  await expect(sheet.getByLabel('Bouquet')).toHaveCount(0);

  await sheet.getByLabel('Smartcard number').fill('7012345678');
  await sheet.getByRole('button', { name: 'Find customer' }).click();
  const customer = sheet.getByRole('status').filter({ hasText: 'Customer' });
  await expect(customer).toContainText('Smartcard 7012345678');
  const name = (await customer.locator('strong').textContent())!;
  expect(name.length).toBeGreaterThan(3);

  await sheet.getByLabel('Bouquet').selectOption({ label: 'DStv Compact · NGN 19,000.00' });
  await sheet.getByRole('button', { name: 'Pay NGN 19,000.00' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'DSTV receipt' })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText(name);
  await expect(receipt).toContainText('DStv Compact');
  await expect(receipt).toContainText('NGN 19,000.00');
  await page.getByRole('link', { name: /DSTV payments/ }).click();
  await expect(page.getByRole('link', { name: /7012345678/ })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('NGN 19,000.00');
});

test('referrals: the code and link copy with a confirmation and share through the phone', async ({
  page,
  request,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The share sheet as the phone's browser offers it, recording what it was given.
  await page.addInitScript(() => {
    (window as unknown as { shared: unknown[] }).shared = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: unknown) => {
        (window as unknown as { shared: unknown[] }).shared.push(data);
      },
    });
  });
  const business = await makeBusiness(request, {
    business: { country: 'NG', compliance: 'AA' },
    users: [{ role: 'Owner' }],
  });
  await signInByApi(page, business.users[0]!.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/referrals');
  await expect(page.getByText('No referred businesses yet')).toBeVisible();
  const invite = page.getByRole('region', { name: 'Invite a business' });
  const code = (await invite.locator('.referrals-code strong').textContent())!;
  expect(code).toMatch(/^REF[0-9A-Z]{5}$/);
  const link = invite.getByLabel('Your referral link');
  await expect(link).toHaveValue(new RegExp(`/signup\\?ref=${code}$`));

  await invite.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByText('Referral code copied.')).toBeVisible();
  await expect(invite.getByRole('button', { name: 'Code copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  await invite.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Referral link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/signup\\?ref=${code}$`));

  await invite.getByRole('button', { name: 'Share' }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared);
  expect(shared[0]?.url).toMatch(new RegExp(`/signup\\?ref=${code}$`));
  await expect(page.getByRole('region', { name: 'Earnings' })).toContainText('NGN 0.00');

  // The link opens sign-up with the code filled in, for someone not signed in.
  const url = new URL(await link.inputValue());
  const visitor = await browser.newPage({ baseURL: url.origin });
  await visitor.goto(url.pathname + url.search);
  await expect(visitor.getByLabel('Referral code (optional)')).toHaveValue(code);
  await visitor.close();
});
