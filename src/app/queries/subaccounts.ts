import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../contract/endpoints';
import { call } from '../lib/api-client';
import { accountKey } from './keys';

/**
 * The business's active subaccounts, for the pickers that split payments with one (payment links).
 * Under the 'subaccounts' key, so creating, editing or deactivating one refreshes the pickers too.
 */
export const activeSubaccountsQuery = () =>
  queryOptions({
    queryKey: ['subaccounts', 'active', accountKey()],
    queryFn: ({ signal }) => call(endpoints.subaccounts, { query: { page: '1', page_size: '100' }, signal }),
    select: (data) => data.subaccounts.filter((s) => s.status === 'active'),
    staleTime: 60_000,
  });
