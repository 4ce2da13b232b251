import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import { type ListParams, pageQuery } from '../../lib/list-search';

/** GET v2/inventory/stores/self: null when the account has no store. */
export const storeQuery = () =>
  queryOptions({ queryKey: ['store'], queryFn: ({ signal }) => call(endpoints.store, { signal }) });

export const storeProductsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['storeProducts', params],
    queryFn: ({ signal }) => call(endpoints.storeProducts, { query: pageQuery(params), signal }),
  });
export const storeOrdersQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['storeOrders', params],
    queryFn: ({ signal }) => call(endpoints.storeOrders, { query: pageQuery(params), signal }),
  });
/** The first 100 products / orders: enough for the categories and customers summaries of a small store. */
export const allProductsQuery = () =>
  queryOptions({
    queryKey: ['storeProducts', 'first100'],
    queryFn: ({ signal }) => call(endpoints.storeProducts, { query: pageQuery({ page: 1 }, 100), signal }),
  });
export const allOrdersQuery = () =>
  queryOptions({
    queryKey: ['storeOrders', 'first100'],
    queryFn: ({ signal }) => call(endpoints.storeOrders, { query: pageQuery({ page: 1 }, 100), signal }),
  });
