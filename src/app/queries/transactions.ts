import { queryOptions } from '@tanstack/react-query';
import { LIVE_MONEY_REFRESH_MS } from '../../contract/constants';
import { queryEndpoints } from '../../contract/query-endpoints';
import { call, type QueryOf } from '../lib/api-client';
import { accountKey } from './keys';

export type TransactionsApiQuery = QueryOf<typeof queryEndpoints.transactionsQuery>;

/**
 * GET v2/transactions/query: the filtered list, a customer's, settlement's or subaccount's payments,
 * the search. `live` keeps a page fresh while it shows (the transactions screen).
 */
export const transactionsQuery = (query: TransactionsApiQuery, live = false) =>
  queryOptions({
    queryKey: ['transactions', 'list', accountKey(), query],
    queryFn: ({ signal }) => call(queryEndpoints.transactionsQuery, { query, signal }),
    refetchInterval: live ? LIVE_MONEY_REFRESH_MS : false,
  });
