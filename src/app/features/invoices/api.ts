import { queryOptions, useMutation } from '@tanstack/react-query';
import { areaEndpoints } from '../../../contract/area-endpoints';
import {
  type InvoiceDetail,
  type InvoiceRequest,
  type InvoiceStatus,
  invoiceEndpoints,
  type MarkInvoicePaidRequest,
} from '../../../contract/invoices';
import { call } from '../../lib/api-client';
import { useRecordChanged } from '../../queries/record-changed';
import { type ListParams, pageQuery } from '../../lib/list-search';

export const invoicesQuery = (params: ListParams & { status?: InvoiceStatus | undefined }) =>
  queryOptions({
    queryKey: ['invoices', params],
    queryFn: ({ signal }) =>
      call(areaEndpoints.invoices, {
        query: { ...pageQuery(params), ...(params.status ? { status: params.status } : {}) },
        signal,
      }),
  });
export const invoiceQuery = (id: number) =>
  queryOptions({
    queryKey: ['invoices', 'one', id],
    queryFn: ({ signal }) => call(invoiceEndpoints.invoice, { params: { id }, signal }),
  });

/** After any change: the invoice itself is answered fresh, and the lists read again. */
const useInvoiceChanged = () => useRecordChanged<InvoiceDetail>('invoices', (id) => invoiceQuery(id).queryKey);

export function useSaveInvoice(id: number | null) {
  const changed = useInvoiceChanged();
  return useMutation({
    mutationFn: (body: InvoiceRequest) =>
      id === null
        ? call(invoiceEndpoints.createInvoice, { body })
        : call(invoiceEndpoints.updateInvoice, { params: { id }, body }),
    onSuccess: changed,
  });
}

export type InvoiceAction = 'send' | 'remind' | 'cancel';
const ACTION_ENDPOINTS = {
  send: invoiceEndpoints.sendInvoice,
  remind: invoiceEndpoints.remindInvoice,
  cancel: invoiceEndpoints.cancelInvoice,
} as const;

export function useInvoiceAction(id: number, action: InvoiceAction) {
  const changed = useInvoiceChanged();
  return useMutation({
    mutationFn: () => call(ACTION_ENDPOINTS[action], { params: { id } }),
    onSuccess: changed,
  });
}

export function useMarkInvoicePaid(id: number) {
  const changed = useInvoiceChanged();
  return useMutation({
    mutationFn: (body: MarkInvoicePaidRequest) => call(invoiceEndpoints.markInvoicePaid, { params: { id }, body }),
    onSuccess: changed,
  });
}
