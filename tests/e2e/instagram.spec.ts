import { expect, makeBusiness, signInByApi, test } from './helpers';

/**
 * Instagram, on a phone and on a desktop: the owner connects a sandbox account (a handle the sandbox
 * refuses first, with its message), imports two of its posts, finds them among the Instagram products
 * and marked as in the store; a customer of the sandbox orders one, and the order is listed and opens
 * its page; disconnecting keeps the products.
 */
test('connect Instagram, import two posts, an order from them is listed', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }] });
  const handle = `e2e.${testInfo.project.name}.${Date.now().toString(36)}`;
  await signInByApi(page, business.users[0]!.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/instagram/products');
  // The first screen of a new session loads everything at once: on a busy machine, allow it longer.
  await expect(page.getByRole('heading', { name: 'Sell from your Instagram account' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('No Instagram products yet')).toBeVisible({ timeout: 30_000 });

  // The sandbox refuses handles ending in _blocked; Instagram allows no dashes.
  await page.getByRole('button', { name: 'Connect Instagram' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect Instagram' });
  await connect.getByLabel('Instagram handle').fill('my-shop');
  await connect.getByRole('button', { name: 'Connect Instagram' }).click();
  await expect(
    connect.getByText('An Instagram handle has 1 to 30 letters, digits, periods and underscores'),
  ).toBeVisible();
  await connect.getByLabel('Instagram handle').fill('@shop_blocked');
  await connect.getByRole('button', { name: 'Connect Instagram' }).click();
  await expect(connect.getByRole('alert')).toContainText('Instagram did not authorise @shop_blocked');
  await connect.getByLabel('Instagram handle').fill(`@${handle}`);
  await connect.getByRole('button', { name: 'Connect Instagram' }).click();
  await expect(connect).toBeHidden();
  await expect(page.getByRole('heading', { name: `Connected to @${handle}` })).toBeVisible();

  // Two posts imported: they become Instagram products.
  await page.getByRole('button', { name: 'Import posts' }).click();
  const picker = page.getByRole('dialog', { name: 'Import posts' });
  const posts = picker.getByRole('listitem');
  await expect(posts.first()).toBeVisible();
  const names: string[] = [];
  for (const i of [0, 1]) {
    await posts.nth(i).getByRole('checkbox').check();
    names.push((await posts.nth(i).locator('label span').first().textContent()) ?? '');
  }
  await picker.getByRole('button', { name: 'Import 2 posts' }).click();
  await expect(picker).toBeHidden();
  const main = page.locator('main');
  for (const name of names) await expect(main.getByText(name, { exact: true })).toBeVisible();

  // The picker shows them as in the store, not to be imported again.
  await page.getByRole('button', { name: 'Import posts' }).click();
  await expect(picker.getByText('In your store')).toHaveCount(2);
  await expect(posts.nth(0).getByRole('checkbox')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  // A customer orders on Instagram; the order arrives paid and opens the order's page.
  const ordered = await request.post('/api/sandbox/instagram/orders', {
    data: { handle, quantity: 1, customer_name: 'Chioma Eze' },
  });
  expect(ordered.status()).toBe(201);
  const { reference } = (await ordered.json()).data as { reference: string };
  await page.getByRole('navigation', { name: 'Instagram store' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Instagram orders' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(reference) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(page.locator('main')).toContainText('Chioma Eze');

  // Disconnected: the products stay, Connect is offered again.
  await page.goto('/dashboard/instagram/products');
  await page.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Disconnect @${handle}?` });
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('heading', { name: 'Sell from your Instagram account' })).toBeVisible();
  for (const name of names) await expect(main.getByText(name, { exact: true })).toBeVisible();
});

test('a User sees the Instagram store but cannot connect it', async ({ page, request }) => {
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }, { role: 'User' }] });
  await signInByApi(page, business.users[1]!.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/instagram/orders');
  await expect(page.getByText('Only an Owner or Admin can connect Instagram.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Instagram' })).toHaveCount(0);
});
