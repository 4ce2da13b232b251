import type { Hono } from 'hono';
import { WHITELABEL_HEADER } from '../../../contract/constants';
import { PREFERENCE_SAVED } from '../../../contract/merchant';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { bySession, serveWithSession } from '../../session-routes';
import { keys, logVisit, preferences, setPreference, whitelabel } from './service';

/** Merchant settings read at login and on the shell: preferences, keys, white-label, last page. */
export function merchantRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.whitelabel, resolveSession, async ({ deps, c }) => ({
    data: await whitelabel(deps.db, c.req.header(WHITELABEL_HEADER)),
  }));
  serveWithSession(api, endpoints.preferences, bySession(preferences));
  serveWithSession(
    api,
    endpoints.setPreference,
    (r) => setPreference(r.db, r.session, r.body.setting, r.body.value),
    PREFERENCE_SAVED,
  );
  serveWithSession(api, endpoints.merchantKeys, (r) => keys(r.db, r.session, r.query.include_v1_keys === '1'));
  serveWithSession(api, endpoints.lastViewedLog, (r) => logVisit(r.db, r.session, r.body.lv.name, r.body.lv.id));
}
