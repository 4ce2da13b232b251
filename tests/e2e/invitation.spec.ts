import {
  DEMO_PASSWORD,
  expect,
  fillCredentials,
  makeBusiness,
  pathOf,
  test,
  uniqueEmail,
  waitForMail,
} from './helpers';

/**
 * An admin invites a newcomer through the API; the newcomer checks the mailed confirm page, goes on to
 * /accept, joins and signs in.
 */
test('a newcomer joins a business from the mailed invitation and signs in', async ({ page, request }, testInfo) => {
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }, { role: 'Admin' }] });
  const admin = business.users[1]!;
  const login = await request.post('/api/login', { data: { identifier: admin.email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const loginToken = (await login.json()).data['flw-auth-token'] as string;
  const tokens = await request.post('/api/merchant/tokens/create', {
    headers: { authorization: `Bearer ${loginToken}` },
    data: { account: business.account_id },
  });
  const token = (await tokens.json()).data.token as string;
  const email = uniqueEmail('invitee', testInfo.project.name);
  const invite = await request.post(`/api/v2/accounts/${business.account_id}/collaborators`, {
    headers: { authorization: `Bearer ${token}` },
    data: { email, role: 'User' },
  });
  expect(invite.status()).toBe(201);

  const mail = await waitForMail(request, email, (entry) => entry.link?.includes('/collab/confirm/') ?? false);
  await page.goto(pathOf(mail.link as string));
  await expect(page.getByRole('heading', { name: `Join ${business.business_name}` })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^User$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Confirm and join' }).click();
  await expect(page).toHaveURL(/\/accept\//);
  await expect(page.getByRole('heading', { name: `Join ${business.business_name}` })).toBeVisible();
  await expect(page.getByText(`${admin.first_name} ${admin.last_name} invited ${email} as User.`)).toBeVisible();

  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByText('First name is empty')).toBeVisible();

  await page.getByLabel('First name').fill('Ngozi');
  await page.getByLabel('Last name').fill('Umeh');
  await page.getByLabel('Choose a password', { exact: true }).fill('Ngozi-pass-2026');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('heading', { name: `You have joined ${business.business_name}` })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await fillCredentials(page, email, 'Ngozi-pass-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /Hello, Ngozi/ })).toBeVisible();
  await expect(page.getByRole('main').getByText(business.business_name, { exact: true })).toBeVisible();
});
