import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';

export const complianceStatusQuery = () =>
  queryOptions({
    queryKey: ['complianceStatus'],
    queryFn: ({ signal }) => call(endpoints.complianceStatus, { signal }),
  });
export const settlementAccountsQuery = () =>
  queryOptions({
    queryKey: ['settlementAccounts'],
    queryFn: ({ signal }) => call(endpoints.settlementAccounts, { signal }),
  });
