import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { areaEndpoints } from '../../../contract/area-endpoints';
import { type PosRequestBody, posEndpoints } from '../../../contract/pos';
import { call } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-search';
import { accountKey } from '../../queries/keys';

/* POS terminal requests. Keys start with 'posOrders' and include the account. */
export const posKeys = {
  all: ['posOrders'] as const,
  list: (status: 'delivered' | null, params: ListParams) =>
    ['posOrders', 'list', accountKey(), status, params] as const,
  one: (id: number) => ['posOrders', 'one', accountKey(), id] as const,
};

/** GET v2/pos/orders, every request or the delivered ones. */
export const posOrdersQuery = (status: 'delivered' | null) => (params: ListParams) =>
  queryOptions({
    queryKey: posKeys.list(status, params),
    queryFn: ({ signal }) =>
      call(areaEndpoints.posOrders, {
        query: { page: String(params.page), page_size: '20', ...(status ? { status } : {}) },
        signal,
      }),
  });

/** How often an open request's page asks for its progress. */
const POS_ORDER_POLL_MS = 30_000;

/** GET v2/pos/orders/{id}: one request and the day it reached each step. */
export const posOrderQuery = (id: number) =>
  queryOptions({
    queryKey: posKeys.one(id),
    queryFn: ({ signal }) => call(posEndpoints.posOrder, { params: { id }, signal }),
    // A request on its way is looked at again now and then while its page is open; a delivered one is done.
    refetchInterval: (query) => (query.state.data?.status === 'delivered' ? false : POS_ORDER_POLL_MS),
  });

/** POST v2/pos/orders: a new request shows in the lists. */
export function useRequestPosTerminals() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PosRequestBody) => call(posEndpoints.requestPosTerminals, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['posOrders', 'list'] }),
  });
}
