import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import { findInPages } from '../../lib/find-in-pages';
import { type ListParams, pageQuery } from '../../lib/list-search';

export const eventsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['events', params],
    queryFn: ({ signal }) => call(endpoints.events, { query: pageQuery(params), signal }),
  });
export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: ['events', 'one', id],
    queryFn: ({ signal }) =>
      findInPages(
        async (page) => {
          const data = await call(endpoints.events, { query: pageQuery({ page }, 100), signal });
          return { rows: data.events, page_info: data.page_info };
        },
        (row) => row.id === id,
      ),
  });
