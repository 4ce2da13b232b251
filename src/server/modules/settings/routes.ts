import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { webhookDetails, whitelistIpList } from './lists';

/** The settings' reads: webhook URL and switches, and the IP whitelist (their writes: webhooks/, merchant). */
export function settingsRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.webhooks, resolveSession, async ({ deps, session }) => ({
    data: await webhookDetails(deps.db, session),
  }));
  serve(api, endpoints.whitelistIps, resolveSession, async ({ deps, session, query }) => ({
    data: await whitelistIpList(deps.db, session, query),
  }));
}
