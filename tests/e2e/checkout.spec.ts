import { BASE_URL } from './base-url';
import { expect, makeBusiness, scanA11y, signInByApi, test, waitForMail } from './helpers';

/**
 * The whole money-in loop on two phones: the merchant makes a payment link; a customer, in a browser
 * of their own, pays it with the challenge card and the code mailed to them, and lands on the
 * provider's redirect page; the merchant's transactions and overview, left open, show the payment
 * without a reload. Verdicts are on what lasts (the pages and records), with a busy machine's deadlines.
 */
test('a customer pays a new link on their phone and the merchant sees it arrive', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }] });
  const owner = business.users[0]!;
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });

  // The merchant's server is told by webhook: here, the sandbox receiver.
  const secret = `hash-${testInfo.project.name}-${business.account_id}`;
  await page.goto('/dashboard/settings/webhooks');
  await page.getByLabel('Webhook URL').fill(`${BASE_URL}/sandbox/webhooks/receive`);
  await page.getByLabel('Secret hash').fill(secret);
  await page.getByRole('button', { name: 'Save webhook settings' }).click();
  await expect(page.getByRole('button', { name: 'Send test event' })).toBeEnabled();

  // The merchant makes the link.
  await page.goto('/dashboard/payments/links');
  await page.getByRole('button', { name: 'Create payment link' }).click();
  const create = page.getByRole('dialog', { name: 'Create a payment link' });
  await create.getByLabel('Title').fill('Market stall order');
  await create.getByLabel('Amount', { exact: true }).fill('2,500.50');
  await create.getByRole('button', { name: 'Create link' }).click();
  await expect(create).toBeHidden();
  const url = await page.getByLabel('Public link').inputValue();

  // The merchant keeps the overview's totals open in a second tab, and the transactions in this one.
  const overview = await page.context().newPage();
  await overview.goto('/dashboard/overview/total');
  const totalValue = overview.getByRole('region', { name: 'Total value' });
  await expect(totalValue.getByTestId('total-value')).toHaveText(/NGN 0\.00/);
  await page.goto('/dashboard/transactions/all');
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();

  // The customer, on a phone of their own, with no session.
  const customerContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const customer = await customerContext.newPage();
    const email = `buyer-${testInfo.project.name}-${Date.now()}@buyer.test`;
    await customer.goto(new URL(url).pathname);
    await expect(customer.getByRole('heading', { name: 'Market stall order', level: 1 })).toBeVisible();
    await expect(customer.getByText('NGN 2,500.50')).toBeVisible();
    expect(await scanA11y(customer)).toEqual([]);
    await customer.getByLabel('Full name').fill('Ada Buyer');
    await customer.getByLabel('Email').fill(email);
    await customer.getByRole('button', { name: 'Continue to pay' }).click();

    await expect(customer.getByRole('heading', { name: 'Pay with card' })).toBeVisible();
    expect(await scanA11y(customer)).toEqual([]);
    await customer.getByLabel('Card number').fill('4187 4274 1556 4246');
    await customer.getByLabel('Expiry (MM/YY)').fill('12/39');
    await customer.getByLabel('CVV').fill('123');
    await customer.getByRole('button', { name: 'Pay NGN 2,500.50' }).click();
    await expect(customer.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
    const mail = await waitForMail(request, email, (entry) => entry.code !== null);
    await customer.getByLabel('Code').fill(mail.code!);
    await customer.getByRole('button', { name: 'Confirm payment' }).click();

    await expect(customer.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    const landed = new URL(customer.url());
    expect(landed.pathname).toBe('/payment-redirect/merchant');
    expect(landed.searchParams.get('status')).toBe('successful');
    const txRef = landed.searchParams.get('tx_ref')!;
    expect(txRef).toMatch(/^MD[A-Z0-9]+$/);
    await expect(customer.getByText(txRef)).toBeVisible();
    await waitForMail(request, email, (entry) => entry.subject.startsWith('Receipt from'));

    // The merchant's screens, left open, show it without a reload.
    await expect(page.getByText(txRef).first()).toBeVisible({ timeout: 60_000 });
    await expect(totalValue.getByTestId('total-value')).toHaveText(/NGN 2,500\.50/, { timeout: 60_000 });

    // The receiver got charge.completed for this payment, signed with the business's secret hash.
    await overview.goto('/sandbox/webhooks');
    const received = overview.getByRole('article').filter({ hasText: txRef });
    await expect(async () => {
      await overview.reload();
      await expect(received.first()).toContainText('charge.completed', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(received.first()).toContainText('Hash matches the secret hash');
  } finally {
    await customerContext.close();
  }
});

test('a disabled link sends the customer to the inactive page', async ({ page, browser, request }, testInfo) => {
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }] });
  await signInByApi(page, business.users[0]!.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/payments/links');
  await page.getByRole('button', { name: 'Create payment link' }).click();
  const create = page.getByRole('dialog', { name: 'Create a payment link' });
  await create.getByLabel('Title').fill('Old offer');
  await create.getByLabel('Amount', { exact: true }).fill('100');
  await create.getByRole('button', { name: 'Create link' }).click();
  await expect(create).toBeHidden();
  const url = await page.getByLabel('Public link').inputValue();
  await page.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();

  const customerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const customer = await customerContext.newPage();
    await customer.goto(new URL(url).pathname);
    await expect(customer).toHaveURL(/\/paymentlink-inactive\?link=/);
    await expect(customer.getByRole('heading', { name: 'This payment link is not active' })).toBeVisible();
    await expect(customer.getByText('This payment link has been disabled by the merchant.')).toBeVisible();
  } finally {
    await customerContext.close();
  }
});

/** The merchant's API session for calls that set a journey up (the screens have journeys of their own). */
async function merchantApi(
  page: import('@playwright/test').Page,
  request: import('@playwright/test').APIRequestContext,
) {
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }] });
  const session = await signInByApi(page, business.users[0]!.email, { password: business.password, skipWelcome: true });
  const headers = { Authorization: `Bearer ${session.token}` };
  const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(`/api/${path}`, { method, headers, data });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
  return { business, call };
}

async function payByCard(customer: import('@playwright/test').Page, number: string) {
  await customer.getByLabel('Card number').fill(number);
  await customer.getByLabel('Expiry (MM/YY)').fill('12/39');
  await customer.getByLabel('CVV').fill('123');
  await customer.getByRole('button', { name: /^Pay / }).click();
}

test('a sent invoice is paid by its customer on its page and reads Paid', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const { call } = await merchantApi(page, request);
  const email = `payer-${testInfo.project.name}-${Date.now()}@buyer.test`;
  const invoice = await call<{ id: number; public_ref: string }>('POST', 'v2/invoices', {
    customer_name: 'Ada Payer',
    customer_email: email,
    currency: 'NGN',
    due_date: '2099-01-31',
    items: [{ description: 'Design work', quantity: 2, unit_price: 150_000 }],
    tax_percent: 0,
    discount: 0,
    send: true,
  });
  const mail = await waitForMail(request, email, (entry) => entry.link?.includes('/invoices/') ?? false);
  const customerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const customer = await customerContext.newPage();
    await customer.goto(new URL(mail.link!, 'http://localhost').pathname);
    await expect(customer.getByRole('cell', { name: 'Design work' })).toBeVisible();
    expect(await scanA11y(customer)).toEqual([]);
    await customer.getByRole('button', { name: 'Pay NGN 3,000.00' }).click();
    await payByCard(customer, '5531 8866 5214 2950');
    await expect(customer.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await customer.goto(`/invoices/${invoice.public_ref}`);
    await expect(customer.getByText('This invoice is paid. Thank you.')).toBeVisible();
  } finally {
    await customerContext.close();
  }
  await page.goto(`/dashboard/invoices/${invoice.id}`);
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Paid');
});

test('a customer subscribes through a plan link, billing renews it, and the customer cancels from the mail', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { call } = await merchantApi(page, request);
  const plan = await call<{ id: number; link: { slug: string } | null }>('POST', 'v2/payment-plans', {
    name: 'Weekly veg box',
    amount: 400_000,
    currency: 'NGN',
    interval: 'weekly',
    duration: 0,
  });
  expect(plan.link).not.toBeNull();
  const email = `subscriber-${testInfo.project.name}-${Date.now()}@buyer.test`;
  const customerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const customer = await customerContext.newPage();
    await customer.goto(`/pay/${plan.link!.slug}`);
    await customer.getByLabel('Full name').fill('Ada Subscriber');
    await customer.getByLabel('Email').fill(email);
    await customer.getByRole('button', { name: 'Continue to subscribe' }).click();
    await payByCard(customer, '5531 8866 5214 2950');
    await expect(customer.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

    // The sandbox's billing clock, a week on: the renewal is charged once.
    const clock = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
    await clock.goto('/sandbox/billing');
    await clock.getByLabel('Charge what falls due within (days)').fill('8');
    await clock.getByRole('button', { name: 'Run billing now' }).click();
    await expect(clock.getByRole('status')).toContainText(/Charged [1-9]/);
    await clock.close();
    const renewal = await waitForMail(request, email, (entry) => entry.body.includes('Reference: SUB'));

    await page.goto('/dashboard/payments/subscriptions');
    await expect(page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })).toContainText('Active');

    // The customer ends it from the link in the mail.
    await customer.goto(
      new URL(renewal.link!, 'http://localhost').pathname + new URL(renewal.link!, 'http://localhost').search,
    );
    await customer.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(customer.getByRole('status')).toHaveText(
      'Your subscription is cancelled. You will not be charged again.',
    );
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })).toContainText(
      'Cancelled',
    );
  } finally {
    await customerContext.close();
  }
});

test('an event sells out: the last ticket sold, the page says so', async ({ page, browser, request }, testInfo) => {
  const { call } = await merchantApi(page, request);
  const event = await call<{ id: number }>('POST', 'v2/events', {
    title: 'Rooftop launch',
    starts_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    venue: 'Victoria Island, Lagos',
    currency: 'NGN',
    ticket_types: [{ name: 'Early bird', price: 200_000, quantity: 2 }],
  });
  const customerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const customer = await customerContext.newPage();
    await customer.goto(`/events/${event.id}`);
    await expect(customer.getByRole('heading', { name: 'Rooftop launch', level: 1 })).toBeVisible();
    expect(await scanA11y(customer)).toEqual([]);
    await customer.getByRole('radio', { name: /Early bird/ }).check();
    await customer.getByLabel('How many tickets').fill('2');
    await customer.getByLabel('Full name').fill('Ada Guest');
    await customer.getByLabel('Email').fill(`guest-${testInfo.project.name}-${Date.now()}@buyer.test`);
    await customer.getByRole('button', { name: 'Continue to pay' }).click();
    await payByCard(customer, '5531 8866 5214 2950');
    await expect(customer.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await customer.goto(`/events/${event.id}`);
    await expect(customer.getByText('Sold out: every ticket has been sold.')).toBeVisible();
    await expect(customer.getByRole('button', { name: 'Continue to pay' })).toHaveCount(0);
  } finally {
    await customerContext.close();
  }
  await page.goto(`/dashboard/events/${event.id}`);
  await expect(page.getByText('Ada Guest')).toBeVisible();
});
