import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../contract/endpoints';
import { call, type QueryOf } from '../lib/api-client';
import { accountKey } from './keys';

/**
 * GET chargebacks (cross-host API): the disputes list and the sidebar's count of initiated ones. Apart
 * from chargebacks.ts so the shell's count does not load the answer forms' contract modules.
 */
export const chargebacksQuery = (query: QueryOf<typeof endpoints.chargebacks>) =>
  queryOptions({
    queryKey: ['chargebacks', 'list', accountKey(), query],
    queryFn: ({ signal }) => call(endpoints.chargebacks, { query, signal }),
  });
