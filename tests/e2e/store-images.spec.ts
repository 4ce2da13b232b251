import { deflateSync } from 'node:zlib';
import { expect, makeBusiness, signInByApi, test } from './helpers';

/**
 * The store's pictures. On a desktop the merchant uploads a logo and a banner in the store editor and two
 * images of a product with alt text, puts the second first (the cover), and sees them in the live preview
 * and on /store/{slug}. On a phone a customer's product page shows the merchant's picture with its alt text.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};
/** A real PNG of one colour (the browser draws it), so the pictures are images by their bytes. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3]!)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const file = (name: string, rgb: [number, number, number], width = 120, height = 120) => ({
  name,
  mimeType: 'image/png',
  buffer: png(width, height, rgb),
});

test('the merchant uploads a logo, a banner and two product images, reorders them and sees them in the preview and the storefront', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the two-pane editor is the desktop layout');
  test.setTimeout(120_000);
  const business = await makeBusiness(request, { business: { type: 'business' }, users: [{ role: 'Owner' }] });
  await signInByApi(page, business.users[0]!.email, { password: business.password, skipWelcome: true });
  const slug = `ada-pictures-${business.account_id}`;

  await page.goto('/dashboard/store/manage');
  await page.getByRole('button', { name: 'Set up your store' }).click();
  await page.getByLabel('Store name').fill('Ada Shoes');
  await page.getByLabel('Store link').fill(slug);
  const preview = page.getByRole('figure', { name: 'Preview of your store on a phone' });
  await page.getByLabel('Store logo').setInputFiles(file('logo.png', [31, 79, 209]));
  await expect(page.getByRole('img', { name: 'Store logo' }).first()).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Store logo' })).toBeVisible();
  await page.getByLabel('Store banner').setInputFiles(file('banner.png', [240, 180, 40], 600, 200));
  await expect(page.getByRole('img', { name: 'Store banner' })).toBeVisible();
  await expect(preview.locator('img.store-preview-banner')).toBeVisible();
  await page.getByRole('button', { name: 'Create store' }).click();
  await expect(page.getByText('Your store is set up.')).toBeVisible();

  await page.goto('/dashboard/store/products/create');
  await page.getByLabel('Product name').fill('Suede loafers');
  await page.getByRole('textbox', { name: /^Price \(/ }).fill('25,000');
  await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('4');
  await page.getByLabel('Add images').setInputFiles([file('side.png', [120, 70, 30]), file('top.png', [60, 120, 60])]);
  const images = page.getByRole('list', { name: 'Product images' }).getByRole('listitem');
  await expect(images).toHaveCount(2);
  await page.getByLabel('Alt text of cover').fill('Brown suede loafers from the side');
  await page.getByLabel('Alt text of image 2').fill('Suede loafers from above');
  // The second becomes the cover.
  await page.getByRole('button', { name: 'Move image 2 up' }).click();
  await expect(page.getByLabel('Alt text of cover')).toHaveValue('Suede loafers from above');
  await expect(page.getByLabel('Alt text of image 2')).toHaveValue('Brown suede loafers from the side');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suede loafers' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Images' }).getByRole('img')).toHaveCount(2);
  await expect(page.getByText('Cover: Suede loafers from above')).toBeVisible();

  // The preview shows the saved product with its cover, and the saved logo and banner.
  await page.goto('/dashboard/store/manage');
  await expect(preview.getByRole('img', { name: 'Suede loafers from above' })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Store logo' })).toBeVisible();
  await expect(preview.locator('img.store-preview-banner')).toBeVisible();

  // The product list shows the cover.
  await page.goto('/dashboard/store/products');
  await expect(page.getByRole('img', { name: 'Suede loafers from above' })).toBeVisible();

  // The storefront, as a customer with no session: the banner, the logo, the cover on the shelf.
  const customer = await page.context().browser()!.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const shop = await customer.newPage();
    await shop.goto(`/store/${slug}`);
    await expect(shop.getByRole('heading', { level: 1, name: 'Ada Shoes' })).toBeVisible();
    const banner = shop.locator('img.banner');
    await expect(banner).toBeVisible();
    // Visible is not loaded: wait until the picture has arrived and decoded.
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
    const cover = shop.getByRole('img', { name: 'Suede loafers from above' });
    await expect(cover).toBeVisible();
    // Visible is not loaded: wait until the picture has arrived and decoded.
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
    await shop.getByRole('link', { name: 'Suede loafers' }).click();
    await expect(shop.getByRole('img', { name: 'Suede loafers from above' })).toBeVisible();
    await expect(shop.getByRole('img', { name: 'Brown suede loafers from the side' })).toBeVisible();
  } finally {
    await customer.close();
  }
});

test("a customer's product page on a phone shows the merchant's picture with its alt text", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the storefront product page is a phone journey');
  test.setTimeout(120_000);
  const business = await makeBusiness(request, { users: [{ role: 'Owner' }], store: true });
  await signInByApi(page, business.users[0]!.email, { password: business.password, skipWelcome: true });

  // The merchant adds a picture to a product from the phone.
  await page.goto('/dashboard/store/products');
  await page
    .getByRole('link', { name: /Ankara tote/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Add images').setInputFiles(file('tote.png', [200, 60, 90]));
  await page.getByLabel('Alt text of cover').fill('Ankara tote in red and gold print');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Cover: Ankara tote in red and gold print')).toBeVisible();

  const customerContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const customer = await customerContext.newPage();
    await customer.goto(`/store/${business.store_slug}`);
    await expect(customer.getByRole('img', { name: 'Ankara tote in red and gold print' })).toBeVisible();
    await customer.getByRole('link', { name: 'Ankara tote' }).click();
    const picture = customer.getByRole('img', { name: 'Ankara tote in red and gold print' });
    await expect(picture).toBeVisible();
    // Visible is not loaded: wait until the picture has arrived and decoded.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
    // It fits the phone's width.
    const box = await picture.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
  } finally {
    await customerContext.close();
  }
});
