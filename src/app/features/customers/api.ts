import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import { findInPages } from '../../lib/find-in-pages';
import { type ListParams, pageQuery } from '../../lib/list-search';

/** GET v2/customers/query: q matches the name or email. */
export const customersQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['customers', params],
    queryFn: ({ signal }) => call(endpoints.customersQuery, { query: pageQuery(params), signal }),
  });

/** One customer by id, found through the list (until a detail endpoint exists). */
export const customerQuery = (id: number) =>
  queryOptions({
    queryKey: ['customers', 'one', id],
    queryFn: ({ signal }) =>
      findInPages(
        async (page) => {
          const data = await call(endpoints.customersQuery, { query: pageQuery({ page }, 100), signal });
          return { rows: data.customers, page_info: data.page_info };
        },
        (row) => row.id === id,
      ),
  });

/** The customer's payments: the transactions search matches the customer's email. */
export const customerTransactionsQuery = (email: string) => (params: ListParams) =>
  queryOptions({
    queryKey: ['transactions', { ...params, q: email }],
    queryFn: ({ signal }) => call(endpoints.transactionsQuery, { query: pageQuery({ ...params, q: email }), signal }),
  });
