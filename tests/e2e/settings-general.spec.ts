import * as OTPAuth from 'otpauth';
import { expect, makeBusiness, signIn, signInByApi, test } from './helpers';

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The audit log's entries of the business, newest first, read by its owner through the API. */
async function auditActions(page: import('@playwright/test').Page, token: string): Promise<string[]> {
  const answer = await page.request.get('/api/v2/audits', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()).data.audits as { action: string }[]).map((entry) => entry.action);
}

test('turn on the authenticator in settings/general, then sign in with it', async ({ page, request }) => {
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }] });
  const owner = business.users[0]!;
  const session = await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/settings/general');

  const panel = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(panel.getByText('Authenticator app: off.')).toBeVisible();
  await panel.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(panel.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await panel.locator('.two-factor-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });

  // A wrong code first: the message says what went wrong and the setup stays on screen.
  const code = panel.getByLabel('Code from your app');
  await code.fill('12345');
  await panel.getByRole('button', { name: 'Turn on' }).click();
  await expect(panel.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await code.fill(totp.generate({ timestamp: Date.now() + 10 * 60_000 }));
  await panel.getByRole('button', { name: 'Turn on' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'That code is not right. Enter the current code from your authenticator app.',
  );
  await code.fill(totp.generate());
  // Turning on hashes ten recovery codes with scrypt: on a busy machine that takes a while, so the answer is
  // awaited as such rather than within an assertion's few seconds.
  const confirmed = page.waitForResponse((response) => response.url().endsWith('/authenticator/confirm'), {
    timeout: 60_000,
  });
  await panel.getByRole('button', { name: 'Turn on' }).click();
  expect((await confirmed).status()).toBe(200);

  const codes = page.getByRole('region', { name: 'Your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expect(codes.getByRole('listitem').first()).toHaveText(/^\d{4}-\d{4}$/);
  const recoveryCode = (await codes.getByRole('listitem').first().textContent()) ?? '';
  await codes.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(panel.getByText('Authenticator app: on.')).toBeVisible();
  await expect(panel.getByText('10 recovery codes left.')).toBeVisible();
  expect(await auditActions(page, session.token)).toContain('two_factor.authenticator_on');

  // Signed out, the sign-in now asks for the app's code; the next period's code is one the server has not seen.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, owner.email, business.password);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend code' })).toHaveCount(0);
  await page.getByLabel('Confirmation code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\//);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // Without the phone: a recovery code signs in once in place of the app's code.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, owner.email, business.password);
  await page.getByLabel('Confirmation code').fill(recoveryCode);
  // A recovery code is checked against scrypt hashes, like a password: awaited as an answer, not a timing.
  const signedIn = page.waitForResponse((response) => response.url().includes('/merchant/tokens/create'), {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  expect((await signedIn).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard\//);
  expect(await auditActions(page, session.token)).toContain('two_factor.recovery_code_used');
});

test('an admin edits the business profile and the new name shows at once; everyone edits their own profile', async ({
  page,
  request,
}) => {
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }, { role: 'User' }] });
  const [owner, member] = business.users;
  const session = await signInByApi(page, owner!.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/settings/general');

  const form = page.getByRole('form', { name: 'Business profile' });
  await expect(form.getByLabel('Business name')).toHaveValue(business.business_name);
  await form.getByLabel('Business name').fill('Lagos Lamps Ltd');
  await form.getByLabel('Support email').fill('help@lamps.test');
  await form.getByLabel('Support phone').fill('+234 801 234 5678');
  await form.getByLabel('Address').fill('12 Marina, Lagos');
  await form.getByLabel('Website').fill('lamps dot test');
  await form.getByRole('button', { name: 'Save business profile' }).click();
  await expect(form.getByText('Website must be an address starting with https://')).toBeVisible();
  // Nothing typed is lost by the refusal.
  await expect(form.getByLabel('Business name')).toHaveValue('Lagos Lamps Ltd');
  await form.getByLabel('Website').fill('https://lamps.test');
  await form.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(form.getByRole('img', { name: 'Business logo' })).toBeVisible();
  await form.getByRole('button', { name: 'Save business profile' }).click();
  // The shell names the business from the stored session: the page title follows the save.
  await expect(page).toHaveTitle(/^Lagos Lamps Ltd · /);
  // The business switcher names it too, without a reload.
  await expect(page.getByRole('button', { name: /Lagos Lamps Ltd.*Switch business/ })).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Support email')).toHaveValue('help@lamps.test');
  await expect(form.getByLabel('Website')).toHaveValue('https://lamps.test');
  // Saved with the profile, the logo is public: the page shows it from its address.
  const logo = form.getByRole('img', { name: 'Business logo' });
  await expect(logo).toHaveAttribute('src', /^\/api\/v2\/files\//);
  expect((await page.request.get((await logo.getAttribute('src')) ?? '')).status()).toBe(200);

  const mine = page.getByRole('form', { name: 'Your profile' });
  await mine.getByLabel('First name').fill('');
  await mine.getByRole('button', { name: 'Save your profile' }).click();
  await expect(mine.getByText('First name is empty')).toBeVisible();
  await mine.getByLabel('First name').fill('Ifeoluwa');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v2/profile') && response.request().method() === 'PUT',
  );
  await mine.getByRole('button', { name: 'Save your profile' }).click();
  expect((await saved).status()).toBe(200);
  await page.goto('/dashboard/settings/users');
  await page.goto('/dashboard/settings/general');
  await expect(mine.getByLabel('First name')).toHaveValue('Ifeoluwa');

  const actions = await auditActions(page, session.token);
  expect(actions).toEqual(expect.arrayContaining(['business.profile_changed', 'account.profile_changed']));

  // A User sees the business profile but cannot edit it; their own profile is theirs to edit.
  await page.evaluate(() => localStorage.clear());
  await signInByApi(page, member!.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/settings/general');
  await expect(page.getByText('Only an Owner or Admin can edit the business profile.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Business profile' })).toHaveCount(0);
  await expect(page.getByText('Lagos Lamps Ltd').first()).toBeVisible();
  await expect(page.getByRole('form', { name: 'Your profile' }).getByLabel('Last name')).toBeVisible();
});
