import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import { storage } from '../../lib/storage';

/** The counter shows at most this many links (the newest active ones): a shop sells a handful. */
export const COUNTER_LINKS_MAX = 100;

/** GET v2/payment-links?status=active: the links a customer can pay at the counter. */
export const activeLinksQuery = () =>
  queryOptions({
    queryKey: ['paymentLinks', 'active', storage.get('userAccountID') ?? 0],
    queryFn: ({ signal }) =>
      call(endpoints.paymentLinks, {
        query: { status: 'active', page: '1', page_size: String(COUNTER_LINKS_MAX) },
        signal,
      }),
  });
