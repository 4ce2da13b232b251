import type { Hono } from 'hono';
import { WHITELABEL_HEADER } from '../../../contract/constants';
import { PREFERENCE_SAVED } from '../../../contract/merchant';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { keys, logVisit, preferences, setPreference, whitelabel } from './service';

/** Merchant settings read at login and on the shell: preferences, keys, white-label, last page. */
export function merchantRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.whitelabel, resolveSession, async ({ deps, c }) => ({
    data: await whitelabel(deps.db, c.req.header(WHITELABEL_HEADER)),
  }));
  serve(api, endpoints.preferences, resolveSession, async ({ deps, session }) => ({
    data: await preferences(deps.db, session),
  }));
  serve(api, endpoints.setPreference, resolveSession, async ({ deps, session, body }) => ({
    data: await setPreference(deps.db, session, body.setting, body.value),
    message: PREFERENCE_SAVED,
  }));
  serve(api, endpoints.merchantKeys, resolveSession, async ({ deps, session, query }) => ({
    data: await keys(deps.db, session, query.include_v1_keys === '1'),
  }));
  serve(api, endpoints.lastViewedLog, resolveSession, async ({ deps, session, body }) => ({
    data: await logVisit(deps.db, session, body.lv.name, body.lv.id),
  }));
}
