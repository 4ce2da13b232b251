import { fillCredentials, pathOf, uniqueEmail, waitForMail, expect, test } from './helpers';

test('password reset through the mailed link, then sign in with the new password', async ({
  page,
  request,
}, testInfo) => {
  // A fresh user, so the demo users keep their passwords.
  const email = uniqueEmail('reset', testInfo.project.name);
  const signup = await request.post('/api/v2/merchant/signup', {
    data: {
      first_name: 'Reset',
      last_name: 'Tester',
      email,
      password: 'First-pass-2026',
      business_name: `Reset Shop ${testInfo.project.name}`,
      country: 'NG',
      business_type: 'individual',
    },
  });
  expect(signup.ok()).toBe(true);
  const activation = await waitForMail(request, email, (entry) => (entry.link ?? '').includes('/activate/'));
  const token =
    pathOf(activation.link ?? '')
      .split('/')
      .pop() ?? '';
  expect((await request.post('/api/v2/onboarding-emails/confirm', { data: { token } })).ok()).toBe(true);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await waitForMail(request, email, (entry) => /\/reset\/[^/?]+/.test(entry.link ?? ''));
  await page.goto(pathOf(mail.link ?? ''));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Second-pass-2026');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Different-2026');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password', { exact: true }).fill('Second-pass-2026');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await fillCredentials(page, email, 'Second-pass-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A new individual has filled no compliance, so its screen stands in for the overview (spec 1 §2).
  await expect(page).toHaveURL(/\/dashboard\/compliance$/);
});

test('an invalid reset link says so and offers a new one', async ({ page }) => {
  await page.goto('/reset/not-a-real-link');
  await expect(page.getByRole('heading', { name: "This link can't be used" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});
