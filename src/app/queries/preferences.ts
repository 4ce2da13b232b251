import { queryOptions } from '@tanstack/react-query';
import { accessEndpoints } from '../../contract/access-endpoints';
import { call } from '../lib/api-client';
import { savePreferences } from '../lib/session';
import { storage } from '../lib/storage';
import { accountKey } from './keys';

/**
 * GET merchant/account/preferences (spec 1 §7): the guards, the shell and the banners read it. The
 * stored copy shows at once but counts as stale (updated at 0), so the server is always asked.
 */
export const preferencesQuery = () =>
  queryOptions({
    queryKey: ['preferences', accountKey()],
    queryFn: async ({ signal }) => {
      const data = await call(accessEndpoints.preferences, { signal });
      savePreferences(data);
      return data;
    },
    initialData: () => storage.get('preferences') ?? undefined,
    initialDataUpdatedAt: 0,
  });
