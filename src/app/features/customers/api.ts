import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryEndpoints } from '../../../contract/query-endpoints';
import type { BlacklistRequest, BlacklistType } from '../../../contract/queries';
import { call } from '../../lib/api-client';
import { type ListParams, pageQuery } from '../../lib/list-search';
import { transactionsQuery } from '../../queries/transactions';
import { customersQuery } from '../../queries/customers';

/** GET v2/customers/query: q matches the name, email or phone. */
export const customersPageQuery = (params: ListParams) => customersQuery(pageQuery(params));

/** GET v2/customers/{id}: the customer, totals per currency and the blacklist entries naming them. */
export const customerQuery = (id: number) =>
  queryOptions({
    queryKey: ['customers', 'one', id],
    queryFn: ({ signal }) => call(queryEndpoints.customer, { params: { id }, signal }),
  });

/** The customer's payments. */
export const customerTransactionsQuery = (customerId: number) => (params: ListParams) =>
  transactionsQuery({ ...pageQuery({ page: params.page }), customer_id: String(customerId) });

/** GET v2/blacklist: entries of one type, or all. */
export const blacklistQuery = (type: BlacklistType | undefined) => (params: ListParams) =>
  queryOptions({
    queryKey: ['blacklist', type ?? 'all', params],
    queryFn: ({ signal }) =>
      call(queryEndpoints.blacklist, {
        query: { page: String(params.page), page_size: '20', ...(type ? { type } : {}) },
        signal,
      }),
  });

export const blacklistEntryQuery = (id: number) =>
  queryOptions({
    queryKey: ['blacklist', 'one', id],
    queryFn: ({ signal }) => call(queryEndpoints.blacklistEntry, { params: { id }, signal }),
  });

/** Blacklisting changes the lists, the customer pages and the entries. */
function useBlacklistChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['blacklist'] });
    void client.invalidateQueries({ queryKey: ['customers'] });
  };
}

export function useAddBlacklist() {
  const changed = useBlacklistChanged();
  return useMutation({
    mutationFn: (body: BlacklistRequest) => call(queryEndpoints.addBlacklist, { body }),
    onSuccess: changed,
  });
}

export function useRemoveBlacklist() {
  const changed = useBlacklistChanged();
  return useMutation({
    mutationFn: (id: number) => call(queryEndpoints.removeBlacklist, { params: { id } }),
    onSuccess: changed,
  });
}
