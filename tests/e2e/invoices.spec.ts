import { expect, makeBusiness, signInByApi, test, uniqueEmail, waitForMail } from './helpers';

/**
 * Invoices on a business of its own: the merchant writes an invoice with two line items (the total is
 * worked out as they type), saves and sends it; the customer's mail in the outbox carries the
 * /invoices/{ref} link; the merchant marks it paid (cash) and it reads Paid, after a reload and in the list.
 */
test('an invoice is created with two items, sent with the customer link, and marked as paid', async ({
  page,
  request,
}, testInfo) => {
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }] });
  const owner = business.users[0]!;
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/invoices/list');
  await expect(page.getByRole('heading', { name: 'No invoices yet' })).toBeVisible();
  await page.getByRole('link', { name: 'New invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible();

  const customer = uniqueEmail('invoice-customer', testInfo.project.name);
  await page.getByLabel('Customer name').fill('Ada Obi');
  await page.getByLabel('Customer email').fill(customer);
  const first = page.getByRole('group', { name: 'Item 1' });
  await first.getByLabel('Description').fill('Design work');
  await first.getByLabel('Quantity').fill('2');
  await first.getByLabel(/Unit price/).fill('1,500');
  await page.getByRole('button', { name: 'Add item' }).click();
  const second = page.getByRole('group', { name: 'Item 2' });
  await second.getByLabel('Description').fill('Hosting');
  await second.getByLabel(/Unit price/).fill('250.00');
  await page.getByLabel('Tax (%)').fill('7.5');
  // 2 × 1,500.00 + 250.00 = 3,250.00; 7.5 % tax = 243.75; total 3,493.75.
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText('NGN 3,250.00');
  await expect(totals).toContainText('NGN 3,493.75');

  await page.getByRole('button', { name: 'Save and send' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice INV-1001' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Sent');
  await expect(details).toContainText('NGN 3,493.75');

  const mail = await waitForMail(request, customer, (entry) => entry.link?.includes('/invoices/') ?? false);
  expect(mail.subject).toContain('Invoice INV-1001');
  expect(new URL(mail.link as string).pathname).toMatch(/^\/invoices\/[A-Za-z0-9_-]{22}$/);

  await page.getByRole('button', { name: 'Mark as paid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as paid' });
  await dialog.getByLabel('How it was paid').selectOption('cash');
  await dialog.getByLabel('Note (optional)').fill('Paid at the counter');
  await dialog.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(dialog).toBeHidden();
  await expect(details).toContainText('Paid');
  await expect(details).toContainText('Paid at the counter');
  await expect(page.getByRole('button', { name: 'Mark as paid' })).toBeHidden();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Cash');
  await page.getByRole('link', { name: '← All invoices' }).click();
  await expect(page.getByRole('row', { name: /INV-1001/ })).toContainText('Paid');
});
