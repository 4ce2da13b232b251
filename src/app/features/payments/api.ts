import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import { findInPages } from '../../lib/find-in-pages';
import { type ListParams, pageQuery } from '../../lib/list-search';

export const paymentLinksQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['paymentLinks', params],
    queryFn: ({ signal }) => call(endpoints.paymentLinks, { query: pageQuery(params), signal }),
  });
export const paymentPlansQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['paymentPlans', params],
    queryFn: ({ signal }) => call(endpoints.paymentPlans, { query: pageQuery(params), signal }),
  });
export const subscriptionsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['subscriptions', params],
    queryFn: ({ signal }) => call(endpoints.subscriptions, { query: pageQuery(params), signal }),
  });

export const paymentLinkQuery = (id: number) =>
  queryOptions({
    queryKey: ['paymentLinks', 'one', id],
    queryFn: ({ signal }) =>
      findInPages(
        async (page) => {
          const data = await call(endpoints.paymentLinks, { query: pageQuery({ page }, 100), signal });
          return { rows: data.payment_links, page_info: data.page_info };
        },
        (row) => row.id === id,
      ),
  });
export const paymentPlanQuery = (id: number) =>
  queryOptions({
    queryKey: ['paymentPlans', 'one', id],
    queryFn: ({ signal }) =>
      findInPages(
        async (page) => {
          const data = await call(endpoints.paymentPlans, { query: pageQuery({ page }, 100), signal });
          return { rows: data.plans, page_info: data.page_info };
        },
        (row) => row.id === id,
      ),
  });
export const subscriptionQuery = (id: number) =>
  queryOptions({
    queryKey: ['subscriptions', 'one', id],
    queryFn: ({ signal }) =>
      findInPages(
        async (page) => {
          const data = await call(endpoints.subscriptions, { query: pageQuery({ page }, 100), signal });
          return { rows: data.subscriptions, page_info: data.page_info };
        },
        (row) => row.id === id,
      ),
  });
