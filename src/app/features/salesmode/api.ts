import { paymentLinksQuery } from '../../queries/payment-links';

/** The counter shows at most this many links (the newest active ones): a shop sells a handful. */
export const COUNTER_LINKS_MAX = 100;

/** GET v2/payment-links?status=active: the links a customer can pay at the counter. */
export const activeLinksQuery = () =>
  paymentLinksQuery({ status: 'active', page: '1', page_size: String(COUNTER_LINKS_MAX) });
