import { expect, makeBusiness, signInByApi, test } from './helpers';

/**
 * POS on a phone: the owner of a live business with POS requests enabled asks for two terminals, with
 * the contact's phone checked against the country, and follows the request on orders/{id} while the
 * sandbox's provider moves it step by step to delivered; the Delivered tab then lists it.
 */
test('two terminals are requested and tracked to delivered', async ({ page, request }) => {
  const business = await makeBusiness(request, {
    business: { country: 'NG', compliance: 'AA', live: true, preferences: { merchant_can_make_posrequests: '1' } },
    users: [{ role: 'Owner' }],
  });
  await signInByApi(page, business.users[0]!.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/pos/orders');
  await expect(page.getByText('No POS orders yet')).toBeVisible();

  await page.getByRole('button', { name: 'Request terminals' }).click();
  const sheet = page.getByRole('dialog', { name: 'Request POS terminals' });
  // Out of range and a number of another country are refused, with what is wrong.
  await sheet.getByLabel('Number of terminals').fill('60');
  await sheet.getByLabel('Delivery address').fill('3 Broad Street, Lagos Island, Lagos');
  await sheet.getByLabel('Contact name').fill('Ada Obi');
  await sheet.getByLabel('Contact phone number').fill('+254712345678');
  await sheet.getByRole('button', { name: 'Request terminals' }).click();
  await expect(sheet.getByText('Enter a number of terminals from 1 to 50')).toBeVisible();
  await expect(sheet.getByText('Enter a valid Nigeria phone number, like +2348031234567')).toBeVisible();

  await sheet.getByLabel('Number of terminals').fill('2');
  await sheet.getByLabel('Contact phone number').fill('0803 123 4567');
  await sheet.getByRole('button', { name: 'Request terminals' }).click();

  // The request's own page: requested, the next steps not yet reached.
  await expect(page.getByRole('heading', { level: 1, name: /^Order POS-[0-9A-F]{8}$/ })).toBeVisible();
  const progress = page.getByRole('list', { name: 'Progress of the order' });
  await expect(progress.locator('[aria-current="step"]')).toContainText('Requested');
  const details = page.locator('main');
  await expect(details.getByText('+2348031234567')).toBeVisible();
  await expect(details.getByText('3 Broad Street, Lagos Island, Lagos')).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  expect(id).toBeGreaterThan(0);

  // The sandbox's provider approves, ships and delivers it; the page shows each step once reloaded.
  for (const step of ['Approved', 'Shipped', 'Delivered']) {
    const advanced = await request.post('/api/sandbox/pos/orders/advance', { data: { order_id: id } });
    expect(advanced.status()).toBe(200);
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Progress of the order' }).locator('[aria-current="step"]'),
    ).toContainText(step);
  }
  await expect(progress.getByText('Not yet')).toHaveCount(0);

  // Delivered: listed on the Delivered tab.
  await page.goto('/dashboard/pos/delivered');
  await expect(page.getByRole('link', { name: /POS-[0-9A-F]{8}/ })).toHaveCount(1);
  await expect(page.locator('main')).toContainText('Delivered');
});

test('a User sees the requests but cannot request terminals', async ({ page, request }) => {
  const business = await makeBusiness(request, {
    business: { country: 'NG', compliance: 'AA', live: true, preferences: { merchant_can_make_posrequests: '1' } },
    users: [{ role: 'Owner' }, { role: 'User' }],
  });
  await signInByApi(page, business.users[1]!.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/pos/orders');
  await expect(page.getByText('Only an Owner or Admin can request POS terminals.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request terminals' })).toHaveCount(0);
});
