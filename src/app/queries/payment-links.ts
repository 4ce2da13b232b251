import { queryOptions } from '@tanstack/react-query';
import { LINK_PAYMENTS_POLL_MS, linksPlansEndpoints, linkPath } from '../../contract/links-plans';
import { areaEndpoints } from '../../contract/area-endpoints';
import { call, type QueryOf } from '../lib/api-client';
import { accountKey } from './keys';

/*
 * Payment links as the payments screens and sales mode read them: one link, its payments, the
 * business's currencies for the forms. Keys start with the resource and include the account.
 */
export const paymentLinkKeys = {
  all: ['paymentLinks'] as const,
  one: (id: number) => ['paymentLinks', 'one', accountKey(), id] as const,
  payments: (id: number) => ['paymentLinks', 'payments', accountKey(), id] as const,
};

/** GET v2/payment-links: the payments list, and the active ones sales mode sells at the counter. */
export const paymentLinksQuery = (query: QueryOf<typeof areaEndpoints.paymentLinks>) =>
  queryOptions({
    queryKey: ['paymentLinks', 'list', accountKey(), query],
    queryFn: ({ signal }) => call(areaEndpoints.paymentLinks, { query, signal }),
  });

export const paymentLinkDetailQuery = (id: number) =>
  queryOptions({
    queryKey: paymentLinkKeys.one(id),
    queryFn: ({ signal }) => call(linksPlansEndpoints.paymentLink, { params: { id }, signal }),
  });

/** The newest payments of a link; `live` polls while the screen is shown (sales mode, an open detail). */
export const linkPaymentsQuery = (id: number, page = 1, live = false) =>
  queryOptions({
    queryKey: [...paymentLinkKeys.payments(id), page] as const,
    queryFn: ({ signal }) =>
      call(linksPlansEndpoints.paymentLinkPayments, { params: { id }, query: { page: String(page) }, signal }),
    refetchInterval: live ? LINK_PAYMENTS_POLL_MS : false,
    // Polling stops when the tab is hidden (TanStack's default), and resumes when it is shown again.
    refetchIntervalInBackground: false,
  });

/** The address customers pay at, on this app's origin. */
export const publicLinkUrl = (link: { kind: string; slug: string }): string =>
  `${window.location.origin}${linkPath(link)}`;
