import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import { findInPages } from '../../lib/find-in-pages';
import type { ListParams } from '../../lib/list-search';

/** GET v2/pos/orders, optionally by status. */
export const posOrdersQuery = (status: 'pending' | 'delivered' | null) => (params: ListParams) =>
  queryOptions({
    queryKey: ['posOrders', status, params],
    queryFn: ({ signal }) =>
      call(endpoints.posOrders, {
        query: { page: String(params.page), page_size: '20', ...(status ? { status } : {}) },
        signal,
      }),
  });

export const posOrderQuery = (id: number) =>
  queryOptions({
    queryKey: ['posOrders', 'one', id],
    queryFn: ({ signal }) =>
      findInPages(
        async (page) => {
          const data = await call(endpoints.posOrders, { query: { page: String(page), page_size: '100' }, signal });
          return { rows: data.orders, page_info: data.page_info };
        },
        (row) => row.id === id,
      ),
  });
