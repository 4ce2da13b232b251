import { fillCredentials, pathOf, uniqueEmail, waitForMail, expect, test } from './helpers';

test('sign-up, confirm through the mailed /activate link, then sign in', async ({ page, request }, testInfo) => {
  const email = uniqueEmail('signup', testInfo.project.name);
  const password = 'Fresh-pass-2026';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  await page.getByLabel('First name').fill('Tola');
  await page.getByLabel('Last name').fill('Ade');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Business name').fill(`Tola Crafts ${testInfo.project.name}`);
  await page.getByLabel('I am').selectOption('business');
  await page.getByLabel('Country').selectOption('NG');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verify\/email\?email=/);
  await expect(page.getByRole('heading', { name: 'Check your mailbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const mail = await waitForMail(request, email, (entry) => (entry.link ?? '').includes('/activate/'));
  await page.goto(pathOf(mail.link ?? ''));
  await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await fillCredentials(page, email, password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The first sign-in after sign-up opens the dashboard with from=register: the onboarding modal follows.
  // A new business has no compliance yet, so the compliance screen stands in for the overview.
  await expect(page).toHaveURL(/\/dashboard\/compliance\?from=register$/);
  const onboarding = page.getByRole('dialog', { name: 'Welcome aboard!' });
  await expect(onboarding.getByRole('button', { name: 'Start collecting payments' })).toBeVisible();
  await onboarding.getByRole('button', { name: "I'll do this later" }).click();
  await expect(onboarding).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Switch business' }).first()).toContainText(
    `Tola Crafts ${testInfo.project.name}`,
  );
});

test('sign-up with an email already registered shows the conflict message', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Admin');
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Fresh-pass-2026');
  await page.getByLabel('Business name').fill('Another');
  await page.getByLabel('I am').selectOption('individual');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page).toHaveURL(/\/signup$/);
});
