import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-search';

/** GET v2/bills?type= */
export const billsQuery = (type: 'airtime' | 'dstv') => (params: ListParams) =>
  queryOptions({
    queryKey: ['bills', type, params],
    queryFn: ({ signal }) =>
      call(endpoints.bills, { query: { type, page: String(params.page), page_size: '20' }, signal }),
  });
