import * as OTPAuth from 'otpauth';
import { expect, latestOutboxId, makeBusiness, signIn, test, waitForMail } from './helpers';

test('an owner whose business requires two-factor enters the emailed code (wrong code and resend first)', async ({
  page,
  request,
}) => {
  const business = await makeBusiness(request, { users: [{ role: 'Owner', two_factor: 'email' }] });
  const email = business.users[0]!.email;
  const before = await latestOutboxId(request, email);
  await signIn(page, email);
  const code = page.getByLabel('Confirmation code');
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');

  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid OTP');

  const firstMail = await waitForMail(request, email, (entry) => entry.code !== null, before);
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('Confirmation code has been sent')).toBeVisible();
  const mail = await waitForMail(request, email, (entry) => entry.code !== null, firstMail.id);

  await code.fill(mail.code ?? '');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await expect(page.getByTestId('business-name')).toHaveText(business.business_name);
});

test('an owner with an authenticator enters its code', async ({ page, request }) => {
  const business = await makeBusiness(request, {
    business: { country: 'GH' },
    users: [{ role: 'Owner', two_factor: 'totp' }],
  });
  const owner = business.users[0]!;
  await signIn(page, owner.email);
  await expect(page.getByLabel('Confirmation code')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend code' })).toHaveCount(0);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(owner.totp_secret ?? '') });
  await page.getByLabel('Confirmation code').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await expect(page.getByTestId('business-name')).toHaveText(business.business_name);
});
