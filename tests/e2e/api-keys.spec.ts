import type { APIRequestContext, Page } from '@playwright/test';
import { APP_ID_HEADER } from '../../src/contract/constants';
import { expect, makeBusiness, scanA11y, signInByApi, test } from './helpers';

/**
 * settings/apis and settings/whitelist-ip on a business of its own (test mode): the Owner reveals the
 * secret keys with the password, calls the merchant API with the test secret key, regenerates the test
 * keys and sees the old secret refused by /api/v3 at once; the whitelist refuses this machine's address
 * (127.0.0.1) while only another range is on it, and lets it in once added. The audit log shows each step.
 */
const v3 = (request: APIRequestContext, secret: string, path = 'transactions?page_size=2') =>
  request.get(`/api/v3/${path}`, { headers: { Authorization: `Bearer ${secret}` } });

/**
 * The screen's own axe scan, once it shows its content: scans take turns (scanA11y), so this also waits
 * for the automatic scan of the navigation, which would otherwise judge a dialog half-way through its
 * entrance on a busy machine.
 */
async function settledScan(page: Page): Promise<void> {
  expect(await scanA11y(page)).toEqual([]);
}

async function revealedTestSecret(page: Page, password: string): Promise<string> {
  await page.getByRole('button', { name: 'Reveal secret keys' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Reveal' }).click();
  await expect(dialog).toBeHidden();
  const secret = page.getByText(/^FLWSECK_TEST-[0-9a-f]{24}-X$/);
  await expect(secret).toBeVisible();
  return (await secret.textContent())!.trim();
}

test('an owner regenerates the test keys and the old secret key is refused by /api/v3', async ({ page, request }) => {
  const business = await makeBusiness(request, {
    business: { compliance: 'AA', live: false },
    users: [{ role: 'Owner' }],
    payments: 3,
  });
  const owner = business.users[0]!;
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/settings/apis');
  await expect(page.getByRole('heading', { name: 'Test keys' })).toBeVisible({ timeout: 30_000 });
  // Masked until revealed: the kind, stars and the last 4 characters.
  await expect(page.getByText(/^FLWSECK_TEST-\*{12}[0-9a-f]{4}-X$/)).toBeVisible();
  await settledScan(page);

  // A wrong password is named, and nothing is shown.
  await page.getByRole('button', { name: 'Reveal secret keys' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await dialog.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
  await dialog.getByRole('button', { name: 'Reveal' }).click();
  await expect(dialog.getByText('Your password is incorrect')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const old = await revealedTestSecret(page, business.password);
  const before = await v3(request, old);
  expect(before.status()).toBe(200);
  expect((await before.json()).data.transactions).toHaveLength(2);

  await page.getByRole('button', { name: 'Regenerate test keys' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Regenerate test keys?' });
  await expect(confirm).toContainText('stops working at once');
  await confirm.getByLabel('Password', { exact: true }).fill(business.password);
  await confirm.getByRole('button', { name: 'Regenerate test keys' }).click();
  await expect(confirm).toBeHidden();
  // The revealed (old) secret is hidden again; the masked new one is shown.
  await expect(page.getByText(old)).toBeHidden();
  await expect(page.getByText(/^FLWSECK_TEST-\*{12}[0-9a-f]{4}-X$/)).toBeVisible();

  const refused = await v3(request, old);
  expect(refused.status()).toBe(401);
  const body = await refused.json();
  expect(body.status).toBe('error');
  expect(body.code).toBe('INVALID_SECRET_KEY');

  const fresh = await revealedTestSecret(page, business.password);
  expect(fresh).not.toBe(old);
  expect((await v3(request, fresh)).status()).toBe(200);

  await page.goto('/dashboard/settings/audit-log');
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByText('API keys regenerated')).toBeVisible({ timeout: 30_000 });
  await expect(log.getByText('Secret keys revealed')).toHaveCount(2);
});

test('a whitelist without this machine refuses its v3 call; adding 127.0.0.1 lets it in', async ({ page, request }) => {
  const business = await makeBusiness(request, {
    business: { compliance: 'AA', live: false },
    users: [{ role: 'Owner' }],
  });
  const owner = business.users[0]!;
  const session = await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });
  const revealed = await request.post('/api/v2/merchantkeys/reveal', {
    data: { password: business.password },
    headers: { [APP_ID_HEADER]: 'merchant-dashboard', Authorization: `Bearer ${session.token}` },
  });
  expect(revealed.status()).toBe(200);
  const secret = ((await revealed.json()) as { data: { test_secret: string } }).data.test_secret;
  expect((await v3(request, secret)).status()).toBe(200);

  await page.goto('/dashboard/settings/whitelist-ip');
  await expect(page.getByRole('heading', { name: 'No whitelisted IPs yet' })).toBeVisible({ timeout: 30_000 });
  await settledScan(page);
  const field = page.getByLabel('IP address or range');
  await field.fill('203.0.113.300');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('Enter an IPv4 or IPv6 address, or a range in CIDR form (203.0.113.0/24)')).toBeVisible();

  await field.fill('203.0.113.0/24');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByRole('button', { name: 'Remove 203.0.113.0/24' })).toBeVisible();
  await expect(field).toHaveValue('');

  // This machine is not on the list: refused, with the reason, and nothing done.
  const refused = await v3(request, secret);
  expect(refused.status()).toBe(403);
  const refusal = await refused.json();
  expect(refusal.code).toBe('IP_NOT_WHITELISTED');
  expect(refusal.message).toContain('127.0.0.1');
  const link = await request.post('/api/v3/payment-links', {
    headers: { Authorization: `Bearer ${secret}` },
    data: {
      title: 'Refused link',
      description: '',
      kind: 'payment',
      amount: 100_000,
      currency: 'NGN',
      custom_fields: [],
      redirect_url: null,
      payment_limit: null,
      expires_at: null,
      suggested_amounts: [],
    },
  });
  expect(link.status()).toBe(403);
  const links = await request.get('/api/v2/payment-links', {
    headers: { [APP_ID_HEADER]: 'merchant-dashboard', Authorization: `Bearer ${session.token}` },
  });
  expect(JSON.stringify((await links.json()).data)).not.toContain('Refused link');

  // The page offers this device's address as the server sees it (GET getpaidx ip): the whitelist's own view.
  await expect(page.getByText("This device's address:")).toContainText('127.0.0.1');
  await page.getByRole('button', { name: 'Use this address' }).click();
  await expect(field).toHaveValue('127.0.0.1');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByRole('button', { name: 'Remove 127.0.0.1' })).toBeVisible();
  expect((await v3(request, secret)).status()).toBe(200);

  // Removing it refuses this machine again.
  await page.getByRole('button', { name: 'Remove 127.0.0.1' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove 127.0.0.1?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: 'Remove 127.0.0.1' })).toBeHidden();
  expect((await v3(request, secret)).status()).toBe(403);

  await page.goto('/dashboard/settings/audit-log');
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByText('IP address whitelisted')).toHaveCount(2, { timeout: 30_000 });
  await expect(log.getByText('IP address removed from the whitelist')).toBeVisible();
});
