import { expect, makeBusiness, signInByApi, test } from './helpers';

/**
 * Events on an event manager's business of its own: the merchant creates an event with two ticket
 * types, edits it (renames it, changes a price), and finds it in the list with its lowest price.
 */
test('an event is created with two ticket types, edited, and listed', async ({ page, request }) => {
  const business = await makeBusiness(request, { business: { type: 'events' }, users: [{ role: 'Owner' }] });
  const owner = business.users[0]!;
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/events/list');
  await expect(page.getByRole('heading', { name: 'No events yet' })).toBeVisible();
  await page.getByRole('link', { name: 'New event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();

  await page.getByLabel('Title').fill('Lagos Jazz Night');
  await page.getByLabel('Starts at').fill('2099-06-01T18:30');
  await page.getByLabel('Venue').fill('Terra Kulture, Victoria Island');
  const first = page.getByRole('group', { name: 'Ticket type 1' });
  await first.getByLabel('Name').fill('Regular');
  await first.getByLabel(/Price/).fill('5,000');
  await first.getByLabel('Tickets available').fill('200');
  await page.getByRole('button', { name: 'Add ticket type' }).click();
  const second = page.getByRole('group', { name: 'Ticket type 2' });
  await second.getByLabel('Name').fill('VIP');
  await second.getByLabel(/Price/).fill('20,000');
  await second.getByLabel('Tickets available').fill('20');
  await page.getByRole('button', { name: 'Create event' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Lagos Jazz Night' })).toBeVisible();
  const types = page.getByRole('table', { name: 'Ticket types' });
  await expect(types.getByRole('row', { name: /Regular/ })).toContainText('NGN 5,000.00');
  await expect(types.getByRole('row', { name: /VIP/ })).toContainText('0 of 20');
  await expect(page.getByRole('heading', { name: 'No tickets sold yet' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Lagos Jazz Night' })).toBeVisible();
  await page.getByLabel('Title').fill('Lagos Jazz Night Live');
  await page.getByRole('group', { name: 'Ticket type 1' }).getByLabel(/Price/).fill('4,500');
  await page.getByRole('button', { name: 'Save event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lagos Jazz Night Live' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ticket types' }).getByRole('row', { name: /Regular/ })).toContainText(
    'NGN 4,500.00',
  );

  await page.getByRole('link', { name: '← All events' }).click();
  const row = page.getByRole('row', { name: /Lagos Jazz Night Live/ });
  await expect(row).toContainText('NGN 4,500.00');
  await expect(row).toContainText('Upcoming');
});
