import { expect, makeBusiness, scanA11y, signInByApi, test, waitForMail } from './helpers';

/**
 * The store's loop on two phones: a customer buys from /store/{slug} (the shelf, the cart, delivery
 * details, the checkout) with no session; the merchant, on their own phone, finds the new order, opens
 * it and marks it shipped. The storefront is the customer's, so the journey is the phone's alone.
 */
test('a customer buys from the storefront and the merchant ships the order from a phone', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'The storefront and the order are a phone journey.');
  test.setTimeout(150_000);
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }], store: true, promotions: true });
  const slug = business.store_slug!;

  const customerContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const email = `shopper-${Date.now()}@buyer.test`;
  try {
    const customer = await customerContext.newPage();
    await customer.goto(`/store/${slug}`);
    await expect(customer.getByRole('heading', { name: `${business.business_name} Store`, level: 1 })).toBeVisible();
    await expect(customer.getByRole('list', { name: 'Announcements' })).toContainText('Free gift wrapping this week');
    expect(await scanA11y(customer)).toEqual([]);
    await customer.getByRole('link', { name: 'Ankara tote' }).click();
    await customer.getByLabel('Quantity').fill('2');
    await customer.getByRole('button', { name: 'Add Ankara tote to cart' }).click();
    await expect(customer.getByRole('status')).toHaveText('Added to your cart.');
    await customer.getByRole('link', { name: 'Cart (2 items)' }).click();

    await expect(customer.getByRole('heading', { name: 'Your cart', level: 1 })).toBeVisible();
    expect(await scanA11y(customer)).toEqual([]);
    await customer.getByLabel('Full name').fill('Ngozi Shopper');
    await customer.getByLabel('Email').fill(email);
    await customer.getByLabel('Delivery address').fill('4 Allen Avenue, Ikeja');
    await expect(customer.getByRole('definition').filter({ hasText: 'NGN 25,500.00' })).toBeVisible();
    // The store's coupon: 10 % off the 24,000.00 of totes, shipping (1,500.00) as it is.
    await customer.getByLabel('Coupon code').fill('welcome10');
    await customer.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(customer.getByRole('heading', { name: 'Pay with card' })).toBeVisible();
    await expect(customer.getByText('NGN 23,100.00').first()).toBeVisible();
    await customer.getByLabel('Card number').fill('5531 8866 5214 2950');
    await customer.getByLabel('Expiry (MM/YY)').fill('12/39');
    await customer.getByLabel('CVV').fill('123');
    await customer.getByRole('button', { name: /^Pay NGN/ }).click();
    await expect(customer.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await waitForMail(request, email, (mail) => /receipt/i.test(mail.subject));
  } finally {
    await customerContext.close();
  }

  // The merchant, on their phone.
  const owner = business.users[0]!;
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/store/orders');
  const row = page
    .getByRole('row', { name: /Ngozi Shopper/ })
    .or(page.getByRole('listitem').filter({ hasText: 'Ngozi Shopper' }));
  await expect(row.first()).toContainText('New');
  await row.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Order ORD-/, level: 1 })).toBeVisible();
  await expect(page.getByText('4 Allen Avenue, Ikeja')).toBeVisible();
  await expect(page.getByText('Discount (WELCOME10)')).toBeVisible();
  expect(await scanA11y(page)).toEqual([]);
  await page.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(page.getByRole('region', { name: 'Order' }).getByText('Shipped')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
  await page.getByLabel('Add a note').fill('Sent with GIG, waybill 4471');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Sent with GIG, waybill 4471')).toBeVisible();
});
