import { queryOptions, useMutation } from '@tanstack/react-query';
import { type OrderDetail, type OrderStatus, storeOrderEndpoints } from '../../contract/store-orders';
import { call } from '../lib/api-client';
import { accountKey } from './keys';
import { useRecordChanged } from './record-changed';

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
const useOrderChanged = () => useRecordChanged<OrderDetail>('storeOrders', storeOrderKeys.one, ['detail']);

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
