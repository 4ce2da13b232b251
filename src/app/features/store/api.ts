import { queryOptions } from '@tanstack/react-query';
import { areaEndpoints } from '../../../contract/area-endpoints';
import { call } from '../../lib/api-client';
import { type ListParams, pageQuery } from '../../lib/list-search';
import { accountKey } from '../../queries/keys';

/** GET v2/inventory/stores/self: null when the account has no store. */
export const storeQuery = () =>
  queryOptions({ queryKey: ['store'], queryFn: ({ signal }) => call(areaEndpoints.store, { signal }) });

export const storeProductsQuery = (params: ListParams, pageSize = 20) =>
  queryOptions({
    queryKey: ['storeProducts', 'list', accountKey(), params, pageSize],
    queryFn: ({ signal }) => call(areaEndpoints.storeProducts, { query: pageQuery(params, pageSize), signal }),
  });
export const storeOrdersQuery = (params: ListParams, pageSize = 20) =>
  queryOptions({
    queryKey: ['storeOrders', 'list', accountKey(), params, pageSize],
    queryFn: ({ signal }) => call(areaEndpoints.storeOrders, { query: pageQuery(params, pageSize), signal }),
  });
/** The first 100 products / orders: enough for the categories and customers summaries of a small store. */
export const allProductsQuery = () => storeProductsQuery({ page: 1 }, 100);
export const allOrdersQuery = () => storeOrdersQuery({ page: 1 }, 100);
