import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { POS_MESSAGES } from '../../../contract/pos';
import type { AppEnv } from '../../http';
import { byBody, byQuery, created, serveWithSession } from '../../session-routes';
import { advancePosOrder, posOrder, requestPosTerminals } from './service';
import { posOrderList } from './lists';

/** POS: requesting terminals and following one request to delivery. */
export function posRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.posOrders, byQuery(posOrderList));
  serveWithSession(api, endpoints.requestPosTerminals, byBody(requestPosTerminals), created(POS_MESSAGES.requested));
  serveWithSession(api, endpoints.posOrder, (r) => posOrder(r.db, r.session, r.id ?? ''));
}

/** The sandbox's terminal provider (only in sandbox mode, behind its guard): one step at a time. */
export function posSandboxRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.sandboxPosAdvance, (r) => advancePosOrder(r.db, r.body));
}
