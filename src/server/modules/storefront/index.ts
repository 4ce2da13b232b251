/** What other modules use of the storefront: an order opened from another channel (Instagram). */
export { openOrder } from './service';
