import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import { findInPages } from '../../lib/find-in-pages';
import type { ListParams } from '../../lib/list-search';

const query = ({ page, q }: ListParams, pageSize = 20) => ({
  page: String(page),
  page_size: String(pageSize),
  ...(q?.trim() ? { business_name: q.trim() } : {}),
});

/** GET v2/subaccounts: the search box filters by business name. */
export const subaccountsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['subaccounts', params],
    queryFn: ({ signal }) => call(endpoints.subaccounts, { query: query(params), signal }),
  });

export const subaccountQuery = (id: number) =>
  queryOptions({
    queryKey: ['subaccounts', 'one', id],
    queryFn: ({ signal }) =>
      findInPages(
        async (page) => {
          const data = await call(endpoints.subaccounts, { query: query({ page }, 100), signal });
          return { rows: data.subaccounts, page_info: data.page_info };
        },
        (row) => row.id === id,
      ),
  });
