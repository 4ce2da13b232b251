import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { transferEndpoints } from '../../../contract/transfer-endpoints';
import {
  type BulkEntity,
  payoutLimitMap,
  purposeCodesEndpoint,
  type TransfersListQuery,
} from '../../../contract/transfers';
import { call } from '../../lib/api-client';
import { accountKey } from '../../queries/keys';
import { PENDING_APPROVALS, transfersQuery } from '../../queries/transfers';

export type TransfersFilter = Pick<
  v.InferInput<typeof TransfersListQuery>,
  'status' | 'currency' | 'from' | 'to' | 'q'
> & { page: number };

const clean = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, x]) => x !== undefined && x !== '')) as Partial<T>;

/** GET v2/transfers with the list's filters. */
export const filteredTransfersQuery = (filter: TransfersFilter, pageSize = 20) =>
  transfersQuery({
    ...clean({ status: filter.status, currency: filter.currency, from: filter.from, to: filter.to, q: filter.q }),
    page: String(filter.page),
    page_size: String(pageSize),
  });

/** Pending approvals (spec 1 §7): status NEW, requires_approval, list_pending_approvals; approvers only. */
export const pendingApprovalsListQuery = (page = 1) =>
  transfersQuery({ ...PENDING_APPROVALS, page: String(page), page_size: '50' });

export const transferDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['transfers', 'detail', accountKey(), id],
    queryFn: ({ signal }) => call(transferEndpoints.transferDetail, { params: { id }, signal }),
  });

/** Payout limits (spec 2 §3): product 9, kept as currency → single-transaction limit. */
export const payoutLimitsQuery = () =>
  queryOptions({
    queryKey: ['payoutLimits', accountKey()],
    queryFn: async ({ signal }) => payoutLimitMap(await call(transferEndpoints.payoutLimits, { signal })),
    staleTime: 10 * 60_000,
  });

/** Purpose codes through the request federator (spec 2 §7); only active ones are kept. */
export const purposeCodesQuery = (currency: string, senderType: string) =>
  queryOptions({
    queryKey: ['purposeCodes', currency, senderType],
    queryFn: async ({ signal }) => {
      const id = 'purpose_codes';
      const data = await call(transferEndpoints.requestFederator, {
        body: {
          requests: [{ id, payload: { method: 'get', endpoint: purposeCodesEndpoint(currency, senderType) } }],
        },
        signal,
      });
      return (data.responses[id]?.response.data.Data ?? []).filter((code) => code.IsActive);
    },
    staleTime: 10 * 60_000,
  });

export const beneficiariesQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: ['beneficiaries', accountKey(), page, q],
    queryFn: ({ signal }) =>
      call(transferEndpoints.beneficiaries, {
        query: { page: String(page), page_size: '20', ...(q ? { q } : {}) },
        signal,
      }),
  });

export const beneficiaryQuery = (id: number) =>
  queryOptions({
    queryKey: ['beneficiaries', accountKey(), 'one', id],
    queryFn: ({ signal }) => call(transferEndpoints.beneficiary, { params: { id }, signal }),
  });

export const walletHistoryQuery = (page: number, currency: string) =>
  queryOptions({
    queryKey: ['walletHistory', accountKey(), page, currency],
    queryFn: ({ signal }) =>
      call(transferEndpoints.walletHistory, {
        query: { page: String(page), page_size: '20', ...(currency ? { currency } : {}) },
        signal,
      }),
  });

export const bulkQueuedQuery = (page: number) =>
  queryOptions({
    queryKey: ['transfers', 'bulkQueued', accountKey(), page],
    queryFn: ({ signal }) =>
      call(transferEndpoints.bulkQueued, { query: { page: String(page), page_size: '20' }, signal }),
  });

export const bulkStatusQuery = (id: number) =>
  queryOptions({
    queryKey: ['transfers', 'bulkStatus', accountKey(), id],
    queryFn: ({ signal }) => call(transferEndpoints.bulkStatus, { params: { id }, signal }),
  });

// ── Actions ───────────────────────────────────────────────────────────────────
export const approveTransfer = (id: number, reject: boolean, key: string) =>
  call(transferEndpoints.approve, { body: { id, reject }, idempotencyKey: key });

export const approveTransfers = (ids: number[], reject: boolean, key: string) =>
  call(transferEndpoints.approveBulk, { body: { id: ids, reject }, idempotencyKey: key });

export const requestTransferOtp = () => call(transferEndpoints.transferOtp);

export const uploadBulkCsv = (file: File) => {
  const form = new FormData();
  form.set('file', file);
  form.set('purpose', 'bulk_transfer');
  form.set('public', 'false');
  form.set('expiry', '30');
  return call(transferEndpoints.upload, { formData: form });
};

export type { BulkEntity };
