import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../contract/endpoints';
import { call, type QueryOf } from '../lib/api-client';
import { accountKey } from './keys';

/**
 * GET v2/subaccounts: the subaccounts list, the search and the pickers. Under the 'subaccounts' key,
 * so creating, editing or deactivating one refreshes the pickers too.
 */
export const subaccountsQuery = (query: QueryOf<typeof endpoints.subaccounts>) =>
  queryOptions({
    queryKey: ['subaccounts', 'list', accountKey(), query],
    queryFn: ({ signal }) => call(endpoints.subaccounts, { query, signal }),
  });

/** The business's active subaccounts, for the pickers that split payments with one (payment links). */
export const activeSubaccountsQuery = () =>
  queryOptions({
    ...subaccountsQuery({ page: '1', page_size: '100' }),
    select: (data) => data.subaccounts.filter((s) => s.status === 'active'),
    staleTime: 60_000,
  });
