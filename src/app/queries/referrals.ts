import { queryOptions } from '@tanstack/react-query';
import { areaEndpoints } from '../../contract/area-endpoints';
import { referralEndpoints } from '../../contract/referrals';
import { call } from '../lib/api-client';
import { type ListParams, pageQuery } from '../lib/list-search';
import { accountKey } from './keys';

/** GET v2/referrals: the businesses referred. */
export const referralsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['referrals', 'list', accountKey(), params],
    queryFn: ({ signal }) => call(areaEndpoints.referrals, { query: pageQuery(params), signal }),
  });

/** GET v2/referrals/summary: the code and the totals. */
export const referralSummaryQuery = () =>
  queryOptions({
    queryKey: ['referrals', 'summary', accountKey()],
    queryFn: ({ signal }) => call(referralEndpoints.referralSummary, { signal }),
  });
