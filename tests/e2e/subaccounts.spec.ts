import { expect, makeBusiness, scanA11y, signInByApi, test } from './helpers';

/**
 * Split payments end to end on a business of its own: the owner creates a subaccount (its bank account's
 * holder resolved as the number is typed) with a 10 % share, makes a payment link split with it, a
 * customer pays the link with the sandbox's success card in a browser of their own, and the subaccount's
 * transactions show the payment with both shares: NGN 10,000.00 less the 1.4 % fee (140.00) leaves
 * 9,860.00, of which 986.00 is the subaccount's and 8,874.00 the merchant's.
 */
test('a subaccount is created, a link splits with it, and a paid link shows the split', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const business = await makeBusiness(request, {
    business: { country: 'NG', compliance: 'AA' },
    users: [{ role: 'Owner' }],
  });
  const owner = business.users[0]!;
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });

  await page.goto('/dashboard/subaccounts');
  await expect(page.getByRole('heading', { name: 'Subaccounts', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New subaccount' }).click();
  const create = page.getByRole('dialog', { name: 'New subaccount' });
  await create.getByLabel('Business name').fill('Ikeja Partner');
  await create.getByLabel('Contact name').fill('Kemi Bakare');
  await create.getByLabel('Email').fill('kemi@ikeja.test');
  await create.getByLabel('Bank').selectOption({ label: 'Access Bank' });
  await create.getByLabel('Account number').fill('0690000032');
  await expect(create.getByText(/^Account name: [A-Z]+ [A-Z]+$/)).toBeVisible();
  // A share of 100 % is refused before anything is sent.
  await create.getByLabel("Subaccount's share (%)").fill('100');
  await create.getByRole('button', { name: 'Create subaccount' }).click();
  await expect(create.getByText('Split percentage must be more than 0 and less than 100')).toBeVisible();
  await create.getByLabel("Subaccount's share (%)").fill('10');
  expect(await scanA11y(page)).toEqual([]);
  await create.getByRole('button', { name: 'Create subaccount' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Ikeja Partner', level: 1 })).toBeVisible();
  await expect(page.getByText('Percentage: 10 % of each payment to Ikeja Partner')).toBeVisible();

  // The link, split with it.
  await page.goto('/dashboard/payments/links');
  await page.getByRole('button', { name: 'Create payment link' }).click();
  const link = page.getByRole('dialog', { name: 'Create a payment link' });
  await link.getByLabel('Title').fill('Ikeja order');
  await link.getByLabel('Amount', { exact: true }).fill('10,000');
  await link.getByLabel('Split with a subaccount (optional)').selectOption({ label: 'Ikeja Partner' });
  await link.getByRole('button', { name: 'Create link' }).click();
  await expect(link).toBeHidden();
  await expect(page.getByRole('link', { name: 'Ikeja Partner' })).toBeVisible();
  const url = await page.getByLabel('Public link').inputValue();

  // The customer pays it with the sandbox's success card.
  const customerContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const customer = await customerContext.newPage();
    await customer.goto(new URL(url).pathname);
    await expect(customer.getByRole('heading', { name: 'Ikeja order', level: 1 })).toBeVisible();
    await customer.getByLabel('Full name').fill('Ada Buyer');
    await customer.getByLabel('Email').fill(`buyer-${testInfo.project.name}-${Date.now()}@buyer.test`);
    await customer.getByRole('button', { name: 'Continue to pay' }).click();
    await expect(customer.getByRole('heading', { name: 'Pay with card' })).toBeVisible();
    await customer.getByLabel('Card number').fill('5531 8866 5214 2950');
    await customer.getByLabel('Expiry (MM/YY)').fill('12/39');
    await customer.getByLabel('CVV').fill('123');
    await customer.getByRole('button', { name: 'Pay NGN 10,000.00' }).click();
    await expect(customer.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  } finally {
    await customerContext.close();
  }

  // The merchant follows the link to the subaccount and sees the split payment.
  await page.getByRole('link', { name: 'Ikeja Partner' }).click();
  await expect(page.getByRole('heading', { name: 'Ikeja Partner', level: 1 })).toBeVisible();
  const splits = page.getByRole('region', { name: 'Split transactions' });
  await expect(splits).toContainText('Ada Buyer');
  await expect(splits).toContainText('NGN 10,000.00');
  await expect(splits).toContainText('NGN 986.00');
  await expect(splits).toContainText('NGN 8,874.00');
  await expect(page.getByText('NGN 986.00 from 1 payment')).toBeVisible();
  expect(await scanA11y(page)).toEqual([]);

  // Deactivating asks first, then says so.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate Ikeja Partner?' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();
  await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();
});
