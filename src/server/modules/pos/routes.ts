import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { POS_MESSAGES } from '../../../contract/pos';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { serveWithSession } from '../../session-routes';
import { advancePosOrder, posOrder, requestPosTerminals } from './service';
import { posOrderList } from './lists';

/** POS: requesting terminals and following one request to delivery. */
export function posRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.posOrders, (r) => posOrderList(r.db, r.session, r.query));
  serve(api, endpoints.requestPosTerminals, resolveSession, async ({ deps, session, body }) => ({
    data: await requestPosTerminals(deps.db, session, body),
    message: POS_MESSAGES.requested,
    status: 201,
  }));
  serve(api, endpoints.posOrder, resolveSession, async ({ deps, session, params }) => ({
    data: await posOrder(deps.db, session, params.id ?? ''),
  }));
}

/** The sandbox's terminal provider (only in sandbox mode, behind its guard): one step at a time. */
export function posSandboxRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.sandboxPosAdvance, (r) => advancePosOrder(r.db, r.body));
}
