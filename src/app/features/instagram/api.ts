import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import { type ListParams, pageQuery } from '../../lib/list-search';

export const instagramProductsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['instagramProducts', params],
    queryFn: ({ signal }) => call(endpoints.instagramProducts, { query: pageQuery(params), signal }),
  });
export const instagramOrdersQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['instagramOrders', params],
    queryFn: ({ signal }) => call(endpoints.instagramOrders, { query: pageQuery(params), signal }),
  });
