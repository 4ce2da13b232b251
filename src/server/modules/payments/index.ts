/** What the merchant API (v3) uses of payments: making a payment link. */
export { createLink } from './service';
