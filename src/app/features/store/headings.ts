import type { PageHeadings } from '../../ui/page-heading';

const PRODUCTS = {
  eyebrow: 'Store',
  title: 'Products',
  description: 'What your store sells, with the price, stock and category of each product.',
} as const;
const DISCOUNTS = {
  eyebrow: 'Store',
  title: 'Discounts',
  description: 'Coupon codes customers can use at checkout.',
} as const;
const ANNOUNCEMENTS = {
  eyebrow: 'Store',
  title: 'Announcements',
  description: 'Messages shown to visitors of your store.',
} as const;

/** The store screens' headings (create and edit show the list until their forms arrive). */
export const STORE_HEADINGS = {
  '/dashboard/store/overview': {
    eyebrow: 'Store',
    title: 'Store',
    description:
      'Your online store at a glance: its link, currency and shipping fee, how many products and orders it has, and the latest orders.',
  },
  '/dashboard/store/manage': {
    eyebrow: 'Store',
    title: 'Manage store',
    description: "Your store's name, link, currency, contact and shipping, with a preview of what customers see.",
  },
  '/dashboard/store/products': PRODUCTS,
  '/dashboard/store/products/create': {
    eyebrow: 'Products',
    title: 'New product',
    description: 'Its name, price, stock and category, and whether customers can see it.',
  },
  '/dashboard/store/products/edit/$id': {
    eyebrow: 'Products',
    title: 'Edit product',
    description: 'Change its name, price, stock, category, or whether customers can see it.',
  },
  /** The title becomes the product's name once it is loaded. */
  '/dashboard/store/products/$id': {
    eyebrow: 'Products',
    title: 'Product',
    description: "A product's price, stock, category and status in your store.",
  },
  '/dashboard/store/orders': {
    eyebrow: 'Store',
    title: 'Orders',
    description: 'Orders placed in your store, newest first.',
  },
  /** The title becomes 'Order <reference>' once it is loaded. */
  '/dashboard/store/orders/$id': {
    eyebrow: 'Orders',
    title: 'Order',
    description: 'An order placed in your store: who placed it, how many items, the amount and its status.',
  },
  '/dashboard/store/customers': {
    eyebrow: 'Store',
    title: 'Store customers',
    description:
      'People who ordered from your store, with how many orders each placed and what they spent, from your latest orders.',
  },
  '/dashboard/store/product-categories': {
    eyebrow: 'Store',
    title: 'Product categories',
    description: 'How your products are grouped in the store, in the order customers see them.',
  },
  '/dashboard/store/discounts': DISCOUNTS,
  '/dashboard/store/discount/create': {
    eyebrow: 'Discounts',
    title: 'New discount',
    description: 'A coupon code customers type at checkout for a percentage or an amount off.',
  },
  /** The title becomes 'Edit <code>' once the coupon is loaded. */
  '/dashboard/store/discount/edit/$id': {
    eyebrow: 'Discounts',
    title: 'Edit discount',
    description: "Change a coupon's value, dates, minimum order or usage limit.",
  },
  /** The title becomes the coupon's code once it is loaded. */
  '/dashboard/store/discount/$id': {
    eyebrow: 'Discounts',
    title: 'Discount',
    description: 'A coupon code customers can use at checkout in your store, and the orders that used it.',
  },
  '/dashboard/store/announcements': ANNOUNCEMENTS,
  '/dashboard/store/announcements/create': {
    eyebrow: 'Announcements',
    title: 'New announcement',
    description: 'A message shown to visitors of your store, from a start time and optionally until an end.',
  },
  '/dashboard/store/announcements/edit/$id': {
    eyebrow: 'Announcements',
    title: 'Edit announcement',
    description: 'Change what the message says and when it shows.',
  },
} as const satisfies PageHeadings;
