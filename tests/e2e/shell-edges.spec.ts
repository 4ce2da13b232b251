import { expect, makeBusiness, signIn, signInByApi, test } from './helpers';
import { withServiceWorker } from './chromium';

// These journeys need the service worker, and the full browser.
test.use(withServiceWorker);

// The shell's edges: the page a user comes back to, and a path that does not exist.

test('the last viewed page keeps its parameters: sign in again and the same search opens', async ({
  page,
  request,
}) => {
  const business = await makeBusiness(request);
  const owner = business.users[0]!;
  await signInByApi(page, owner.email);
  const logged = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/v2/lastvp/log') &&
      (r.request().postDataJSON() as { lv?: { name?: string } }).lv?.name === 'search/Amaka%20Obi',
  );
  await page.goto('/dashboard/search/Amaka%20Obi');
  expect((await logged).status()).toBe(200);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('dialog', { name: 'Account menu' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, owner.email, business.password);
  await expect(page).toHaveURL(/\/dashboard\/search\/Amaka%20Obi$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  await expect(page.getByRole('main').last().getByRole('heading', { level: 1 })).toBeVisible();
});

test('a dashboard path that does not exist shows not-found inside the shell, one tap from the overview', async ({
  page,
  request,
}) => {
  const business = await makeBusiness(request);
  await signInByApi(page, business.users[0]!.email);
  await page.goto('/dashboard/no/such/page');
  const main = page.getByRole('main');
  await expect(main).toHaveCount(1);
  await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // The shell is around it: the account menu and the business stay reachable.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await main.getByRole('link', { name: 'Go to the overview' }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
});

test('on a phone the business name keeps its place in the top bar, online and offline', async ({
  page,
  request,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'The top bar holds the business name on phones only.');
  const business = await makeBusiness(request, { business: { compliance: 'AA', live: true } });
  await signInByApi(page, business.users[0]!.email, { skipWelcome: true });
  await page.goto('/dashboard/overview');
  const name = page.getByRole('banner').getByText(business.business_name, { exact: true });
  const live = page.getByRole('button', { name: 'You are live!' });
  await expect(live).toBeVisible();
  // The chips keep their dot and icon: the name is never squeezed to a few letters.
  const widthOf = async () => (await name.boundingBox())?.width ?? 0;
  expect(await widthOf()).toBeGreaterThan(120);
  await context.setOffline(true);
  try {
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    expect(await widthOf()).toBeGreaterThan(120);
  } finally {
    await context.setOffline(false);
  }
});

test('Got it on the Product Update is kept by the server: another device does not show it again', async ({
  browser,
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the alert sits in the desktop sidebar');
  const business = await makeBusiness(request);
  const owner = business.users[0]!;
  await signInByApi(page, owner.email);
  await page.goto('/dashboard/overview');
  const alert = page.getByRole('region', { name: 'Product Update' });
  await expect(alert).toBeVisible();
  const saved = page.waitForResponse((r) => /\/api\/v2\/keystores\/create$/.test(r.url()));
  await alert.getByRole('button', { name: 'Got it' }).click();
  await expect(alert).toHaveCount(0);
  expect((await saved).status()).toBe(201);

  // Another device: nothing of this one's memory, only the server's.
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  try {
    const second = await other.newPage();
    await signInByApi(second, owner.email);
    const read = second.waitForResponse((r) => /\/api\/v2\/keystores$/.test(r.url()));
    await second.goto('/dashboard/overview');
    expect((await read).status()).toBe(200);
    await expect(second.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(second.getByRole('region', { name: 'Product Update' })).toHaveCount(0);
  } finally {
    await other.close();
  }
});
