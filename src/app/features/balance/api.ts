import { queryOptions } from '@tanstack/react-query';
import { queryEndpoints } from '../../../contract/query-endpoints';
import { call } from '../../lib/api-client';
import { type ListParams, pageQuery } from '../../lib/list-search';
import { settlementsQuery } from '../../queries/settlements';
import { transactionsQuery } from '../../queries/transactions';

/** A page of settlements (PagedList's ListParams). */
export const settlementsPageQuery = (params: ListParams) => settlementsQuery(params);

/** GET v2/settlements/{id}: the settlement, its period and where it was paid. */
export const settlementQuery = (id: number) =>
  queryOptions({
    queryKey: ['settlements', 'one', id],
    queryFn: ({ signal }) => call(queryEndpoints.settlement, { params: { id }, signal }),
  });

/** The payments a settlement paid out. */
export const settlementTransactionsQuery = (settlementId: number) => (params: ListParams) =>
  transactionsQuery({ ...pageQuery({ page: params.page }), settlement_id: String(settlementId) });

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
