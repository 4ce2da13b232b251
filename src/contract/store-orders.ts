import * as v from 'valibot';
import { CustomerDetails } from './checkout';
import type { EndpointDef } from './endpoint-def';

/**
 * An order's life: 'pending' while its customer pays on the checkout; paid, it is 'new' for the merchant
 * to fulfil, then 'processing', 'shipped' and 'delivered'. 'cancelled' ends it from any state before
 * delivery.
 */
export const ORDER_STATUSES = ['pending', 'new', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses the merchant may move an order to from each one. */
export const ORDER_NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['cancelled'],
  new: ['processing', 'shipped', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  new: 'New',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** What the merchant's button says for moving an order to a status. */
export const ORDER_ACTION_LABELS: Partial<Record<OrderStatus, string>> = {
  processing: 'Start processing',
  shipped: 'Mark as shipped',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel order',
};

/** Paid orders (every status after pending but cancelled) hold money the customer may get back. */
export const orderWasPaid = (status: OrderStatus, transactionReference: string | null): boolean =>
  status !== 'pending' && transactionReference !== null;

/** The most of one product a customer can put in the cart; the most lines in one cart. */
export const MAX_ITEM_QUANTITY = 99;
export const MAX_CART_LINES = 50;

export const ORDER_MESSAGES = {
  emptyCart: 'Your cart is empty.',
  outOfStock: (name: string) => `Sorry, ${name} is out of stock.`,
  notEnough: (name: string, left: number) => `Only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left.`,
  soldWhilePaying: 'Sorry, an item in your order sold out while you were paying. Nothing was charged.',
  nothingToPay: 'This order has nothing to pay: ask the store about your coupon.',
  statusChange: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot be marked ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
} as const;

/** The public storefront's address. */
export const storefrontPath = (slug: string): string => `/store/${encodeURIComponent(slug)}`;

/** The customer's details and where to deliver, at the storefront's checkout. */
export const OrderCustomer = v.object({
  ...CustomerDetails.entries,
  address: v.pipe(
    v.string('Delivery address is required'),
    v.trim(),
    v.minLength(5, 'Enter the delivery address'),
    v.maxLength(300, 'Delivery address is too long'),
  ),
});

export const OrderItem = v.object({
  product_id: v.nullable(v.number()),
  name: v.string(),
  price: v.number(),
  quantity: v.number(),
});

export const OrderNote = v.object({ text: v.string(), by: v.string(), at: v.string() });

export const OrderDetail = v.object({
  id: v.number(),
  reference: v.string(),
  channel: v.picklist(['store', 'instagram']),
  status: v.picklist(ORDER_STATUSES),
  customer_name: v.string(),
  customer_email: v.nullable(v.string()),
  customer_phone: v.nullable(v.string()),
  shipping_address: v.nullable(v.string()),
  items: v.array(OrderItem),
  item_count: v.number(),
  subtotal: v.number(),
  discount: v.number(),
  coupon_code: v.nullable(v.string()),
  shipping_fee: v.number(),
  amount: v.number(),
  currency: v.string(),
  /** The payment of the order (null until paid, and for orders older than the storefront). */
  transaction_id: v.nullable(v.number()),
  transaction_reference: v.nullable(v.string()),
  notes: v.array(OrderNote),
  date_created: v.string(),
});
export type OrderDetail = v.InferOutput<typeof OrderDetail>;

/** PUT v2/inventory/orders/:id/status. */
export const OrderStatusRequest = v.object({
  status: v.picklist(ORDER_STATUSES, 'Choose a status'),
});

/** POST v2/inventory/orders/:id/notes. */
export const OrderNoteRequest = v.object({
  note: v.pipe(
    v.string('Write a note'),
    v.trim(),
    v.minLength(1, 'Write a note'),
    v.maxLength(1000, 'A note is at most 1000 characters'),
  ),
});

export const storeOrderEndpoints = {
  storeOrder: {
    method: 'GET',
    path: 'v2/inventory/orders/:id',
    host: 'main',
    auth: 'account',
    response: OrderDetail,
  },
  updateStoreOrderStatus: {
    method: 'PUT',
    path: 'v2/inventory/orders/:id/status',
    host: 'main',
    auth: 'account',
    body: OrderStatusRequest,
    response: OrderDetail,
  },
  addStoreOrderNote: {
    method: 'POST',
    path: 'v2/inventory/orders/:id/notes',
    host: 'main',
    auth: 'account',
    body: OrderNoteRequest,
    response: OrderDetail,
  },
} as const satisfies Record<string, EndpointDef>;
