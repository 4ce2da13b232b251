import { expect, makeBusiness, signInByApi, test } from './helpers';

/** settings/general: change password (the current one required) and sign out everywhere else, on a user of its own. */
test('change password ends the other sessions; sign out everywhere else too', async ({ page, request }) => {
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }] });
  const owner = business.users[0]!;
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });
  // Another device of the same user, signed in through the API.
  const otherDevice = async (password: string) => {
    const login = await request.post('/api/login', { data: { identifier: owner.email, password } });
    const loginToken = (await login.json()).data['flw-auth-token'] as string;
    const tokens = await request.post('/api/merchant/tokens/create', {
      headers: { authorization: `Bearer ${loginToken}` },
      data: { account: business.account_id },
    });
    const token = (await tokens.json()).data.token as string;
    return () => request.get('/api/merchant/account/preferences', { headers: { authorization: `Bearer ${token}` } });
  };
  const phone = await otherDevice(business.password);
  expect((await phone()).status()).toBe(200);

  await page.goto('/dashboard/settings/general');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password', { exact: true }).fill('Not-my-password-1');
  await form.getByLabel('New password', { exact: true }).fill('Fresh-pass-2026');
  await form.getByLabel('Confirm new password', { exact: true }).fill('Fresh-pass-2027');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The two new passwords are not the same')).toBeVisible();
  await form.getByLabel('Confirm new password', { exact: true }).fill('Fresh-pass-2026');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Current password is incorrect');
  expect((await phone()).status()).toBe(200);

  await form.getByLabel('Current password', { exact: true }).fill(business.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  // Judged on what lasts (the form cleared, the other session refused): the toast that says so is gone
  // after 3 s, which a busy machine can spend loading.
  await expect(form.getByLabel('Current password', { exact: true })).toHaveValue('');
  await expect.poll(async () => (await phone()).status()).toBe(401);

  // This page stays signed in; a new device signs in with the new password, then is signed out from here.
  const laptop = await otherDevice('Fresh-pass-2026');
  expect((await laptop()).status()).toBe(200);
  await page.reload();
  const sessions = page.getByRole('table', { name: 'Your signed-in sessions' });
  await expect(sessions.getByRole('row')).toHaveCount(3); // the header, this page and the laptop
  await expect(sessions.getByRole('row', { name: /\(this device\)/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await page
    .getByRole('alertdialog', { name: 'Sign out everywhere else?' })
    .getByRole('button', { name: 'Sign out others' })
    .click();
  await expect(sessions.getByRole('row')).toHaveCount(2);
  expect((await laptop()).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'General settings' })).toBeVisible();
});
