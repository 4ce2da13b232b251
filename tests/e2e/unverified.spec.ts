import { expect, latestOutboxId, makeBusiness, signIn, test, waitForMail } from './helpers';

test('an unverified account sees the check-your-mailbox step and a confirmation mail arrives', async ({
  page,
  request,
}) => {
  const business = await makeBusiness(request, {
    business: { compliance: 'none' },
    users: [{ role: 'Owner', activated: false }],
  });
  const email = business.users[0]!.email;
  const before = await latestOutboxId(request, email);
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Check your mailbox' })).toBeVisible();
  await expect(page.getByText("Your account is not verified. We've sent a confirmation email.")).toBeVisible();
  await expect(page.getByText('spam or junk folder')).toBeVisible();
  const mail = await waitForMail(request, email, (entry) => entry.link !== null, before);
  expect(mail.link).toMatch(/\/(confirm-account|activate)\//);

  await page.getByRole('button', { name: 'Re-enter your email' }).click();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue(email);
});
