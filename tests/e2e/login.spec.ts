import { DEMO_PASSWORD, fillCredentials, readStored, signIn, expect, test } from './helpers';

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

  test('a wrong password shows Incorrect Email or Password', async ({ page }, testInfo) => {
    // One failed attempt per project on an account no other test signs in to stays far below 5 per 15 minutes.
    const email = testInfo.project.name === 'phone' ? 'za@demo.test' : 'newbie@demo.test';
    await signIn(page, email, 'Wrong-pass-2026');
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

  test('an admin of one business skips the account choice and lands on the dashboard', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    // The last viewed page is restored (other journeys may have left one), else the overview.
    await expect(page).toHaveURL(/\/dashboard\//);
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toHaveCount(0);
    await expect.poll(() => readStored(page, 'companyName')).toBe('Demo Stores Ltd');
  });

  test('a user without access lands on /deleted', async ({ page }) => {
    await signIn(page, 'noaccess@demo.test');
    await expect(page).toHaveURL(/\/deleted\?email=noaccess%40demo\.test/);
    await expect(page.getByText('noaccess@demo.test')).toBeVisible();
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

  test('keyboard users can sign in with Enter', async ({ page }) => {
    await page.goto('/login');
    await fillCredentials(page, 'admin@demo.test', DEMO_PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
  });
});
