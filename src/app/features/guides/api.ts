import { queryOptions } from '@tanstack/react-query';
import { analyticsEndpoints } from '../../../contract/analytics-endpoints';
import { call } from '../../lib/api-client';
import { storage } from '../../lib/storage';

const accountId = () => storage.get('userAccountID') ?? 0;

/** GET merchants/{id}/onboarding-status: the guides and whether each is completed (spec 2 §7). */
export const onboardingStatusQuery = () =>
  queryOptions({
    queryKey: ['onboardingStatus', accountId()],
    queryFn: ({ signal }) => call(analyticsEndpoints.onboardingStatus, { params: { id: accountId() }, signal }),
  });

/** PUT v2/merchants/{id}/onboarding-status with guide {id, status completed}. */
export const completeGuide = (id: 1 | 2 | 3 | 4) =>
  call(analyticsEndpoints.completeGuide, { params: { id: accountId() }, body: { guide: { id, status: 'completed' } } });
