import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../contract/endpoints';
import { call } from '../lib/api-client';
import { accountKey } from './keys';

/** The businesses the user may switch to (the account switcher and settings). */
export const subAccountsQuery = () =>
  queryOptions({
    queryKey: ['subAccounts', accountKey()],
    queryFn: ({ signal }) => call(endpoints.subAccounts, { signal }),
  });
