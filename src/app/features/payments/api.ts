import { queryOptions } from '@tanstack/react-query';
import { areaEndpoints } from '../../../contract/area-endpoints';
import { linksPlansEndpoints } from '../../../contract/links-plans';
import { call } from '../../lib/api-client';
import { type ListParams, pageQuery } from '../../lib/list-search';
import { accountKey } from '../../queries/keys';
import { paymentLinksQuery } from '../../queries/payment-links';

/** A page of payment links (PagedList's ListParams). */
export const paymentLinksPageQuery = (params: ListParams) => paymentLinksQuery(pageQuery(params));
export const paymentPlansQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['paymentPlans', params],
    queryFn: ({ signal }) => call(areaEndpoints.paymentPlans, { query: pageQuery(params), signal }),
  });
export const subscriptionsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['subscriptions', params],
    queryFn: ({ signal }) => call(areaEndpoints.subscriptions, { query: pageQuery(params), signal }),
  });

export const planKeys = {
  all: ['paymentPlans'] as const,
  one: (id: number) => ['paymentPlans', 'one', accountKey(), id] as const,
};
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  one: (id: number) => ['subscriptions', 'one', accountKey(), id] as const,
};

export const paymentPlanDetailQuery = (id: number) =>
  queryOptions({
    queryKey: planKeys.one(id),
    queryFn: ({ signal }) => call(linksPlansEndpoints.paymentPlan, { params: { id }, signal }),
  });
export const subscriptionDetailQuery = (id: number) =>
  queryOptions({
    queryKey: subscriptionKeys.one(id),
    queryFn: ({ signal }) => call(linksPlansEndpoints.subscription, { params: { id }, signal }),
  });
/** A plan's successful charges (first payments through its link, then renewals), newest first. */
export const planPaymentsQuery = (id: number, page = 1) =>
  queryOptions({
    queryKey: ['paymentPlans', 'payments', accountKey(), id, page] as const,
    queryFn: ({ signal }) =>
      call(linksPlansEndpoints.paymentPlanPayments, { params: { id }, query: { page: String(page) }, signal }),
  });
