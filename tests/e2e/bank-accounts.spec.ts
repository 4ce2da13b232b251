import { nubanCheckDigit } from '../../src/contract/transfers';
import { expect, latestOutboxId, makeBusiness, signInByApi, test, waitForMail } from './helpers';

/**
 * settings/bankaccount on a Nigerian business of its own: an Admin adds an Access Bank account (its
 * holder's name from account resolve) as the new payout account with the code mailed to the owner,
 * the owner is mailed about the change, and the old account is removed with a new code.
 */
test('an admin adds a payout account with the owner’s code, then removes the old one', async ({ page, request }) => {
  const business = await makeBusiness(request, {
    business: { country: 'NG', compliance: 'AA' },
    users: [{ role: 'Owner' }, { role: 'Admin' }],
  });
  const [owner, admin] = business.users;
  await signInByApi(page, admin!.email, { password: business.password, skipWelcome: true });
  // balance/accounts lists them and leads an admin to where they are changed.
  await page.goto('/dashboard/balance/accounts');
  await page.getByRole('link', { name: 'Manage bank accounts' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/bankaccount$/);

  const old = page.getByRole('region', { name: 'Guaranty Trust Bank' });
  await expect(old).toContainText('Default');

  await page.getByRole('button', { name: 'Add bank account' }).click();
  const form = page.getByRole('region', { name: 'Add a bank account' });
  // Without a bank and number the spec's message shows and nothing is sent.
  await form.getByRole('button', { name: 'Add account' }).click();
  await expect(form).toContainText('Bank Name and Account Number are required');

  const number = `123456789${nubanCheckDigit('044', '123456789')}`;
  await form.getByLabel('Bank').selectOption({ label: 'Access Bank' });
  await form.getByLabel('Account number').fill(number);
  await expect(form).toContainText(/Account name: [A-Z]+ [A-Z]+/);
  // The switch's input sits under its drawn track: a tap on its label turns it on, as a finger does.
  await form.getByText('Pay settlements to this account').click();
  await expect(form.getByRole('switch', { name: 'Pay settlements to this account' })).toBeChecked();
  await page.screenshot({ path: 'test-results/bank-accounts-add.png', fullPage: true });

  const after = await latestOutboxId(request, owner!.email);
  await form.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the new bank account' });
  const mail = await waitForMail(request, owner!.email, (entry) => Boolean(entry.code), after);
  // A wrong code is refused in the dialog and changes nothing.
  await dialog.getByLabel('Confirmation code').fill('000001');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toContainText('The code is invalid or has expired');
  await dialog.getByLabel('Confirmation code').fill(mail.code!);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Bank Account Saved Successfully')).toBeVisible();

  const added = page.getByRole('region', { name: 'Access Bank' });
  await expect(added).toContainText('Default');
  await expect(added).toContainText(number);
  await expect(old).not.toContainText('Default');
  const told = await waitForMail(request, owner!.email, (entry) => entry.subject.includes('payout account'), after);
  expect(told.body).toContain(`****${number.slice(-4)}`);

  const beforeRemove = await latestOutboxId(request, owner!.email);
  await old.getByRole('button', { name: /^Remove Guaranty Trust Bank/ }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Confirm removing the bank account' });
  const removeMail = await waitForMail(request, owner!.email, (entry) => Boolean(entry.code), beforeRemove);
  await removeDialog.getByLabel('Confirmation code').fill(removeMail.code!);
  await removeDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(old).toHaveCount(0);
  await expect(added).toBeVisible();
});
