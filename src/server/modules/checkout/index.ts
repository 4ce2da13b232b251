/** What other modules use of checkout: the public page frame, and opening a checkout for an order. */
export { alert, field, money } from './pages';
export { formLimit, formText, notFound, page } from './routes';
export { newRef, openCheckout, payByTransfer } from './service';
