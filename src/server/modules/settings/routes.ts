import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import type { AppEnv } from '../../http';
import { byQuery, bySession, serveWithSession } from '../../session-routes';
import { webhookDetails, whitelistIpList } from './lists';

/** The settings' reads: webhook URL and switches, and the IP whitelist (their writes: webhooks/, merchant). */
export function settingsRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.webhooks, bySession(webhookDetails));
  serveWithSession(api, endpoints.whitelistIps, byQuery(whitelistIpList));
}
