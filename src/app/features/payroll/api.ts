import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import { type ListParams, pageQuery } from '../../lib/list-search';

export const payrollQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['payroll', params],
    queryFn: ({ signal }) => call(endpoints.payroll, { query: pageQuery(params), signal }),
  });
