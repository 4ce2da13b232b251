import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { queryEndpoints } from '../../../contract/query-endpoints';
import { call } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-search';

const query = ({ page, q }: ListParams, pageSize = 20) => ({
  page: String(page),
  page_size: String(pageSize),
  ...(q?.trim() ? { business_name: q.trim() } : {}),
});

/** GET v2/subaccounts: the search box filters by business name. */
export const subaccountsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['subaccounts', params],
    queryFn: ({ signal }) => call(endpoints.subaccounts, { query: query(params), signal }),
  });

/** GET v2/subaccounts/{id}: the subaccount and its split payments' totals. */
export const subaccountQuery = (id: number) =>
  queryOptions({
    queryKey: ['subaccounts', 'one', id],
    queryFn: ({ signal }) => call(queryEndpoints.subaccount, { params: { id }, signal }),
  });

/** The payments split to the subaccount. */
export const subaccountTransactionsQuery = (id: number) => (params: ListParams) =>
  queryOptions({
    queryKey: ['transactions', 'subaccount', id, params],
    queryFn: ({ signal }) =>
      call(queryEndpoints.transactionsQuery, {
        query: { page: String(params.page), page_size: '20', subaccount_id: String(id) },
        signal,
      }),
  });

/** GET v2/subaccounts/{id}/settlements: its share of each settlement. */
export const subaccountSettlementsQuery = (id: number) => (params: ListParams) =>
  queryOptions({
    queryKey: ['subaccounts', 'settlements', id, params],
    queryFn: ({ signal }) =>
      call(queryEndpoints.subaccountSettlements, { params: { id }, query: { page: String(params.page) }, signal }),
  });
