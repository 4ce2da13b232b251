import * as OTPAuth from 'otpauth';
import { latestOutboxId, signIn, waitForMail, expect, test } from './helpers';

test('otp@demo.test enters the emailed code (wrong code and resend first)', async ({ page, request }) => {
  const before = await latestOutboxId(request, 'otp@demo.test');
  await signIn(page, 'otp@demo.test');
  const code = page.getByLabel('Confirmation code');
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');

  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid OTP');

  const firstMail = await waitForMail(request, 'otp@demo.test', (entry) => entry.code !== null, before);
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('Confirmation code has been sent')).toBeVisible();
  const mail = await waitForMail(request, 'otp@demo.test', (entry) => entry.code !== null, firstMail.id);

  await code.fill(mail.code ?? '');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await expect(page.getByTestId('business-name')).toHaveText('Demo Travel');
});

test('totp@demo.test enters the authenticator code', async ({ page }) => {
  await signIn(page, 'totp@demo.test');
  await expect(page.getByLabel('Confirmation code')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend code' })).toHaveCount(0);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32('JBSWY3DPEHPK3PXP') });
  await page.getByLabel('Confirmation code').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await expect(page.getByTestId('business-name')).toHaveText('Demo Gadgets');
});
