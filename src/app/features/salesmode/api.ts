import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import { type ListParams, pageQuery } from '../../lib/list-search';

export const activeLinksQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['paymentLinks', params],
    queryFn: ({ signal }) => call(endpoints.paymentLinks, { query: pageQuery(params), signal }),
  });
