import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import { type ListParams, pageQuery } from '../../lib/list-search';

export const walletsQuery = () =>
  queryOptions({ queryKey: ['wallets'], queryFn: ({ signal }) => call(endpoints.wallets, { signal }) });
export const settlementsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['settlements', params],
    queryFn: ({ signal }) => call(endpoints.settlements, { query: pageQuery(params), signal }),
  });
/** The latest settlement: the first row of the newest-first list. */
export const lastSettlementQuery = () =>
  queryOptions({
    queryKey: ['settlements', 'last'],
    queryFn: async ({ signal }) => {
      const data = await call(endpoints.settlements, { query: pageQuery({ page: 1 }, 1), signal });
      return data.settlements[0] ?? null;
    },
  });
export const transactionsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['transactions', params],
    queryFn: ({ signal }) => call(endpoints.transactionsQuery, { query: pageQuery(params), signal }),
  });
export const customersQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['customers', params],
    queryFn: ({ signal }) => call(endpoints.customersQuery, { query: pageQuery(params), signal }),
  });
