import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../contract/endpoints';
import { call } from '../lib/api-client';
import { type ListParams, pageQuery } from '../lib/list-search';
import { accountKey } from './keys';

/** GET v2/settlements, newest first: the balance's list and the overview's latest settlement. */
export const settlementsQuery = (params: ListParams, pageSize = 20) =>
  queryOptions({
    queryKey: ['settlements', 'list', accountKey(), params, pageSize],
    queryFn: ({ signal }) => call(endpoints.settlements, { query: pageQuery(params, pageSize), signal }),
  });
