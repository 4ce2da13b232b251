import type { Page } from '@playwright/test';
import { expect, makeBusiness, signInByApi, test } from './helpers';

/**
 * Payroll on a business of its own with enabled_for_payroll: the owner adds two employees (each account
 * name resolved by the bank), runs November's payroll with one amount changed, and submits it; the run
 * waits as a bulk transfer. An Admin approves both payments in pending approvals, and run history shows
 * both paid. Desktop only: the approvals journey on a phone is the transfers spec's.
 */
test('a two-employee payroll is submitted, approved by an approver and paid', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the payroll journey runs on the desktop project');
  const business = await makeBusiness(request, {
    business: { country: 'NG', compliance: 'AA', live: true, preferences: { enabled_for_payroll: '1' } },
    users: [{ role: 'Owner' }, { role: 'Admin' }],
  });
  const [owner, admin] = business.users as [(typeof business.users)[0], (typeof business.users)[0]];
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });

  await page.goto('/dashboard/payroll');
  await expect(page.getByText('No payroll runs yet')).toBeVisible();
  await page.getByRole('link', { name: 'Employees' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();

  const ada = await addEmployee(page, 'Ada Obi', '0690000049', '250,000');
  const bayo = await addEmployee(page, 'Bayo Ade', '0690000032', '180,000');
  const list = page.getByRole('table', { name: 'Employees' });
  await expect(list).toContainText('NGN 250,000.00');
  await expect(list).toContainText('NGN 180,000.00');

  await page.goto('/dashboard/payroll');
  await page.getByRole('link', { name: 'Run payroll' }).click();
  await page.getByLabel('Period (month)').fill('2026-11');
  await expect(page.getByLabel('Amount for Ada Obi (NGN)')).toHaveValue('250,000.00');
  await page.getByLabel('Amount for Bayo Ade (NGN)').fill('195,000.50');
  await expect(page.getByText('2 employees · Total NGN 445,000.50')).toBeVisible();
  await page.getByRole('button', { name: 'Review payroll' }).click();
  const review = page.getByRole('alertdialog', { name: 'Submit payroll run?' });
  await expect(review).toContainText('November 2026: 2 employees, NGN 445,000.50 in all');
  await review.getByRole('button', { name: 'Submit for approval' }).click();

  await expect(page).toHaveURL(/\/dashboard\/payroll\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payroll November 2026');
  const payments = page.getByRole('table', { name: 'Employee payments' });
  await expect(payments.getByText('Pending approval')).toHaveCount(2);
  await expect(payments).toContainText('Ada Obi');
  await expect(payments).toContainText(bayo);
  await expect(page.getByText('Awaiting approval').first()).toBeVisible();
  const runUrl = page.url();

  // The Admin approves both transfers of the run in the transfers' pending approvals.
  await signInByApi(page, admin.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/transfers/pendingapprovals');
  await page.getByRole('checkbox', { name: `Select transfer to ${ada}` }).check();
  await page.getByRole('checkbox', { name: `Select transfer to ${bayo}` }).check();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await page
    .getByRole('alertdialog', { name: 'Approve 2 transfers?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText('2 of 2 transfers decided.')).toBeVisible();

  // Run history: the run is paid, each employee's payment too.
  await page.goto('/dashboard/payroll');
  const runs = page.getByRole('table', { name: 'payroll runs' });
  await expect(runs.getByRole('row').filter({ hasText: 'November 2026' })).toContainText('Paid');
  await page.goto(runUrl);
  await expect(payments.getByText('Paid', { exact: true })).toHaveCount(2);
  await expect(payments).toContainText('NGN 195,000.50');
  await page.screenshot({ path: `test-results/payroll-run-${testInfo.project.name}.png` });
});

/** Adds an employee through the sheet; answers the account name the bank resolved. */
async function addEmployee(page: Page, name: string, accountNumber: string, salary: string): Promise<string> {
  await page.getByRole('button', { name: 'Add employee' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add employee' });
  await sheet.getByLabel('Name').fill(name);
  await sheet.getByLabel('Bank', { exact: true }).selectOption('044');
  await sheet.getByLabel('Account number').fill(accountNumber);
  await sheet.getByLabel('Account number').blur();
  const resolved = sheet.getByText(/^Account name: /);
  await expect(resolved).toBeVisible();
  const accountName = ((await resolved.textContent()) ?? '').replace('Account name: ', '');
  await sheet.getByLabel('Salary (NGN)').fill(salary);
  await sheet.getByRole('button', { name: 'Add employee' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('table', { name: 'Employees' })).toContainText(name);
  return accountName;
}

test('without enabled_for_payroll every payroll screen is not-found', async ({ page, request }) => {
  const business = await makeBusiness(request, { business: { country: 'NG', compliance: 'AA' } });
  await signInByApi(page, business.users[0]!.email, { password: business.password, skipWelcome: true });
  for (const path of [
    '/dashboard/payroll',
    '/dashboard/payroll/employees',
    '/dashboard/payroll/run',
    '/dashboard/payroll/1',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});
