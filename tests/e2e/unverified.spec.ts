import { latestOutboxId, signIn, waitForMail, expect, test } from './helpers';

test('an unverified account sees the check-your-mailbox step and a confirmation mail arrives', async ({
  page,
  request,
}) => {
  const before = await latestOutboxId(request, 'unverified@demo.test');
  await signIn(page, 'unverified@demo.test');
  await expect(page.getByRole('heading', { name: 'Check your mailbox' })).toBeVisible();
  await expect(page.getByText("Your account is not verified. We've sent a confirmation email.")).toBeVisible();
  await expect(page.getByText('spam or junk folder')).toBeVisible();
  const mail = await waitForMail(request, 'unverified@demo.test', (entry) => entry.link !== null, before);
  expect(mail.link).toMatch(/\/(confirm-account|activate)\//);

  await page.getByRole('button', { name: 'Re-enter your email' }).click();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue('unverified@demo.test');
});
