import { expect, makeBusiness, signInByApi, test, waitForMail } from './helpers';

/**
 * Capital on a Nigerian business of its own with the capital feature on and an open offer: the owner
 * chooses a smaller amount, accepts it with the code from the outbox, sees the active loan, repays part
 * from the balance and sees percent complete change. Phone only: the screen is the same on desktop.
 */
test('an offer is accepted with the code, and a part repayment moves percent complete', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the capital journey runs on the phone project');
  const business = await makeBusiness(request, {
    business: { country: 'NG', compliance: 'AA', loan_offer: true, preferences: { capital_enabled: '1' } },
    users: [{ role: 'Owner' }],
  });
  const owner = business.users[0]!;
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/capital');

  // The offer of 1,000,000 and its alternatives less 15 % each: 850,000 at 5 % is 892,500 over 3 months.
  const offers = page.getByRole('group', { name: 'Choose how much to borrow' });
  await expect(offers.getByRole('radio')).toHaveCount(4);
  await offers.getByRole('radio', { name: /NGN 850,000\.00/ }).check();
  const offer = page.getByRole('region', { name: 'Loan offer' });
  await expect(offer).toContainText('NGN 892,500.00');
  await expect(offer).toContainText('NGN 297,500.00');

  await page.getByRole('button', { name: 'Accept NGN 850,000.00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm loan' });
  const mail = await waitForMail(request, owner.email, (entry) => entry.subject.includes('loan confirmation code'));
  await dialog.getByLabel('Confirmation code').fill(mail.code!);
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  const loan = page.getByRole('region', { name: 'Active loan' });
  await expect(loan).toContainText('NGN 850,000.00');
  const progress = loan.getByRole('progressbar', { name: 'Percent complete' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('table', { name: 'Repayment schedule' })).toContainText('NGN 297,500.00');

  // A quarter of 892,500 (223,125) is 25 % complete.
  await loan.getByLabel('Amount to repay (NGN)').fill('223,125');
  await loan.getByRole('button', { name: 'Repay now' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '25');
  await expect(loan).toContainText('NGN 669,375.00');
  await expect(page.getByRole('table', { name: 'Repayment history' })).toContainText('From your balance');

  // More than is owed is refused with the reason, and the amount stays to correct.
  await loan.getByLabel('Amount to repay (NGN)').fill('700,000');
  await loan.getByRole('button', { name: 'Repay now' }).click();
  await expect(loan.getByLabel('Amount to repay (NGN)')).toHaveValue('700,000');
  await expect(loan).toContainText('You owe NGN 669,375.00');
});
