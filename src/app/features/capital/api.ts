import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import { type ListParams, pageQuery } from '../../lib/list-search';

/** GET v2/loan/offer */
export const loanOfferQuery = () =>
  queryOptions({ queryKey: ['loanOffer'], queryFn: ({ signal }) => call(endpoints.loanOffer, { signal }) });
/** GET v2/loan/history */
export const loanHistoryQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['loanHistory', params],
    queryFn: ({ signal }) => call(endpoints.loanHistory, { query: pageQuery(params, 10), signal }),
  });
