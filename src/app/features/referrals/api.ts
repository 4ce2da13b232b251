import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import { type ListParams, pageQuery } from '../../lib/list-search';

export const referralsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['referrals', params],
    queryFn: ({ signal }) => call(endpoints.referrals, { query: pageQuery(params), signal }),
  });
