import { expect, makeBusiness, signInByApi, test } from './helpers';

/**
 * The store editor on a desktop, from a fresh business: the merchant sets up the store (details and
 * shipping) and sees them in the phone preview beside the form, adds a category and two products and
 * sees them in the preview, then hides one and it leaves the preview.
 */
test('a store is set up, stocked with two products in a category, and one is hidden', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the two-pane editor is the desktop layout');
  // Seven screens, each scanned for accessibility once: longer than the default minute on a busy machine.
  test.setTimeout(120_000);
  const business = await makeBusiness(request, { business: { type: 'business' }, users: [{ role: 'Owner' }] });
  const owner = business.users[0]!;
  await signInByApi(page, owner.email, { password: business.password, skipWelcome: true });

  await page.goto('/dashboard/store/manage');
  await page.getByRole('button', { name: 'Set up your store' }).click();
  await page.getByLabel('Store name').fill('Ada Shoes');
  await page.getByLabel('Store link').fill(`ada-shoes-${business.account_id}`);
  await page.getByLabel('Description').fill('Handmade leather shoes from Lagos');
  await page.getByLabel('Contact email').fill('hello@ada.test');
  await page.getByLabel(/Shipping fee/).fill('1,500');
  await page.getByLabel(/Free shipping above/).fill('50,000');
  await page.getByLabel('Delivery time').fill('2-4 working days');
  const preview = page.getByRole('figure', { name: 'Preview of your store on a phone' });
  // The preview follows the form as the merchant types, before anything is saved.
  await expect(preview.getByRole('heading', { name: 'Ada Shoes' })).toBeVisible();
  await expect(preview).toContainText('Handmade leather shoes from Lagos');
  await expect(preview).toContainText(
    'Shipping NGN 1,500.00 · free on orders of NGN 50,000.00 or more · delivery in 2-4 working days',
  );
  await page.getByRole('button', { name: 'Create store' }).click();
  await expect(page.getByText('Your store is set up.')).toBeVisible();

  await page.getByRole('link', { name: 'Categories', exact: true }).click();
  await page.getByLabel('Category name').fill('Loafers');
  await page.getByRole('button', { name: 'Add category' }).click();
  const categories = page.getByRole('region', { name: 'Categories in store order' });
  await expect(categories.getByRole('listitem').filter({ hasText: 'Loafers' })).toContainText('0 products');

  for (const [name, price, stock] of [
    ['Suede loafers', '25,000', '4'],
    ['Leather loafers', '30,000', '0'],
  ] as const) {
    await page.goto('/dashboard/store/products/create');
    await page.getByLabel('Product name').fill(name);
    await page.getByRole('textbox', { name: /^Price \(/ }).fill(price);
    await page.getByRole('textbox', { name: 'Stock', exact: true }).fill(stock);
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Loafers' });
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  await expect(page.getByText('Out of stock')).toBeVisible();

  await page.goto('/dashboard/store/manage');
  await expect(preview.getByRole('list', { name: 'Categories' })).toContainText('Loafers');
  const cards = preview.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Leather loafers' })).toContainText('Out of stock');
  await expect(cards.filter({ hasText: 'Suede loafers' })).toContainText('NGN 25,000.00');

  await page.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select Leather loafers' }).check();
  await page.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(page.getByText('1 product hidden.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Leather loafers/ })).toContainText('Hidden');

  await page.getByRole('link', { name: 'Manage', exact: true }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Suede loafers');
});
