import { expect, makeBusiness, readStored, signInByApi, test } from './helpers';

test('logout returns to /login and the dashboard is no longer reachable', async ({ page, request }) => {
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }, { role: 'Admin' }] });
  await signInByApi(page, business.users[1]!.email);
  await page.goto('/dashboard/overview');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await readStored(page, 'appToken')).toBeNull();
  await page.goto('/dashboard/overview');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a dead session shows Session Timeout and returns to /login', async ({ page, request }) => {
  // Let the first visit's log call finish with the live token, so only the later visit meets the dead session.
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }, { role: 'Admin' }] });
  await signInByApi(page, business.users[1]!.email);
  const firstVisitLogged = page.waitForResponse((response) => response.url().includes('/api/v2/lastvp/log'));
  await page.goto('/dashboard/overview');
  expect((await firstVisitLogged).status()).toBe(200);
  const token = await readStored(page, 'appToken');
  expect(typeof token).toBe('string');
  // End the session server-side, behind the app's back.
  const logout = await request.post('/api/logout', {
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'x-app-id': 'merchant-dashboard' },
    data: {},
  });
  expect(logout.ok()).toBe(true);

  await page.goto('/dashboard/overview');
  await expect(page.getByText('Session Timeout, Please login again')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await readStored(page, 'appToken')).toBeNull();
  await expect(page.getByText('Session Timeout, Please login again')).toHaveCount(1);
});
