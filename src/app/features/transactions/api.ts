import { LIVE_MONEY_REFRESH_MS } from '../../../contract/constants';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryEndpoints } from '../../../contract/query-endpoints';
import type { RefundRequest } from '../../../contract/queries';
import { call } from '../../lib/api-client';
import { type ListParams, pageQuery } from '../../lib/list-search';
import { apiQuery, type TransactionFilters } from './filters';
import { transactionsQuery } from '../../queries/transactions';

export const PAGE_SIZE = 20;

/** GET v2/transactions/query: one page of the filtered list (desktop tables). */
export const filteredTransactionsQuery = (filters: TransactionFilters, page: number) =>
  transactionsQuery(apiQuery(filters, page, PAGE_SIZE), true);

/** The same list page after page (phones: infinite scroll). */
export const transactionsInfiniteQuery = (filters: TransactionFilters) =>
  infiniteQueryOptions({
    queryKey: ['transactions', 'infinite', filters],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(queryEndpoints.transactionsQuery, { query: apiQuery(filters, pageParam, PAGE_SIZE), signal }),
    getNextPageParam: (last) =>
      last.page_info.current_page < last.page_info.total_pages ? last.page_info.current_page + 1 : undefined,
    refetchInterval: LIVE_MONEY_REFRESH_MS,
  });

/** A list of one customer's, settlement's or subaccount's payments (PagedList's ListParams). */
export const exportTransactions = (filters: TransactionFilters) =>
  call(queryEndpoints.transactionsExport, { query: apiQuery(filters, 1, PAGE_SIZE) });

/** GET v2/transactions/{id}. */
export const transactionQuery = (id: number) =>
  queryOptions({
    queryKey: ['transactions', 'one', id],
    queryFn: ({ signal }) => call(queryEndpoints.transaction, { params: { id }, signal }),
  });

/** GET v2/refunds. */
export const refundsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['refunds', params],
    queryFn: ({ signal }) => call(queryEndpoints.refunds, { query: pageQuery(params), signal }),
  });

/** POST v2/transactions/{id}/refund: the payment, the lists, refunds and the wallets change. */
export function useRefund(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: RefundRequest; key: string }) =>
      call(queryEndpoints.refundTransaction, { params: { id }, body, idempotencyKey: key }),
    onSuccess: (data) => {
      client.setQueryData(transactionQuery(id).queryKey, data.transaction);
      void client.invalidateQueries({ queryKey: ['transactions'] });
      void client.invalidateQueries({ queryKey: ['refunds'] });
      void client.invalidateQueries({ queryKey: ['wallets'] });
      void client.invalidateQueries({ queryKey: ['balanceHistory'] });
    },
  });
}

/** POST v2/transactions/{id}/receipt. */
export function useResendReceipt(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(queryEndpoints.resendReceipt, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: transactionQuery(id).queryKey }),
  });
}
