import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { serveWithSession } from '../../session-routes';
import { numericId } from '../../listing';
import { settlementList } from './lists';
import { balanceHistory, rollingReserve, settlementDetail } from './service';

/** Balance: its history, the rolling reserve, and settlements (the list and one settlement). */
export function balanceRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.settlements, (r) => settlementList(r.db, r.session, r.query));
  serveWithSession(api, endpoints.balanceHistory, (r) => balanceHistory(r.db, r.session, r.query));
  serveWithSession(api, endpoints.rollingReserve, (r) => rollingReserve(r.db, r.session));
  serve(api, endpoints.settlement, resolveSession, async ({ deps, session, params }) => ({
    data: await settlementDetail(deps.db, session, numericId(params.id)),
  }));
}
