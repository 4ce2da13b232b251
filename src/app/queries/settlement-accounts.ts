import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../contract/endpoints';
import { call } from '../lib/api-client';
import { accountKey } from './keys';

/** GET merchant/config/settlement/account: where settlements are paid (shell, balance, settings, setup). */
export const settlementAccountsQuery = () =>
  queryOptions({
    queryKey: ['settlementAccounts', accountKey()],
    queryFn: ({ signal }) => call(endpoints.settlementAccounts, { signal }),
  });
