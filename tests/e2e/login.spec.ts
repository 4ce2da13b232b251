import { DEMO_PASSWORD, expect, fillCredentials, makeBusiness, readStored, signIn, test } from './helpers';

test.describe('login', () => {
  test('empty fields show the spec messages', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sign in to');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is empty')).toBeVisible();
    await expect(page.getByText('Password is empty')).toBeVisible();
  });

  test('an unknown email shows Email does not exist', async ({ page }, testInfo) => {
    await signIn(page, `nobody-${testInfo.project.name}-${Date.now()}@demo.test`);
    await expect(page.getByRole('alert')).toHaveText('Email does not exist');
  });

  test('a wrong password shows Incorrect Email or Password', async ({ page, request }) => {
    // A user of its own: failed attempts count towards a lock-out no other journey should meet.
    const { users } = await makeBusiness(request);
    await signIn(page, users[0]!.email, 'Wrong-pass-2026');
    await expect(page.getByRole('alert')).toHaveText('Incorrect Email or Password');
  });

  test('the owner of three businesses chooses one and lands in it', async ({ page }) => {
    await signIn(page, 'owner@demo.test');
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Your businesses' });
    for (const name of ['Demo Stores Ltd', 'Demo Events Co', 'Demo Foods']) {
      await expect(list.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    }
    await list.getByRole('button', { name: /Demo Events Co/ }).click();
    // The last viewed page is restored (spec 1 §2): the overview, or where earlier journeys left this user.
    await expect(page).toHaveURL(/\/dashboard\/[a-z]/);
    await expect(page.getByRole('button', { name: 'Switch business' }).first()).toContainText('Demo Events Co');
    await page.goto('/dashboard/overview');
    await expect(page.getByTestId('business-name')).toHaveText('Demo Events Co');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  });

  test('an admin of one business skips the account choice and lands on the overview', async ({ page, request }) => {
    const business = await makeBusiness(request, { users: [{ role: 'Owner' }, { role: 'Admin' }] });
    await signIn(page, business.users[1]!.email);
    // A user with no last viewed page lands on the overview.
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toHaveCount(0);
    await expect.poll(() => readStored(page, 'companyName')).toBe(business.business_name);
  });

  test('a user without access lands on /deleted', async ({ page, request }) => {
    const { users } = await makeBusiness(request, { users: [{ role: 'Owner', access: false }] });
    const email = users[0]!.email;
    await signIn(page, email);
    await expect(page).toHaveURL((url) => url.pathname === '/deleted' && url.searchParams.get('email') === email);
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('the password reset link carries the typed email', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/reset\?email=admin%40demo\.test/);
    await expect(page.getByLabel('Email')).toHaveValue('admin@demo.test');
  });

  test('an unknown path shows the not-found screen with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('staging paths redirect to login and sign-up', async ({ page }) => {
    await page.goto('/staging/login');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/staging/signup');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('keyboard users can sign in with Enter', async ({ page, request }) => {
    const { users } = await makeBusiness(request);
    await page.goto('/login');
    await fillCredentials(page, users[0]!.email, DEMO_PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
  });
});
