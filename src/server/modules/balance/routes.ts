import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import type { AppEnv } from '../../http';
import { byQuery, bySession, serveWithSession } from '../../session-routes';
import { numericId } from '../../listing';
import { settlementList } from './lists';
import { balanceHistory, rollingReserve, settlementDetail } from './service';

/** Balance: its history, the rolling reserve, and settlements (the list and one settlement). */
export function balanceRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.settlements, byQuery(settlementList));
  serveWithSession(api, endpoints.balanceHistory, byQuery(balanceHistory));
  serveWithSession(api, endpoints.rollingReserve, bySession(rollingReserve));
  serveWithSession(api, endpoints.settlement, (r) => settlementDetail(r.db, r.session, numericId(r.id)));
}
