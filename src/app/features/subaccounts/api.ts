import { queryOptions, useMutation } from '@tanstack/react-query';
import type { SubaccountDetail } from '../../../contract/queries';
import { queryEndpoints } from '../../../contract/query-endpoints';
import { type SubaccountRequest, subaccountEndpoints } from '../../../contract/subaccounts';
import { call } from '../../lib/api-client';
import { useRecordChanged } from '../../queries/record-changed';
import type { ListParams } from '../../lib/list-search';
import { subaccountsQuery } from '../../queries/subaccounts';

const query = ({ page, q }: ListParams, pageSize = 20) => ({
  page: String(page),
  page_size: String(pageSize),
  ...(q?.trim() ? { business_name: q.trim() } : {}),
});

/** GET v2/subaccounts: the search box filters by business name. */
export const subaccountsPageQuery = (params: ListParams) => subaccountsQuery(query(params));

/** GET v2/subaccounts/{id}: the subaccount, its split and its shares' totals. */
export const subaccountQuery = (id: number) =>
  queryOptions({
    queryKey: ['subaccounts', 'one', id],
    queryFn: ({ signal }) => call(queryEndpoints.subaccount, { params: { id }, signal }),
  });

/** GET v2/subaccounts/{id}/transactions: the payments split with it, with both shares. */
export const subaccountPaymentsQuery = (id: number) => (params: ListParams) =>
  queryOptions({
    queryKey: ['subaccounts', 'payments', id, params],
    queryFn: ({ signal }) =>
      call(subaccountEndpoints.subaccountPayments, { params: { id }, query: { page: String(params.page) }, signal }),
  });

/** GET v2/subaccounts/{id}/settlements: its shares in each settlement. */
export const subaccountSettlementsQuery = (id: number) => (params: ListParams) =>
  queryOptions({
    queryKey: ['subaccounts', 'settlements', id, params],
    queryFn: ({ signal }) =>
      call(queryEndpoints.subaccountSettlements, { params: { id }, query: { page: String(params.page) }, signal }),
  });

/** A saved subaccount is the detail's new answer; the lists and the pickers refetch. */
const useSaved = () => useRecordChanged<SubaccountDetail>('subaccounts', (id) => subaccountQuery(id).queryKey);

/** POST v2/subaccounts, or PUT v2/subaccounts/{id}, under the user's action key. */
export function useSaveSubaccount(id: number | null) {
  const saved = useSaved();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SubaccountRequest; idempotencyKey: string }) =>
      id === null
        ? call(subaccountEndpoints.createSubaccount, { body, idempotencyKey })
        : call(subaccountEndpoints.updateSubaccount, { params: { id }, body, idempotencyKey }),
    onSuccess: saved,
  });
}

/** PUT v2/subaccounts/{id}/status: deactivate or activate. */
export function useSetSubaccountStatus(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (status: 'active' | 'inactive') =>
      call(subaccountEndpoints.setSubaccountStatus, { params: { id }, body: { status } }),
    onSuccess: saved,
  });
}
