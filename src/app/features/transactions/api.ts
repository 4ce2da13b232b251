import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import { findInPages } from '../../lib/find-in-pages';
import { type ListParams, pageQuery } from '../../lib/list-search';

/** GET v2/transactions/query: q matches the reference, narration, customer name or email. */
export const transactionsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['transactions', params],
    queryFn: ({ signal }) => call(endpoints.transactionsQuery, { query: pageQuery(params), signal }),
  });

/** One transaction by id, found through the list (until a detail endpoint exists). */
export const transactionQuery = (id: number, reference?: string) =>
  queryOptions({
    queryKey: ['transactions', 'one', id, reference ?? null],
    queryFn: ({ signal }) =>
      findInPages(
        async (page) => {
          const data = await call(endpoints.transactionsQuery, {
            query: { ...pageQuery({ page, q: reference }, 100) },
            signal,
          });
          return { rows: data.transactions, page_info: data.page_info };
        },
        (row) => row.id === id,
      ),
  });
