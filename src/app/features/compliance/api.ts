import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';

/** GET v2/compliance/submit-status (compliance host) */
export const complianceStatusQuery = () =>
  queryOptions({
    queryKey: ['complianceStatus'],
    queryFn: ({ signal }) => call(endpoints.complianceStatus, { signal }),
  });
