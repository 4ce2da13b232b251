import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import { findInPages } from '../../lib/find-in-pages';
import { type ListParams, pageQuery } from '../../lib/list-search';

const transfersPage = ({ page, q }: ListParams, pageSize = 20) => {
  const { q: reference, ...rest } = pageQuery({ page, q }, pageSize);
  return reference ? { ...rest, reference } : rest;
};

/** GET v2/transfers: the search box filters by reference. */
export const transfersQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['transfers', params],
    queryFn: ({ signal }) => call(endpoints.transfers, { query: transfersPage(params), signal }),
  });

/** Pending approvals: status NEW, requires_approval and list_pending_approvals (Owner, Admin, v2-Admin). */
export const pendingApprovalsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['transfers', 'pendingApprovals', params],
    queryFn: ({ signal }) =>
      call(endpoints.transfers, {
        query: { ...transfersPage(params), status: 'NEW', requires_approval: '1', list_pending_approvals: '1' },
        signal,
      }),
  });

/** The latest 100 transfers: the beneficiaries are the people they went to. */
export const recentTransfersQuery = () =>
  queryOptions({
    queryKey: ['transfers', 'recent100'],
    queryFn: ({ signal }) => call(endpoints.transfers, { query: pageQuery({ page: 1 }, 100), signal }),
  });

export const transferQuery = (id: number, reference?: string) =>
  queryOptions({
    queryKey: ['transfers', 'one', id, reference ?? null],
    queryFn: ({ signal }) =>
      findInPages(
        async (page) => {
          const data = await call(endpoints.transfers, { query: transfersPage({ page, q: reference }, 100), signal });
          return { rows: data.transfers, page_info: data.page_info };
        },
        (row) => row.id === id,
      ),
  });

export const walletsQuery = () =>
  queryOptions({ queryKey: ['wallets'], queryFn: ({ signal }) => call(endpoints.wallets, { signal }) });
