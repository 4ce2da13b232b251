import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef, accounts } from './access';
import { createdAt, minor, rowId } from './columns';

/** One online store per account. */
export const stores = pgTable('stores', {
  id: rowId(),
  accountId: integer('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  currency: text('currency').notNull(),
  shippingFee: minor('shipping_fee').notNull().default(0),
  contactEmail: text('contact_email').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  /** Orders of at least this subtotal ship free; null: never. */
  freeShippingAbove: minor('free_shipping_above'),
  deliveryTime: text('delivery_time').notNull().default(''),
  /** Public uploads (purpose store_logo, store_banner) the storefront shows, or null. */
  logoUrl: text('logo_url'),
  bannerUrl: text('banner_url'),
  createdAt: createdAt(),
});

/** The online store's product categories, in the merchant's order (position, 0 first). */
export const productCategories = pgTable(
  'product_categories',
  {
    id: rowId(),
    accountId: accountRef(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('product_categories_name_idx').on(t.accountId, sql`lower(${t.name})`)],
);

/** Products of the online store or the Instagram shop (channel). */
export const products = pgTable(
  'products',
  {
    id: rowId(),
    accountId: accountRef(),
    channel: text('channel', { enum: ['store', 'instagram'] }).notNull(),
    name: text('name').notNull(),
    price: minor('price').notNull(),
    currency: text('currency').notNull(),
    stock: integer('stock').notNull().default(0),
    /** The Instagram shop's category as the shop names it; store products use categoryId. */
    category: text('category'),
    status: text('status', { enum: ['published', 'draft'] }).notNull(),
    description: text('description').notNull().default(''),
    compareAtPrice: minor('compare_at_price'),
    sku: text('sku').notNull().default(''),
    /** Deleting a category leaves its products without one. */
    categoryId: integer('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
    /**
     * Its pictures in the merchant's order (the first is the cover), public uploads of the business; saved
     * with the product in one write, and copied with it when it is duplicated.
     */
    images: jsonb('images').$type<{ url: string; alt: string }[]>().notNull().default([]),
    /** The Instagram post it was imported from (channel 'instagram'); a post becomes one product at most. */
    instagramPostId: text('instagram_post_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_account_idx').on(t.accountId, t.channel, t.createdAt),
    index('products_category_idx').on(t.categoryId),
    uniqueIndex('products_instagram_post_idx').on(t.accountId, t.instagramPostId),
  ],
);

/** Orders of the online store or the Instagram shop (channel). */
export const orders = pgTable(
  'orders',
  {
    id: rowId(),
    accountId: accountRef(),
    channel: text('channel', { enum: ['store', 'instagram'] }).notNull(),
    reference: text('reference').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    shippingAddress: text('shipping_address'),
    /** How many items in all (the sum of the lines' quantities). */
    items: integer('items').notNull(),
    /** amount = subtotal - discount + shipping fee; orders older than the storefront hold only amount. */
    subtotal: minor('subtotal').notNull().default(0),
    discount: minor('discount').notNull().default(0),
    couponCode: text('coupon_code'),
    shippingFee: minor('shipping_fee').notNull().default(0),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    // ORDER_STATUSES of the contract.
    status: text('status', { enum: ['pending', 'new', 'processing', 'shipped', 'delivered', 'cancelled'] }).notNull(),
    /** The merchant's notes on the order, oldest first. */
    notes: jsonb('notes').$type<{ text: string; by: string; at: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_account_idx').on(t.accountId, t.channel, t.createdAt),
    uniqueIndex('orders_reference_idx').on(t.reference),
  ],
);

/** An order's lines: name and price as they were when ordered, so a later edit of the product changes no order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: rowId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    price: minor('price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/**
 * Store coupons (spec 2 §3: couponCode, the deleted flag). The code is kept upper-case and unique per
 * account among live coupons (a deleted one keeps its history and frees its code); value is a percentage
 * or minor units of currency; times_used only rises through a redemption.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: rowId(),
    accountId: accountRef(),
    code: text('code').notNull(),
    type: text('type', { enum: ['percent', 'fixed'] }).notNull(),
    value: minor('value').notNull(),
    currency: text('currency').notNull(),
    minimumOrder: minor('minimum_order').notNull().default(0),
    usageLimit: integer('usage_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_account_code_live_idx')
      .on(t.accountId, sql`upper(${t.code})`)
      .where(sql`${t.deleted} = false`),
    index('coupons_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** Each use of a coupon by a store order: what it took off the order. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: rowId(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderReference: text('order_reference').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_coupon_idx').on(t.couponId, t.createdAt)],
);

/** The store's announcements (display messages) shown to its visitors between show_from and show_until. */
export const storeAnnouncements = pgTable(
  'store_announcements',
  {
    id: rowId(),
    accountId: accountRef(),
    message: text('message').notNull(),
    link: text('link').notNull().default(''),
    showFrom: timestamp('show_from', { withTimezone: true }).notNull(),
    showUntil: timestamp('show_until', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('store_announcements_account_idx').on(t.accountId, t.createdAt)],
);
