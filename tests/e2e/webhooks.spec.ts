import { BASE_URL } from './base-url';
import { expect, makeBusiness, signInByApi, test } from './helpers';

/**
 * settings/webhooks on a business of its own: the Owner points the webhook URL at the sandbox receiver
 * with a secret hash, sends a test event, sees it delivered (200) in the delivery log, finds it on the
 * receiver's page with the hash matched, and Resend makes a second attempt.
 */
test('an owner points webhooks at the sandbox receiver, a test event arrives signed, Resend sends it again', async ({
  page,
  request,
}, testInfo) => {
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }] });
  const owner = business.users[0]!;
  const secret = `hash-${testInfo.project.name}-${business.account_id}`;
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/settings/webhooks');
  // The first load of the settings chunk: a busy machine can take a while.
  await expect(page.getByRole('heading', { name: 'No deliveries yet' })).toBeVisible({ timeout: 30_000 });

  // A URL that is not https (nor this machine) is named and refused.
  const url = page.getByLabel('Webhook URL');
  await url.fill('http://merchant.example/hooks');
  await page.getByRole('button', { name: 'Save webhook settings' }).click();
  await expect(page.getByText('URL must start with https:// (http:// only for localhost)')).toBeVisible();

  await url.fill(`${BASE_URL}/sandbox/webhooks/receive`);
  await page.getByLabel('Secret hash').fill(secret);
  await page.getByRole('checkbox', { name: 'Refunds' }).check();
  await page.getByRole('button', { name: 'Save webhook settings' }).click();
  await expect(page.getByRole('button', { name: 'Send test event' })).toBeEnabled();
  // What was saved is what the server answers after a reload.
  await page.reload();
  await expect(page.getByLabel('Webhook URL')).toHaveValue(`${BASE_URL}/sandbox/webhooks/receive`);
  await expect(page.getByLabel('Secret hash')).toHaveValue(secret);
  await expect(page.getByRole('checkbox', { name: 'Refunds' })).toBeChecked();

  await page.getByRole('button', { name: 'Send test event' }).click();
  const log = page.getByRole('table', { name: 'Delivery log' });
  const row = log.getByRole('row', { name: /Test event/ });
  await expect(row).toContainText('Delivered · 200', { timeout: 15_000 });
  await expect(row).toContainText('1 attempt');

  // The receiver got it, with this business's secret hash in verif-hash.
  const receiver = await page.context().newPage();
  await receiver.goto('/sandbox/webhooks');
  const received = receiver.getByRole('article').filter({ hasText: business.business_name });
  await expect(received.first()).toContainText('webhook.test');
  await expect(received.first()).toContainText(secret);
  await expect(received.first()).toContainText('Hash matches the secret hash');
  await receiver.close();

  // Resend: a second attempt, recorded in the log.
  await row.getByRole('button', { name: /^Resend/ }).click();
  await expect(row).toContainText('2 attempts', { timeout: 15_000 });
  await expect(row).toContainText('Delivered · 200');

  // Emptied, as the hint says, the URL and the secret are saved empty: nothing is sent any more.
  await page.getByLabel('Webhook URL').fill('');
  await page.getByLabel('Secret hash').fill('');
  await page.getByRole('button', { name: 'Save webhook settings' }).click();
  await expect(page.getByText('Webhook settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Webhook URL')).toHaveValue('');
  await expect(page.getByLabel('Secret hash')).toHaveValue('');
});
