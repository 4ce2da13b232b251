import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import { findInPages } from '../../lib/find-in-pages';
import { type ListParams, pageQuery } from '../../lib/list-search';

export const invoicesQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['invoices', params],
    queryFn: ({ signal }) => call(endpoints.invoices, { query: pageQuery(params), signal }),
  });
export const invoiceQuery = (id: number) =>
  queryOptions({
    queryKey: ['invoices', 'one', id],
    queryFn: ({ signal }) =>
      findInPages(
        async (page) => {
          const data = await call(endpoints.invoices, { query: pageQuery({ page }, 100), signal });
          return { rows: data.invoices, page_info: data.page_info };
        },
        (row) => row.id === id,
      ),
  });
