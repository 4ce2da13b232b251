import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_GONE, MAX_PRODUCT_IMAGES } from '../../../contract/store';
import { type TestServer, testServer } from '../../test/harness';
import { signedInOwner } from '../../test/kit';

/**
 * The store's pictures: a logo and a banner on the store, up to five pictures per product with alt text,
 * in the merchant's order. Uploads are checked by content; only this business's uploads made for the
 * purpose are taken; saved ones become public, and ones taken off stop being served. The storefront
 * shows them with their alt text.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const owner = async () => (await signedInOwner(s, { type: 'business' })).token;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 1]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);
const NOT_AN_IMAGE = Buffer.from('name,amount\nAda,100\n');

async function upload(token: string, purpose: string, bytes: Buffer = PNG, name = 'picture.png') {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  form.set('purpose', purpose);
  form.set('public', 'false');
  const res = await s.app.request('/api/v2/files/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { message: string; data: { url: string; public: boolean } };
  return { status: res.status, message: body.message, url: body.data?.url };
}

let slugs = 0;
const storeBody = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Shoes',
  slug: `ada-pictures-${++slugs}`,
  currency: 'NGN',
  shipping_fee: 0,
  free_shipping_above: null,
  ...over,
});
const productBody = (over: Record<string, unknown> = {}) => ({
  name: 'Loafers',
  price: 2_500_000,
  compare_at_price: null,
  currency: 'NGN',
  stock: 4,
  category_id: null,
  status: 'published',
  ...over,
});

/** Is the upload served to a customer (no session)? */
const servedToAnyone = async (url: string) => (await s.request(url)).status === 200;

async function withStore(token: string, over: Record<string, unknown> = {}) {
  const saved = await s.call('PUT', 'v2/inventory/stores', { token, body: storeBody(over) });
  expect(saved.status).toBe(200);
  return saved.body.data as { slug: string; logo_url: string | null; banner_url: string | null };
}

describe('store logo and banner', () => {
  it('are saved public with the store, kept when absent, replaced and removed', async () => {
    const token = await owner();
    const logo = await upload(token, 'store_logo');
    const banner = await upload(token, 'store_banner', JPEG, 'banner.jpg');
    expect([logo.status, banner.status]).toEqual([201, 201]);
    expect(await servedToAnyone(logo.url)).toBe(false);
    const store = await withStore(token, { logo_url: logo.url, banner_url: banner.url });
    expect(store).toMatchObject({ logo_url: logo.url, banner_url: banner.url });
    expect(await servedToAnyone(logo.url)).toBe(true);
    expect(await servedToAnyone(banner.url)).toBe(true);

    // The storefront: the store's logo heads it, the banner shows above its name.
    const page = await (await s.request(`/store/${store.slug}`)).text();
    expect(page).toContain(`<img src="${logo.url}" alt="">`);
    expect(page).toContain(`<img class="banner" src="${banner.url}" alt="">`);

    // Absent keeps them (an older client); a new banner replaces the old, which stops being public.
    const kept = await s.call('PUT', 'v2/inventory/stores', { token, body: storeBody({ slug: store.slug }) });
    expect(kept.body.data).toMatchObject({ logo_url: logo.url, banner_url: banner.url });
    const next = await upload(token, 'store_banner');
    const replaced = await s.call('PUT', 'v2/inventory/stores', {
      token,
      body: storeBody({ slug: store.slug, banner_url: next.url, logo_url: null }),
    });
    expect(replaced.body.data).toMatchObject({ logo_url: null, banner_url: next.url });
    expect(await servedToAnyone(banner.url)).toBe(false);
    expect(await servedToAnyone(logo.url)).toBe(false);
    expect(await servedToAnyone(next.url)).toBe(true);
  });

  it("refuse what is not an image by content, another business's upload and an upload made for something else", async () => {
    const token = await owner();
    const text = await upload(token, 'store_logo', NOT_AN_IMAGE, 'logo.png');
    expect(text.status).toBe(415);
    const theirs = await upload(await owner(), 'store_logo');
    const refused = await s.call('PUT', 'v2/inventory/stores', { token, body: storeBody({ logo_url: theirs.url }) });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(IMAGE_GONE);
    expect(await servedToAnyone(theirs.url)).toBe(false);
    // A product picture is not a banner.
    const picture = await upload(token, 'product_image');
    const wrong = await s.call('PUT', 'v2/inventory/stores', { token, body: storeBody({ banner_url: picture.url }) });
    expect(wrong.status).toBe(400);
    const odd = await s.call('PUT', 'v2/inventory/stores', { token, body: storeBody({ logo_url: '/etc/passwd' }) });
    expect(odd.status).toBe(400);
    expect(odd.body.message).toBe('Logo is invalid');
    // Nothing was made by the refusals.
    expect((await s.call('GET', 'v2/inventory/stores/self', { token })).body.data).toBeNull();
  });
});

describe('product images', () => {
  it('are saved with the product in order, with alt text, reordered and removed', async () => {
    const token = await owner();
    const store = await withStore(token);
    const [a, b, c] = [
      await upload(token, 'product_image'),
      await upload(token, 'product_image', JPEG),
      await upload(token, 'product_image'),
    ];
    const made = await s.call('POST', 'v2/inventory/products', {
      token,
      body: productBody({
        images: [
          { url: a.url, alt: 'Brown loafers from the side' },
          { url: b.url, alt: '' },
        ],
      }),
    });
    expect(made.status).toBe(201);
    const id = made.body.data.id as number;
    expect(made.body.data.images).toEqual([
      { url: a.url, alt: 'Brown loafers from the side' },
      { url: b.url, alt: '' },
    ]);
    expect(await servedToAnyone(a.url)).toBe(true);

    // The list carries them (the cover is the first).
    const list = await s.call('GET', 'v2/inventory/products', { token });
    expect(list.body.data.products[0].images[0].url).toBe(a.url);

    // Reordered, alt text changed, one added: b becomes the cover.
    const saved = await s.call('PUT', `v2/inventory/products/${id}`, {
      token,
      body: productBody({
        images: [
          { url: b.url, alt: 'Loafers from above' },
          { url: a.url, alt: 'Brown loafers from the side' },
          { url: c.url, alt: 'The sole' },
        ],
      }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.images.map((i: { url: string }) => i.url)).toEqual([b.url, a.url, c.url]);
    expect(saved.body.data.images[0].alt).toBe('Loafers from above');

    // Saved without images (an older client): they stay.
    const kept = await s.call('PUT', `v2/inventory/products/${id}`, { token, body: productBody() });
    expect(kept.body.data.images).toHaveLength(3);

    // The storefront: the cover on the shelf, every picture on the product page, each with its alt text;
    // an empty alt text reads the product's name.
    const shelf = await (await s.request(`/store/${store.slug}`)).text();
    expect(shelf).toContain(`<img class="cover" src="${b.url}" alt="Loafers from above"`);
    const page = await (await s.request(`/store/${store.slug}/products/${id}`)).text();
    expect(page).toContain(`<img src="${b.url}" alt="Loafers from above">`);
    expect(page).toContain(`src="${a.url}" alt="Brown loafers from the side"`);
    expect(page).toContain(`src="${c.url}" alt="The sole"`);

    // A duplicate shares the pictures: removing them from the original keeps them served for the copy.
    const copy = await s.call('POST', `v2/inventory/products/${id}/duplicate`, { token });
    expect(copy.body.data.images).toHaveLength(3);
    const fewer = await s.call('PUT', `v2/inventory/products/${id}`, {
      token,
      body: productBody({ images: [{ url: b.url, alt: '' }] }),
    });
    expect(fewer.body.data.images).toEqual([{ url: b.url, alt: '' }]);
    expect(await servedToAnyone(a.url)).toBe(true);
    expect((await s.call('DELETE', `v2/inventory/products/${copy.body.data.id}`, { token })).status).toBe(200);
    expect(await servedToAnyone(a.url)).toBe(false);
    expect(await servedToAnyone(c.url)).toBe(false);
    expect(await servedToAnyone(b.url)).toBe(true);
    const withoutAlt = await (await s.request(`/store/${store.slug}/products/${id}`)).text();
    expect(withoutAlt).toContain(`<img src="${b.url}" alt="Loafers">`);
  });

  it("refuse another business's upload, one made for something else, and too many or repeated pictures", async () => {
    const token = await owner();
    await withStore(token);
    const theirs = await upload(await owner(), 'product_image');
    const refused = await s.call('POST', 'v2/inventory/products', {
      token,
      body: productBody({ images: [{ url: theirs.url, alt: '' }] }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(IMAGE_GONE);
    expect(await servedToAnyone(theirs.url)).toBe(false);
    const logo = await upload(token, 'store_logo');
    const wrong = await s.call('POST', 'v2/inventory/products', {
      token,
      body: productBody({ images: [{ url: logo.url, alt: '' }] }),
    });
    expect(wrong.status).toBe(400);
    expect((await upload(token, 'product_image', NOT_AN_IMAGE, 'shoe.png')).status).toBe(415);

    const mine = await upload(token, 'product_image');
    const twice = await s.call('POST', 'v2/inventory/products', {
      token,
      body: productBody({
        images: [
          { url: mine.url, alt: '' },
          { url: mine.url, alt: 'again' },
        ],
      }),
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Each image can be added once');
    const many = [];
    for (let i = 0; i <= MAX_PRODUCT_IMAGES; i++)
      many.push({ url: (await upload(token, 'product_image')).url, alt: '' });
    const tooMany = await s.call('POST', 'v2/inventory/products', { token, body: productBody({ images: many }) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(`A product has at most ${MAX_PRODUCT_IMAGES} images`);
    const longAlt = await s.call('POST', 'v2/inventory/products', {
      token,
      body: productBody({ images: [{ url: mine.url, alt: 'x'.repeat(201) }] }),
    });
    expect(longAlt.status).toBe(400);
    const odd = await s.call('POST', 'v2/inventory/products', {
      token,
      body: productBody({ images: [{ url: 'https://example.com/shoe.png', alt: '' }] }),
    });
    expect(odd.status).toBe(400);
    // Nothing was saved by the refusals; the valid upload is still private.
    expect((await s.call('GET', 'v2/inventory/products', { token })).body.data.products).toHaveLength(0);
    expect(await servedToAnyone(mine.url)).toBe(false);
  });

  it("are another business's product: not found, its pictures untouched", async () => {
    const token = await owner();
    await withStore(token);
    const picture = await upload(token, 'product_image');
    const made = await s.call('POST', 'v2/inventory/products', {
      token,
      body: productBody({ images: [{ url: picture.url, alt: 'Shoe' }] }),
    });
    const other = await owner();
    await withStore(other);
    const theirs = await s.call('PUT', `v2/inventory/products/${made.body.data.id}`, {
      token: other,
      body: productBody({ images: [] }),
    });
    expect(theirs.status).toBe(404);
    expect(await servedToAnyone(picture.url)).toBe(true);
  });
});
