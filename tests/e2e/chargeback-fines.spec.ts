import { expect, makeBusiness, signInByApi, test } from './helpers';

/**
 * Chargeback fines and the chargeback balance. Demo Stores Ltd's seeded fines are read (nothing is
 * changed on the demo business); a business of its own with one fine pays it from the balance and sees
 * the balance tab move it from owed to taken. Phone only: the screens are the same on desktop.
 */
test('the Fines tab lists the seeded fines, a fine opens, and the Balance tab shows what is owed', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the fines journey runs on the phone project');
  await signInByApi(page, 'admin@demo.test', { skipWelcome: true });
  await page.goto('/dashboard/chargebacks/fines');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chargeback fines');
  for (const reason of [
    'Chargeback lost without a valid response',
    'Late response to a chargeback',
    'Dispute handling fee',
    'Chargeback monitoring programme: ratio above 0.9%',
  ]) {
    await expect(page.getByRole('link', { name: new RegExp(`^${reason.replace(/[.:%]/g, '.')}`) })).toBeVisible();
  }

  await page.getByRole('link', { name: /^Chargeback lost without a valid response/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visa fine of NGN 25,000.00');
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Due');
  await expect(details).toContainText('Chargeback (lost)');
  await expect(page.getByRole('region', { name: 'Pay this fine' })).toBeVisible();
  await page.getByRole('link', { name: '← All fines' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chargebacks\/fines$/);

  await page.getByRole('navigation', { name: 'Chargebacks' }).getByRole('link', { name: 'Balance' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chargeback balance');
  const ngn = page.getByRole('region', { name: 'NGN chargeback balance' });
  await expect(ngn).toContainText('Owed in fines');
  await expect(ngn).toContainText('NGN 40,000.00');
  await expect(ngn).toContainText('Taken on chargebacks');
  await expect(ngn).toContainText('2 fines');
});

test('an owner pays a fine from the balance and the Balance tab counts it as taken', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the fines journey runs on the phone project');
  const business = await makeBusiness(request, {
    business: { country: 'NG', compliance: 'AA', live: true },
    users: [{ role: 'Owner' }],
    chargebacks: 1,
    chargeback_fines: 1,
  });
  const owner = business.users[0]!;
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });
  await page.goto('/dashboard/chargebacks/balance');
  const ngn = page.getByRole('region', { name: 'NGN chargeback balance' });
  await expect(ngn).toContainText('Fines due');
  await expect(ngn).toContainText('NGN 1,000.00 · 1 fine');

  await page.goto(`/dashboard/chargebacks/fines/${business.fine_ids[0]}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visa fine of NGN 1,000.00');
  const pay = page.getByRole('region', { name: 'Pay this fine' });
  await pay.getByRole('button', { name: 'Pay fine' }).click();
  await expect(pay).toContainText('NGN 1,000.00 will be debited from your NGN balance.');
  await pay.getByRole('button', { name: 'Pay NGN 1,000.00' }).click();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Paid on');
  await expect(page.getByRole('region', { name: 'Pay this fine' })).toHaveCount(0);

  await page.getByRole('link', { name: '← All fines' }).click();
  await page.getByRole('navigation', { name: 'Chargebacks' }).getByRole('link', { name: 'Balance' }).click();
  await expect(ngn).toContainText('Fines paid');
  await expect(ngn).toContainText('NGN 1,000.00 · 1 fine');
  await expect(ngn).toContainText('NGN 0.00 · 0 fines');
});
