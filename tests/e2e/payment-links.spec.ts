import { expect, makeBusiness, signInByApi, test } from './helpers';

/**
 * Payment links and plans on a business of its own: the merchant creates a fixed-amount link, sees its
 * public address and QR code, shows it at the counter in sales mode, disables it and changes its title; then creates a plan and sees the link
 * customers subscribe through. Each result is judged on what lasts (the saved record after a reload).
 */
test('a merchant creates a link, shares it, disables and renames it', async ({ page, request }) => {
  // Six screens and four saves: more than the default minute on a busy machine.
  test.slow();
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }] });
  const owner = business.users[0]!;
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/payments/links');
  // The first screen after signing in loads the shell too: on a loaded machine that has taken over 10 s.
  await expect(page.getByRole('heading', { name: 'No payment links yet' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Create payment link' }).click();
  const create = page.getByRole('dialog', { name: 'Create a payment link' });
  // A missing title and amount are named before anything is sent.
  await create.getByRole('button', { name: 'Create link' }).click();
  await expect(create.getByText('Title is required')).toBeVisible();
  await expect(create.getByText('Amount is required')).toBeVisible();
  await create.getByLabel('Title').fill('Market stall order');
  await create.getByLabel('Amount', { exact: true }).fill('2,500.50');
  await create.getByRole('button', { name: 'Create link' }).click();
  await expect(create).toBeHidden();

  await expect(page.getByRole('heading', { name: 'Market stall order', level: 1 })).toBeVisible();
  const address = page.getByLabel('Public link');
  await expect(address).toHaveValue(/\/pay\/market-stall-order-[a-z2-9]{8}$/);
  const url = await address.inputValue();
  expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  await expect(page.getByRole('img', { name: `QR code for Market stall order: ${url}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByText('NGN 2,500.50')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No payments yet' })).toBeVisible();

  // Sales mode shows it full screen as a QR code for the counter, waiting for a payment.
  await page.goto('/dashboard/salesmode');
  const counter = page.getByRole('dialog', { name: 'Sales mode' });
  await expect(counter.getByRole('heading', { level: 2, name: 'Market stall order' })).toBeVisible();
  await expect(counter.getByRole('img', { name: 'QR code to pay Market stall order' })).toBeVisible();
  await expect(counter.getByText(url)).toBeVisible();
  await expect(counter.getByText('Waiting for a payment…')).toBeVisible();
  await counter.getByRole('link', { name: 'Exit sales mode' }).click();
  await expect(counter).toBeHidden();
  await page.goto('/dashboard/payments/links');
  await page.getByRole('link', { name: 'Market stall order' }).click();

  // Disable: the status says Inactive, and still does after a reload.
  await page.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();

  // Rename it; the address stays the same.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit payment link' });
  await edit.getByLabel('Title').fill('Market stall pre-order');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Market stall pre-order', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Public link')).toHaveValue(url);

  await page.goto('/dashboard/payments/links');
  const row = page.getByRole('row', { name: /Market stall pre-order/ });
  await expect(row).toContainText('Inactive');
});

test('a merchant creates a plan and sees the link customers subscribe through', async ({ page, request }) => {
  test.slow();
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }] });
  const owner = business.users[0]!;
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/payments/plans');
  await expect(page.getByRole('heading', { name: 'No payment plans yet' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Create payment plan' }).click();
  const create = page.getByRole('dialog', { name: 'Create a payment plan' });
  await create.getByLabel('Name').fill('Weekly veg box');
  await create.getByLabel('Amount per charge').fill('4000');
  await create.getByLabel('Charge every').selectOption('weekly');
  await create.getByLabel('Number of charges').fill('12');
  await create.getByRole('button', { name: 'Create plan' }).click();
  await expect(create).toBeHidden();

  await expect(page.getByRole('heading', { name: 'Weekly veg box', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByText('12 charges')).toBeVisible();
  await expect(page.getByText('Weekly', { exact: true })).toBeVisible();
  const address = page.getByLabel('Public link');
  await expect(address).toHaveValue(/\/pay\/weekly-veg-box-[a-z2-9]{8}$/);
  await expect(page.getByRole('img', { name: /^QR code for Weekly veg box/ })).toBeVisible();

  // The plan's link is listed with the business's links, at the plan's amount.
  await page.goto('/dashboard/payments/links');
  await expect(page.getByRole('row', { name: /Weekly veg box/ })).toContainText('NGN 4,000.00');
});
