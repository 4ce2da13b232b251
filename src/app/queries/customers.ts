import { queryOptions } from '@tanstack/react-query';
import { queryEndpoints } from '../../contract/query-endpoints';
import { call, type QueryOf } from '../lib/api-client';
import { accountKey } from './keys';

/** GET v2/customers/query: q matches the name, email or phone (the customers list and the search). */
export const customersQuery = (query: QueryOf<typeof queryEndpoints.customersQuery>) =>
  queryOptions({
    queryKey: ['customers', 'list', accountKey(), query],
    queryFn: ({ signal }) => call(queryEndpoints.customersQuery, { query, signal }),
  });
