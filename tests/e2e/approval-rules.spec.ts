import type { APIRequestContext } from '@playwright/test';
import { APP_ID_HEADER } from '../../src/contract/constants';
import { nubanCheckDigit } from '../../src/contract/transfers';
import { expect, latestOutboxId, makeBusiness, signInByApi, test, waitForMail } from './helpers';

/** An account session of a fixture user through the API (the member's transfer, the admin's approval). */
async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const headers = { [APP_ID_HEADER]: 'merchant-dashboard' };
  const login = await request.post('/api/login', { data: { identifier: email, password }, headers });
  const loginData = (await login.json()).data;
  const session = await request.post('/api/merchant/tokens/create', {
    data: { account: loginData.company.id },
    headers: { ...headers, Authorization: `Bearer ${loginData['flw-auth-token']}` },
  });
  return (await session.json()).data.token as string;
}

/**
 * Approval rules on a Nigerian business of its own: the owner makes "two approvers from NGN 1,000,000"
 * with the code from the outbox; the member's NGN 2,000,000 transfer then waits for two; after the
 * admin's approval, the owner's pending approvals say "1 of 2 approved, by <admin>".
 */
test('a 2-of-2 rule: the transfer waits for a second approver and says who approved', async ({
  page,
  request,
  isMobile,
}) => {
  const business = await makeBusiness(request, {
    business: { country: 'NG', compliance: 'AA' },
    users: [{ role: 'Owner' }, { role: 'Admin' }, { role: 'User' }],
  });
  const [owner, admin, member] = business.users;
  await signInByApi(page, owner!.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/settings/approval-rules');
  await expect(page.getByText('No approval rules yet')).toBeVisible();

  const form = page.getByRole('region', { name: 'Add or change a rule' });
  await form.getByLabel('Currency').selectOption('NGN');
  await form.getByLabel('Transfers from (NGN)').fill('1,000,000');
  await form.getByLabel('Approvers needed').selectOption('2');
  // No role chosen: the form says so and sends nothing.
  await form.getByRole('checkbox', { name: 'Owner' }).uncheck();
  await form.getByRole('checkbox', { name: 'Admin', exact: true }).uncheck();
  await form.getByRole('button', { name: 'Save rule' }).click();
  await expect(form).toContainText('Choose who may approve');
  await form.getByRole('checkbox', { name: 'Owner' }).check();
  await form.getByRole('checkbox', { name: 'Admin', exact: true }).check();

  const before = await latestOutboxId(request, owner!.email);
  await form.getByRole('button', { name: 'Save rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the approval rule' });
  const mail = await waitForMail(request, owner!.email, (entry) => Boolean(entry.code), before);
  await dialog.getByLabel('Confirmation code').fill(mail.code!);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  const rule = page.getByRole('region', { name: 'NGN transfers' });
  await expect(rule).toContainText('NGN 1,000,000.00');
  await expect(rule).toContainText('Owner, Admin');
  await page.screenshot({ path: 'test-results/approval-rules-settings.png', fullPage: true });

  // The member's NGN 2,000,000 transfer, then the admin's approval, through the API.
  const memberToken = await tokenOf(request, member!.email, business.password);
  const memberAuth = { Authorization: `Bearer ${memberToken}`, [APP_ID_HEADER]: 'merchant-dashboard' };
  const sentBefore = await latestOutboxId(request, member!.email);
  await request.post('/api/v2/transfers/otp', { headers: memberAuth });
  const code = await waitForMail(request, member!.email, (entry) => Boolean(entry.code), sentBefore);
  const narration = `Rule check ${Date.now().toString(36)}`;
  const made = await request.post('/api/v2/transfers/create', {
    headers: memberAuth,
    data: {
      account_bank: '044',
      account_number: `069000003${nubanCheckDigit('044', '069000003')}`,
      amount: 200_000_000,
      currency: 'NGN',
      debit_currency: 'NGN',
      narration,
      reference: `TRFE2E${Date.now().toString(36).toUpperCase()}`,
      otp: code.code,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const transfer = (await made.json()).data as { id: number; required_approvals: number };
  expect(transfer.required_approvals).toBe(2);
  const adminToken = await tokenOf(request, admin!.email, business.password);
  const approved = await request.post('/api/v2/transfers/approve', {
    headers: { Authorization: `Bearer ${adminToken}`, [APP_ID_HEADER]: 'merchant-dashboard' },
    data: { id: transfer.id, reject: false },
  });
  expect(approved.status()).toBe(200);

  await page.goto('/dashboard/transfers/pendingapprovals');
  const item = isMobile
    ? page.getByRole('article').filter({ hasText: narration })
    : page.getByRole('row').filter({ hasText: narration });
  await expect(item).toContainText(`1 of 2 approved, by ${admin!.first_name} ${admin!.last_name}`);
  await page.screenshot({ path: `test-results/approval-rules-pending-${isMobile ? 'phone' : 'desktop'}.png` });
});
