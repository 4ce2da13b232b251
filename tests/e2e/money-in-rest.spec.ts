import { expect, makeBusiness, readOutbox, signInByApi, test } from './helpers';

/** A 1×1 PNG: the upload checks the bytes, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * An event with a picture and free tickets: the organiser uploads the picture in the event form; a
 * customer on their phone sees it on the ticket page, books two free tickets without paying, and gets
 * them by email; the organiser finds the guest among the attendees.
 */
test('free tickets are booked without paying, on an event page with its uploaded picture', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const business = await makeBusiness(request, { business: { type: 'events' }, users: [{ role: 'Owner' }] });
  const owner = business.users[0]!;
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/events/create');
  await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Title').fill('Open Studio Day');
  await page.getByLabel('Starts at').fill('2099-05-02T11:00');
  await page.getByLabel('Venue').fill('Yaba Art House');
  await page.getByLabel('Event picture').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of the event' })).toBeVisible();
  const first = page.getByRole('group', { name: 'Ticket type 1' });
  await first.getByLabel('Name').fill('Guest');
  await first.getByLabel(/Price/).fill('0');
  await first.getByLabel('Tickets available').fill('10');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open Studio Day' })).toBeVisible();
  const eventId = page.url().split('/').pop()!;

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const customer = await phone.newPage();
  await customer.goto(`/events/${eventId}`);
  await expect(customer.getByRole('heading', { name: 'Open Studio Day' })).toBeVisible();
  const picture = customer.locator('main img');
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await customer.getByRole('radio', { name: /Guest · Free/ }).check();
  await customer.getByLabel('How many tickets').fill('2');
  await customer.getByLabel('Full name').fill('Ngozi Guest');
  const email = `guest-${testInfo.project.name}-${business.account_id}@visitor.test`;
  await customer.getByLabel('Email').fill(email);
  await customer.getByRole('button', { name: 'Book tickets' }).click();
  await expect(customer.getByRole('heading', { name: "You're booked in" })).toBeVisible();
  await expect(customer.getByRole('status')).toContainText('2 × Guest');
  await phone.close();

  await expect
    .poll(async () => (await readOutbox(request, email)).map((m) => m.subject))
    .toContain('Your tickets for Open Studio Day');
  await page.reload();
  await expect(page.getByRole('table', { name: 'Ticket types' }).getByRole('row', { name: /Guest/ })).toContainText(
    '2 of 10',
  );
  await expect(page.getByText('Ngozi Guest')).toBeVisible();
});

/** settings/webhooks: the delivery preferences are switches the owner turns off, kept after a reload. */
test('the owner turns hook preferences off and they stay off', async ({ page, request }) => {
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }] });
  const owner = business.users[0]!;
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/settings/webhooks');
  const json = page.getByRole('checkbox', { name: /Send as JSON/ });
  await expect(json).toBeChecked({ timeout: 30_000 });
  await page.getByLabel('Webhook URL').fill('https://merchant.example/hooks');
  await page.getByLabel('Secret hash').fill('prefs-secret');
  await json.uncheck();
  await page.getByRole('checkbox', { name: /Retry after failure/ }).uncheck();
  await page.getByRole('button', { name: 'Save webhook settings' }).click();
  await expect(page.getByText('Webhook settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Send as JSON/ })).not.toBeChecked({ timeout: 30_000 });
  await expect(page.getByRole('checkbox', { name: /Retry after failure/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Version 3 webhooks/ })).toBeChecked();
});

/** The public /pcidss page: what the certification is and its fee, without a session. */
test('the PCI-DSS page explains the certification and its fee', async ({ page }) => {
  await page.goto('/pcidss');
  await expect(page.getByRole('heading', { level: 1, name: 'PCI-DSS certification' })).toBeVisible();
  await expect(page.getByText('NGN 50,000.00')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to your dashboard' })).toBeVisible();
});
