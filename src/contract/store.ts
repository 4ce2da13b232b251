import * as v from 'valibot';
import { StoreDetails } from './areas';
import { WALLET_CURRENCIES } from './codes';
import { Empty, type EndpointDef } from './endpoint-def';
import { majorToMinor } from './invoices';
import { pagedList } from './paging';

/**
 * The online store's catalogue (spec 2 §2 Online store, §7 v2/inventory/...): the store's details and
 * shipping, its products and their categories.
 */

const MAX_MINOR = 9_999_999_999_999;
const MAX_ID = 2_147_483_647;
export const MAX_BULK_PRODUCTS = 100;
export const MAX_CATEGORIES = 100;
export const OUT_OF_STOCK = 'Out of stock';

/** A slug is the store's address: lower-case letters, digits and single hyphens between them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_TAKEN = 'This store link is taken. Choose another.';

/** A store name as a suggested slug: 'Ada's Shoes & Bags' → 'adas-shoes-bags'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The shipping a customer pays for an order of this subtotal: free above the threshold when one is set. */
export function shippingFor(store: { shipping_fee: number; free_shipping_above: number | null }, subtotal: number) {
  return store.free_shipping_above !== null && subtotal >= store.free_shipping_above ? 0 : store.shipping_fee;
}

/* @__NO_SIDE_EFFECTS__ */
const text = (name: string, max: number) =>
  v.pipe(v.string(`${name} is invalid`), v.trim(), v.maxLength(max, `${name} must be at most ${max} characters`));
/* @__NO_SIDE_EFFECTS__ */
const required = (name: string, max: number) => v.pipe(text(name, max), v.minLength(1, `${name} is required`));
/* @__NO_SIDE_EFFECTS__ */
const minor = (name: string, min: number) =>
  v.pipe(
    v.number(`${name} is invalid`),
    v.integer(`${name} must be in minor units`),
    v.minValue(min, min === 0 ? `${name} cannot be negative` : `${name} must be more than 0`),
    v.maxValue(MAX_MINOR, `${name} is too large`),
  );
const rowId = (name: string) =>
  v.pipe(
    v.number(`${name} is invalid`),
    v.integer(`${name} is invalid`),
    v.minValue(1, `${name} is invalid`),
    v.maxValue(MAX_ID, `${name} is invalid`),
  );
const slug = v.pipe(
  v.string('Store link is invalid'),
  v.trim(),
  v.toLowerCase(),
  v.minLength(3, 'Store link must be at least 3 characters'),
  v.maxLength(60, 'Store link must be at most 60 characters'),
  v.regex(SLUG_PATTERN, 'Store link may use only letters, digits and hyphens between them'),
);
const email = v.pipe(
  text('Contact email', 200),
  v.check((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'Contact email is invalid'),
);
const phone = v.pipe(
  text('Contact phone', 20),
  v.check((s) => s === '' || /^\+?[0-9 ()-]{7,20}$/.test(s), 'Contact phone is invalid'),
);

/** An upload's address (POST v2/files/upload answers it): the only images a store or product shows. */
export const UPLOADED_IMAGE_PATTERN = /^\/api\/v2\/files\/[A-Za-z0-9_-]{20,64}$/;
/* @__NO_SIDE_EFFECTS__ */
const uploadedImage = (name: string) =>
  v.pipe(v.string(`${name} is invalid`), v.regex(UPLOADED_IMAGE_PATTERN, `${name} is invalid`));
/** A store or product image is an upload of this business made for it: anything else is refused with this. */
export const IMAGE_GONE = 'The image upload has expired or was not made for this. Upload it again.';

/** How many pictures a product has at most; the first is its cover. */
export const MAX_PRODUCT_IMAGES = 5;
export const ProductImage = v.object({
  url: uploadedImage('Image'),
  /** What the picture shows, read out to customers who cannot see it; empty: the product's name. */
  alt: v.optional(text('Alt text', 200), ''),
});
export type ProductImage = v.InferOutput<typeof ProductImage>;
export const ProductImages = v.pipe(
  v.array(ProductImage, 'Images are invalid'),
  v.maxLength(MAX_PRODUCT_IMAGES, `A product has at most ${MAX_PRODUCT_IMAGES} images`),
  v.check((list) => new Set(list.map((i) => i.url)).size === list.length, 'Each image can be added once'),
);

/** PUT v2/inventory/stores: the store's details and shipping; it makes the store when there is none. */
export const StoreRequest = v.object({
  name: required('Store name', 80),
  slug,
  description: v.optional(text('Description', 1000), ''),
  currency: v.picklist(WALLET_CURRENCIES, 'Currency is invalid'),
  contact_email: v.optional(email, ''),
  contact_phone: v.optional(phone, ''),
  shipping_fee: minor('Shipping fee', 0),
  /** Orders of at least this subtotal ship free; null: never free. */
  free_shipping_above: v.nullable(minor('Free shipping above', 1)),
  delivery_time: v.optional(text('Delivery time', 120), ''),
  /** Uploads (purpose store_logo, store_banner); null removes the picture, absent keeps it. */
  logo_url: v.optional(v.nullable(uploadedImage('Logo'))),
  banner_url: v.optional(v.nullable(uploadedImage('Banner'))),
});
export type StoreRequest = v.InferInput<typeof StoreRequest>;

/** Typed money ('1,500.50') → minor units, for the forms; empty is the given default. */
/* @__NO_SIDE_EFFECTS__ */
const typedMinor = <D extends number | null>(name: string, empty: D) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((s) => s === '' || majorToMinor(s) !== undefined, `${name} is not an amount`),
    v.transform((s): number | D => (s === '' ? empty : (majorToMinor(s) ?? empty))),
  );
/* @__NO_SIDE_EFFECTS__ */
const typedText = (name: string, max: number) => v.pipe(v.optional(v.string(), ''), text(name, max));

/** The store form as typed: its output is the StoreRequest the server takes. */
export const StoreForm = v.object({
  name: v.pipe(v.optional(v.string(), ''), required('Store name', 80)),
  slug: v.pipe(v.optional(v.string(), ''), v.trim(), v.minLength(1, 'Store link is required'), slug),
  description: typedText('Description', 1000),
  currency: v.picklist(WALLET_CURRENCIES, 'Currency is invalid'),
  contact_email: v.pipe(v.optional(v.string(), ''), email),
  contact_phone: v.pipe(v.optional(v.string(), ''), phone),
  shipping_fee: typedMinor('Shipping fee', 0),
  free_shipping_above: v.pipe(
    typedMinor('Free shipping above', null),
    v.check((n) => n === null || n > 0, 'Free shipping above must be more than 0'),
  ),
  delivery_time: typedText('Delivery time', 120),
});

export const Category = v.object({
  id: v.number(),
  name: v.string(),
  position: v.number(),
  products_count: v.number(),
});
export type Category = v.InferOutput<typeof Category>;
export const CategoriesList = v.object({ categories: v.array(Category) });

export const CategoryRequest = v.object({ name: required('Category name', 60) });
export const CategoryMoveRequest = v.object({
  direction: v.picklist(['up', 'down'], 'Direction must be up or down'),
});

export const PRODUCT_STATUSES = ['published', 'draft'] as const;
/** What a merchant sees: a draft is hidden from the store, a published product is visible. */
export const PRODUCT_STATUS_LABELS = { published: 'Visible', draft: 'Hidden' } as const;

const compareAtCheck = (value: { price: number; compare_at_price: number | null }) =>
  value.compare_at_price === null || value.compare_at_price > value.price;
const COMPARE_AT_RULE = 'Compare-at price must be more than the price';

const productEntries = {
  name: required('Product name', 120),
  description: v.optional(text('Description', 2000), ''),
  price: minor('Price', 1),
  compare_at_price: v.nullable(minor('Compare-at price', 1)),
  currency: v.picklist(WALLET_CURRENCIES, 'Currency is invalid'),
  stock: v.pipe(
    v.number('Stock is invalid'),
    v.integer('Stock must be a whole number'),
    v.minValue(0, 'Stock cannot be negative'),
    v.maxValue(1_000_000_000, 'Stock is too large'),
  ),
  sku: v.optional(text('SKU', 64), ''),
  category_id: v.nullable(rowId('Category')),
  status: v.picklist(PRODUCT_STATUSES, 'Status must be published or draft'),
  /** Uploads (purpose product_image) in the order shown, the cover first; absent keeps the saved ones. */
  images: v.optional(ProductImages),
};

/** POST v2/inventory/products and PUT v2/inventory/products/:id. */
export const ProductRequest = v.pipe(
  v.object(productEntries),
  v.forward(
    v.check((value) => compareAtCheck(value), COMPARE_AT_RULE),
    ['compare_at_price'],
  ),
);
export type ProductRequest = v.InferInput<typeof ProductRequest>;

/** The product form as typed (prices in major units, stock as digits). */
export const ProductForm = v.pipe(
  v.object({
    name: v.pipe(v.optional(v.string(), ''), required('Product name', 120)),
    description: typedText('Description', 2000),
    price: v.pipe(
      typedMinor('Price', 0),
      v.minValue(1, 'Price must be more than 0'),
      v.maxValue(MAX_MINOR, 'Price is too large'),
    ),
    compare_at_price: typedMinor('Compare-at price', null),
    currency: v.picklist(WALLET_CURRENCIES, 'Currency is invalid'),
    stock: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.regex(/^\d{1,10}$/, 'Stock must be a whole number, 0 or more'),
      v.transform(Number),
      v.maxValue(1_000_000_000, 'Stock is too large'),
    ),
    sku: typedText('SKU', 64),
    category_id: v.pipe(
      v.optional(v.string(), ''),
      v.regex(/^\d{0,10}$/, 'Category is invalid'),
      v.transform((s) => (s === '' ? null : Number(s))),
    ),
    status: v.picklist(PRODUCT_STATUSES, 'Status must be published or draft'),
  }),
  v.forward(
    v.check((value) => compareAtCheck(value), COMPARE_AT_RULE),
    ['compare_at_price'],
  ),
);

export const StoreProduct = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  price: v.number(),
  compare_at_price: v.nullable(v.number()),
  currency: v.string(),
  stock: v.number(),
  sku: v.string(),
  category_id: v.nullable(v.number()),
  category: v.nullable(v.string()),
  status: v.picklist(PRODUCT_STATUSES),
  /** In the merchant's order: the first is the cover. */
  images: v.array(v.object({ url: v.string(), alt: v.string() })),
  date_created: v.string(),
});
export type StoreProduct = v.InferOutput<typeof StoreProduct>;
export const StoreProductsList = pagedList('products', StoreProduct);

/** POST v2/inventory/products/bulk: one change to many products, all or none. */
export const ProductBulkRequest = v.variant(
  'action',
  [
    v.object({ action: v.literal('delete'), ids: productIds() }),
    v.object({ action: v.picklist(['hide', 'show']), ids: productIds() }),
    v.object({ action: v.literal('category'), ids: productIds(), category_id: v.nullable(rowId('Category')) }),
  ],
  'Action must be hide, show, delete or category',
);
function productIds() {
  return v.pipe(
    v.array(rowId('Product'), 'Products are invalid'),
    v.minLength(1, 'Select at least one product'),
    v.maxLength(MAX_BULK_PRODUCTS, `Select at most ${MAX_BULK_PRODUCTS} products`),
  );
}
export type ProductBulkRequest = v.InferInput<typeof ProductBulkRequest>;
export const ProductBulkResponse = v.object({ ids: v.array(v.number()) });

const main = { host: 'main', auth: 'account' } as const;

export const storeEndpoints = {
  updateStore: { ...main, method: 'PUT', path: 'v2/inventory/stores', body: StoreRequest, response: StoreDetails },
  storeCategories: { ...main, method: 'GET', path: 'v2/inventory/storecategories', response: CategoriesList },
  createStoreCategory: {
    ...main,
    method: 'POST',
    path: 'v2/inventory/storecategories',
    body: CategoryRequest,
    response: Category,
  },
  renameStoreCategory: {
    ...main,
    method: 'PUT',
    path: 'v2/inventory/storecategories/:id',
    body: CategoryRequest,
    response: Category,
  },
  moveStoreCategory: {
    ...main,
    method: 'POST',
    path: 'v2/inventory/storecategories/:id/move',
    body: CategoryMoveRequest,
    response: CategoriesList,
  },
  deleteStoreCategory: { ...main, method: 'DELETE', path: 'v2/inventory/storecategories/:id', response: Empty },
  storeProduct: { ...main, method: 'GET', path: 'v2/inventory/products/:id', response: StoreProduct },
  createStoreProduct: {
    ...main,
    method: 'POST',
    path: 'v2/inventory/products',
    body: ProductRequest,
    response: StoreProduct,
  },
  updateStoreProduct: {
    ...main,
    method: 'PUT',
    path: 'v2/inventory/products/:id',
    body: ProductRequest,
    response: StoreProduct,
  },
  duplicateStoreProduct: {
    ...main,
    method: 'POST',
    path: 'v2/inventory/products/:id/duplicate',
    response: StoreProduct,
  },
  deleteStoreProduct: { ...main, method: 'DELETE', path: 'v2/inventory/products/:id', response: Empty },
  bulkStoreProducts: {
    ...main,
    method: 'POST',
    path: 'v2/inventory/products/bulk',
    body: ProductBulkRequest,
    response: ProductBulkResponse,
  },
} as const satisfies Record<string, EndpointDef>;
