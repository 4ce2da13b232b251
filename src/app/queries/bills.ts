import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { billEndpoints, type BuyAirtimeRequest, type PayDstvRequest } from '../../contract/bills';
import { areaEndpoints } from '../../contract/area-endpoints';
import { call } from '../lib/api-client';
import type { ListParams } from '../lib/list-search';
import { accountKey } from './keys';

/*
 * Airtime & DSTV: what the business can buy, the smartcard resolver, purchases and receipts. Keys start
 * with 'bills' and include the account; a purchase refreshes the history and the balances it spent.
 */
export const billKeys = {
  all: ['bills'] as const,
  list: (type: 'airtime' | 'dstv', params: ListParams) => ['bills', 'list', accountKey(), type, params] as const,
  options: () => ['bills', 'options', accountKey()] as const,
  one: (id: number) => ['bills', 'one', accountKey(), id] as const,
  smartcard: (smartcard: string) => ['bills', 'smartcard', accountKey(), smartcard] as const,
};

/** GET v2/bills?type= */
export const billsQuery = (type: 'airtime' | 'dstv') => (params: ListParams) =>
  queryOptions({
    queryKey: billKeys.list(type, params),
    queryFn: ({ signal }) =>
      call(areaEndpoints.bills, { query: { type, page: String(params.page), page_size: '20' }, signal }),
  });

/** GET v2/bills/options */
export const billOptionsQuery = () =>
  queryOptions({
    queryKey: billKeys.options(),
    queryFn: ({ signal }) => call(billEndpoints.billOptions, { signal }),
    staleTime: 10 * 60_000,
  });

/** GET v2/bills/{id} */
export const billQuery = (id: number) =>
  queryOptions({
    queryKey: billKeys.one(id),
    queryFn: ({ signal }) => call(billEndpoints.bill, { params: { id }, signal }),
  });

/** GET v2/bills/dstv/customer: the smartcard's customer, asked when the merchant taps Find customer. */
export const smartcardQuery = (smartcard: string) =>
  queryOptions({
    queryKey: billKeys.smartcard(smartcard),
    queryFn: ({ signal }) => call(billEndpoints.dstvCustomer, { query: { smartcard }, signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** What a purchase changes: the bills history and the balances it was paid from. */
function usePurchaseInvalidation() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: billKeys.all });
    void client.invalidateQueries({ queryKey: ['wallets'] });
    void client.invalidateQueries({ queryKey: ['balanceHistory'] });
  };
}

/** POST v2/bills/airtime under the user's action key. */
export function useBuyAirtime() {
  const invalidate = usePurchaseInvalidation();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: BuyAirtimeRequest; idempotencyKey: string }) =>
      call(billEndpoints.buyAirtime, { body, idempotencyKey }),
    onSuccess: invalidate,
  });
}

/** POST v2/bills/dstv under the user's action key. */
export function usePayDstv() {
  const invalidate = usePurchaseInvalidation();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PayDstvRequest; idempotencyKey: string }) =>
      call(billEndpoints.payDstv, { body, idempotencyKey }),
    onSuccess: invalidate,
  });
}
