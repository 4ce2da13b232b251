import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { queryEndpoints } from '../../../contract/query-endpoints';
import { call } from '../../lib/api-client';
import { type ListParams, pageQuery } from '../../lib/list-search';

export const settlementsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['settlements', params],
    queryFn: ({ signal }) => call(endpoints.settlements, { query: pageQuery(params), signal }),
  });

/** GET v2/settlements/{id}: the settlement, its period and where it was paid. */
export const settlementQuery = (id: number) =>
  queryOptions({
    queryKey: ['settlements', 'one', id],
    queryFn: ({ signal }) => call(queryEndpoints.settlement, { params: { id }, signal }),
  });

/** The payments a settlement paid out. */
export const settlementTransactionsQuery = (settlementId: number) => (params: ListParams) =>
  queryOptions({
    queryKey: ['transactions', 'settlement', settlementId, params],
    queryFn: ({ signal }) =>
      call(queryEndpoints.transactionsQuery, {
        query: { ...pageQuery({ page: params.page }), settlement_id: String(settlementId) },
        signal,
      }),
  });

/** GET v2/balance/history: ledger entries. */
export const balanceHistoryQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['balanceHistory', params],
    queryFn: ({ signal }) =>
      call(queryEndpoints.balanceHistory, { query: { page: String(params.page), page_size: '20' }, signal }),
  });

/** GET v2/balance/rolling-reserve. */
export const rollingReserveQuery = () =>
  queryOptions({
    queryKey: ['rollingReserve'],
    queryFn: ({ signal }) => call(queryEndpoints.rollingReserve, { signal }),
  });
