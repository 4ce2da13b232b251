import { MAX_CART_LINES, MAX_ITEM_QUANTITY } from '../../../contract/store-orders';

/**
 * A customer's cart on the storefront, kept in a cookie of that store (no script, no account): product
 * ids and quantities only. Names, prices and stock are read from the database each time, so a cookie
 * edited by hand can change nothing but what is asked for.
 */
export type Cart = Map<number, number>;

export const cartCookieName = (storeId: number): string => `cart_${storeId}`;

/** "12-2.15-1": product 12 twice, product 15 once. Anything malformed is dropped. */
export function parseCart(raw: string | undefined): Cart {
  const cart: Cart = new Map();
  for (const part of (raw ?? '').split('.').slice(0, MAX_CART_LINES)) {
    const m = /^(\d{1,9})-(\d{1,2})$/.exec(part);
    if (!m) continue;
    const quantity = Math.min(Number(m[2]), MAX_ITEM_QUANTITY);
    if (quantity > 0) cart.set(Number(m[1]), quantity);
  }
  return cart;
}

export const serializeCart = (cart: Cart): string =>
  [...cart]
    .filter(([, q]) => q > 0)
    .slice(0, MAX_CART_LINES)
    .map(([id, q]) => `${id}-${Math.min(q, MAX_ITEM_QUANTITY)}`)
    .join('.');

export const cartCount = (cart: Cart): number => [...cart.values()].reduce((a, b) => a + b, 0);
