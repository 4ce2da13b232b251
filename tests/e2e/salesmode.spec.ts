import { expect, makeBusiness, signInByApi, test } from './helpers';

/**
 * Sales mode at a shop counter (desktop): the business's active links one at a time as big QR codes,
 * arrows moving between them; a customer pays the shown link on their own phone through the sandbox
 * checkout, and the counter shows the payment without a reload.
 */
test('the counter shows a link as a QR code and the payment arriving on it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }] });
  await signInByApi(page, business.users[0]!.email, { password: business.password, skipWelcome: true });

  // Two links: the newest shows first.
  await page.goto('/dashboard/payments/links');
  for (const [title, amount] of [
    ['Jollof rice plate', '2,500'],
    ['Chapman drink', '1,200'],
  ]) {
    await page.getByRole('button', { name: 'Create payment link' }).click();
    const create = page.getByRole('dialog', { name: 'Create a payment link' });
    await create.getByLabel('Title').fill(title!);
    await create.getByLabel('Amount', { exact: true }).fill(amount!);
    await create.getByRole('button', { name: 'Create link' }).click();
    await expect(create).toBeHidden();
    await page.goto('/dashboard/payments/links');
  }

  await page.goto('/dashboard/salesmode');
  const counter = page.getByRole('dialog', { name: 'Sales mode' });
  await expect(counter.getByRole('heading', { level: 2, name: 'Chapman drink' })).toBeVisible();
  await expect(counter.getByText('NGN 1,200.00')).toBeVisible();
  await expect(counter.getByText('1 of 2')).toBeVisible();
  await counter.getByRole('button', { name: 'Next link' }).click();
  await expect(counter.getByRole('heading', { level: 2, name: 'Jollof rice plate' })).toBeVisible();
  // Arrow keys move too, wrapping round.
  await page.keyboard.press('ArrowRight');
  await expect(counter.getByRole('heading', { level: 2, name: 'Chapman drink' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(counter.getByRole('heading', { level: 2, name: 'Jollof rice plate' })).toBeVisible();
  await expect(counter.getByText('2 of 2')).toBeVisible();
  await expect(counter.getByRole('img', { name: 'QR code to pay Jollof rice plate' })).toBeVisible();
  await expect(counter.getByText('NGN 2,500.00')).toBeVisible();
  await expect(counter.getByText('Waiting for a payment…')).toBeVisible();
  const url = (await counter.getByText(/\/pay\//).textContent())!.trim();

  // A customer pays the shown link on their own phone.
  const customerContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const customer = await customerContext.newPage();
    await customer.goto(new URL(url).pathname);
    await customer.getByLabel('Full name').fill('Bola Buyer');
    await customer.getByLabel('Email').fill(`counter-${testInfo.project.name}-${Date.now()}@buyer.test`);
    await customer.getByRole('button', { name: 'Continue to pay' }).click();
    await customer.getByLabel('Card number').fill('5531 8866 5214 2950');
    await customer.getByLabel('Expiry (MM/YY)').fill('12/39');
    await customer.getByLabel('CVV').fill('123');
    await customer.getByRole('button', { name: 'Pay NGN 2,500.00' }).click();
    await expect(customer.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  } finally {
    await customerContext.close();
  }

  // The counter, left open, announces it.
  const paid = counter.getByText('Paid: NGN 2,500.00 by Bola Buyer');
  await expect(paid).toBeVisible({ timeout: 20_000 });
  await expect(paid).toHaveAttribute('aria-live', 'polite');

  // Exit goes back to the dashboard.
  await counter.getByRole('link', { name: 'Exit sales mode' }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
});
