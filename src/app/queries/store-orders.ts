import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type OrderDetail, type OrderStatus, storeOrderEndpoints } from '../../contract/store-orders';
import { call } from '../lib/api-client';
import { accountKey } from './keys';

/* One store order as the merchant fulfils it: its detail, its status, its notes. */
export const storeOrderKeys = {
  one: (id: number) => ['storeOrders', 'detail', accountKey(), id] as const,
};

export const storeOrderDetailQuery = (id: number) =>
  queryOptions({
    queryKey: storeOrderKeys.one(id),
    queryFn: ({ signal }) => call(storeOrderEndpoints.storeOrder, { params: { id }, signal }),
  });

/** After a change: the order is answered fresh, and the order lists (and the store's overview) read again. */
function useOrderChanged() {
  const client = useQueryClient();
  return (order: OrderDetail) => {
    client.setQueryData(storeOrderKeys.one(order.id), order);
    void client.invalidateQueries({ queryKey: ['storeOrders'], predicate: (q) => q.queryKey[1] !== 'detail' });
  };
}

export function useSetOrderStatus(id: number) {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (status: OrderStatus) =>
      call(storeOrderEndpoints.updateStoreOrderStatus, { params: { id }, body: { status } }),
    onSuccess: changed,
  });
}

export function useAddOrderNote(id: number) {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (note: string) => call(storeOrderEndpoints.addStoreOrderNote, { params: { id }, body: { note } }),
    onSuccess: changed,
  });
}
