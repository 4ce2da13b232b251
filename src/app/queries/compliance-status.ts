import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../contract/endpoints';
import { call } from '../lib/api-client';
import { accountKey } from './keys';

/**
 * GET v2/compliance/submit-status (compliance host): whether compliance is filled, read by the shell's
 * banners, the overview's guard, the setup screen and the compliance accordion. Small on purpose: the
 * overview's route (in the entry chunk) imports it without the accordion's module.
 */
export const complianceStatusQuery = () =>
  queryOptions({
    queryKey: ['complianceStatus', accountKey()],
    queryFn: ({ signal }) => call(endpoints.complianceStatus, { signal }),
  });
